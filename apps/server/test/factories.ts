import crypto from 'node:crypto';
import { hashPassword, makeSignature } from 'better-auth/crypto';
import type { Notification } from '@arena/shared';
import type { Db } from '../src/db/client.js';
import { accounts, sessions, users } from '../src/db/schema/index.js';
import type { Auth } from '../src/modules/auth/index.js';
import { sendNotification, sendNotificationToAll, type LiteralNotification, type NewNotification } from '../src/modules/notifications/index.js';
import { ensureWallet } from '../src/modules/wallet/index.js';

/** Data builders for tests: sensible defaults, every field overridable, nothing shared between tests. */

/** A notification with literal texts (as an admin writes them), unique per call. */
export function notificationInput(overrides: Partial<LiteralNotification> = {}): LiteralNotification {
  const tag = crypto.randomBytes(3).toString('hex');
  return { type: 'info', title: `Title ${tag}`, message: `Message ${tag}`, ...overrides };
}

/** A notification for `userId`, sent the way services send them (inside a transaction): literal texts unless keys are given. */
export function createNotification(db: Db, userId: string, overrides: Partial<LiteralNotification> | NewNotification = {}): Promise<Notification> {
  const input: NewNotification = 'titleKey' in overrides ? overrides : notificationInput(overrides);
  return db.transaction((tx) => sendNotification(tx, userId, input));
}

/** A broadcast to every player, sent the way the admin's use case sends it; resolves to its id and recipient count. */
export function createBroadcast(db: Db, overrides: Partial<LiteralNotification> = {}): Promise<{ id: string; sent: number }> {
  return db.transaction((tx) => sendNotificationToAll(tx, { ...notificationInput(overrides), sentBy: null }));
}

export interface AccountInput {
  email: string;
  password: string;
  name: string;
  role?: 'user' | 'admin';
}

export interface CreatedAccount {
  id: string;
  email: string;
  /** A `cookie` request header carrying a signed session cookie, as a browser sends it after signing in. */
  cookie: string;
}

const SESSION_DAYS = 30;
/** better-auth's scrypt hash per password, computed once per process (hashing is the slow part of a sign-up). */
const passwordHashes = new Map<string, Promise<string>>();

function passwordHash(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/**
 * An account as sign-up followed by a remembered sign-in leaves it, written straight to the database:
 * the user row, the credential account with better-auth's password hash (so signing in with the
 * password works), the wallet (sign-up's user-create hook), a 30-day session row and its signed
 * cookie. Tests about sign-up and sign-in themselves go through HTTP instead.
 */
export async function createAccount(db: Db, auth: Auth, input: AccountInput): Promise<CreatedAccount> {
  const context = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const hash = await passwordHash(input.password);
  const token = crypto.randomBytes(24).toString('base64url');
  const id = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, name: input.name, role: input.role ?? 'user' })
      .returning({ id: users.id });
    const userId = user!.id;
    await tx.insert(accounts).values({ userId, accountId: userId, providerId: 'credential', password: hash });
    await ensureWallet(tx, userId);
    await tx.insert(sessions).values({ userId, token, expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000), ipAddress: '127.0.0.1', userAgent: '' });
    return userId;
  });
  const signed = `${token}.${await makeSignature(token, context.secret)}`;
  return { id, email, cookie: `${context.authCookies.sessionToken.name}=${encodeURIComponent(signed)}` };
}
