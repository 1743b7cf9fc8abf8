import crypto from 'node:crypto';
import type { Notification } from '@arena/shared';
import type { Db } from '../src/db/client.js';
import { sendNotification, type NewNotification } from '../src/modules/notifications/service.js';

/** Data builders for tests: sensible defaults, every field overridable, nothing shared between tests. */

export function notificationInput(overrides: Partial<NewNotification> = {}): NewNotification {
  const tag = crypto.randomBytes(3).toString('hex');
  return { type: 'info', title: `Title ${tag}`, message: `Message ${tag}`, ...overrides };
}

/** A notification for `userId`, sent the way services send them (inside a transaction). */
export function createNotification(db: Db, userId: string, overrides: Partial<NewNotification> = {}): Promise<Notification> {
  return db.transaction((tx) => sendNotification(tx, userId, notificationInput(overrides)));
}
