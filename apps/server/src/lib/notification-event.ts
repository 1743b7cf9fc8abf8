import type { Locale, Notification, NotificationType } from '@arena/shared';
import { renderNotificationText, type StoredNotificationText } from './notification-text.js';

/**
 * A notification's realtime event (topic `notification`) as published: the notification as stored, keys and
 * parameters included. The realtime hub (plugins/realtime.ts) renders it for each open stream in that stream's
 * reader's language, so one event reaches readers of every language.
 */
export interface StoredNotificationEvent extends StoredNotificationText {
  id: string;
  type: NotificationType;
  isRead: boolean;
  createdAt: string;
  /** A broadcast (one row every player sees): the web does not refetch the account for it. */
  broadcast?: true;
}

/** Texts above this length are shortened in the realtime event (a toast); the stored row keeps them whole. */
export const EVENT_TITLE_MAX = 150;
export const EVENT_MESSAGE_MAX = 800;

function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** A notification's texts shortened for an event: short enough for a Postgres NOTIFY whatever their length. */
export function clipNotificationText(texts: { title: string; message: string }): { title: string; message: string } {
  return { title: clip(texts.title, EVENT_TITLE_MAX), message: clip(texts.message, EVENT_MESSAGE_MAX) };
}

export function isStoredNotificationEvent(data: unknown): data is StoredNotificationEvent {
  return typeof data === 'object' && data !== null && 'titleKey' in data && 'messageKey' in data && 'params' in data;
}

/** The event's data as `locale`'s reader gets it: the notification (or broadcast) of the shared contract, its texts rendered. */
export function renderNotificationEvent(locale: Locale, event: StoredNotificationEvent): Notification & { broadcast?: true } {
  const { titleKey: _titleKey, messageKey: _messageKey, params: _params, title: _title, message: _message, ...rest } = event;
  return { ...rest, ...clipNotificationText(renderNotificationText(locale, event)) };
}
