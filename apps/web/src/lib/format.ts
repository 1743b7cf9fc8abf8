import { activeLocale, datePatterns } from '@arena/shared';
import dayjs from 'dayjs';

/**
 * Dates as Arena shows them, in the browser's time zone, with dayjs rather than the browser's Intl: a page's first
 * use of Intl loads the browser's locale data, 40–90 ms of main thread on a first screen (decision 025). The texts
 * are the ones Intl's en-US formats gave, which format.test.ts checks. French and Kreyòl write the day first and a
 * 24-hour clock, as fr-HT does ("26 nov. 2026, 15:07"), with their month names (dayjs's fr and ht locales, loaded
 * with the language: lib/language.ts). The patterns are shared with the server's texts (`datePatterns`).
 */

/** "Mar 4, 2026, 3:07 PM" */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format(datePatterns[activeLocale()].dateTime);
}

/** "Mar 4, 2026" */
export function formatDate(iso: string): string {
  return dayjs(iso).format(datePatterns[activeLocale()].date);
}

/** "3:07 PM" */
export function formatTime(iso: string): string {
  return dayjs(iso).format(datePatterns[activeLocale()].time);
}
