import { eq } from 'drizzle-orm';
import type { AccountStatus, Me } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { countUnread } from '../notifications/index.js';
import { ensureWallet, getWalletState } from '../wallet/index.js';

export async function getMe(db: Db, userId: string): Promise<Me> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  await ensureWallet(db, userId);
  const [wallet, unreadNotifications] = await Promise.all([getWalletState(db, userId), countUnread(db, userId)]);
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
  };
}
