import { eq } from 'drizzle-orm';
import { isLocale, type AccountStatus, type Me } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { countUnread } from '../notifications/index.js';
import { getWalletState } from '../wallet/index.js';
import { readAll } from '../../db/read-all.js';
import { readEventCursor } from '../../lib/event-cursor.js';

export async function getMe(db: Db, userId: string): Promise<Me> {
  // The cursor first: what the page reads from here on (this account, then its lists) is at least as new, so its
  // event stream, resuming from the cursor, misses nothing (docs/decisions/050-stream-resume.md).
  const eventsCursor = await readEventCursor(db);
  // Reads only: a missing wallet (an account older than wallets) reads as zero and is created by its first move.
  const [[user], wallet, unreadNotifications] = await readAll(db, [
    () => db.select().from(users).where(eq(users.id, userId)),
    () => getWalletState(db, userId),
    () => countUnread(db, userId),
  ]);
  if (!user) throw notFound();
  return {
    id: user.id,
    email: user.email,
    fullName: user.name || null,
    role: user.role === 'admin' ? 'admin' : 'user',
    accountStatus: user.accountStatus as AccountStatus,
    verificationDate: user.verificationDate?.toISOString() ?? null,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt.toISOString(),
    wallet,
    unreadNotifications,
    language: isLocale(user.language) ? user.language : null,
    eventsCursor,
  };
}
