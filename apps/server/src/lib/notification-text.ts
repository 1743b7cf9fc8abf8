import { formatBidAmountIn, formatCentsIn, type Locale, type MessageId, type NotificationParams } from '@arena/shared';
import { formatDateTimeIn } from './dates.js';
import { translate } from './i18n.js';

/**
 * A notification as stored: catalogue keys with their parameters (rendered when read, in the reader's language), or
 * literal texts (an admin's own words, and notifications written before languages existed), never both.
 */
export interface StoredNotificationText {
  title: string;
  message: string;
  titleKey: string | null;
  messageKey: string | null;
  params: NotificationParams | null;
}

/**
 * The parameters of a keyed text (a notification, an error) in `locale`: amounts and moments formatted, catalogue
 * words rendered, the rest as given.
 */
export function renderParams(locale: Locale, params: NotificationParams | null): Record<string, string | number> {
  const rendered: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') rendered[name] = value;
    else if ('cents' in value) rendered[name] = value.bid ? formatBidAmountIn(locale, value.cents) : formatCentsIn(locale, value.cents);
    else if ('at' in value) rendered[name] = formatDateTimeIn(locale, value.at, value.timeZone);
    else rendered[name] = translate(locale, value.text);
  }
  return rendered;
}

/** The title and message a reader of `locale` reads: the keys rendered in their language, or the literal texts as written. */
export function renderNotificationText(locale: Locale, stored: StoredNotificationText): { title: string; message: string } {
  if (!stored.titleKey || !stored.messageKey) return { title: stored.title, message: stored.message };
  const params = renderParams(locale, stored.params);
  return { title: translate(locale, stored.titleKey as MessageId, params), message: translate(locale, stored.messageKey as MessageId, params) };
}
