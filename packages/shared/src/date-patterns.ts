import type { Locale } from './i18n.js';

/**
 * How each language writes a date and time (dayjs format strings), the same in the browser and in the server's texts:
 * English as Intl's en-US gives it ("Nov 26, 2026, 8:59 PM"), French and Kreyòl day first with a 24-hour clock, as
 * fr-HT does ("26 nov. 2026, 20:59"), with their own month names.
 */
export const datePatterns: Record<Locale, { dateTime: string; date: string; time: string }> = {
  en: { dateTime: 'MMM D, YYYY, h:mm A', date: 'MMM D, YYYY', time: 'h:mm A' },
  fr: { dateTime: 'D MMM YYYY, HH:mm', date: 'D MMM YYYY', time: 'HH:mm' },
  ht: { dateTime: 'D MMM YYYY, HH:mm', date: 'D MMM YYYY', time: 'HH:mm' },
};
