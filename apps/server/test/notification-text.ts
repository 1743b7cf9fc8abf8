import { renderNotificationText, type StoredNotificationText } from '../src/lib/notification-text.js';

/** A stored notification row as an English reader reads it: keys rendered with their parameters, literal texts as written. */
export function inEnglish<T extends StoredNotificationText>(row: T): T {
  return { ...row, ...renderNotificationText('en', row) };
}
