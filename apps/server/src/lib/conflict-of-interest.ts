import { eq } from 'drizzle-orm';
import type { AnyMessageId } from '@arena/shared';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { AppError } from './errors.js';
import type { UseCaseContext } from './use-case.js';

/**
 * Conflict of interest (docs/decisions/032-conflict-of-interest.md): an admin runs competitions, auctions and
 * wallets, and never takes part in them. These guards are the one place the rule is checked; each use case that
 * lets a user take part, or pays or gives something to a user, calls one of them inside its transaction.
 *
 * The role is read from the database with a share lock on the user's row, not from the session: a promotion to
 * admin (an UPDATE of that row) running at the same moment waits for this transaction, or this one sees the new
 * role. Either way no admin ends up enrolled, owning or paid.
 */

/** Whether `userId` is an admin now; locks the user's row against a concurrent role change until commit. */
export async function isAdminAccount(tx: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('share');
  return row?.role === 'admin';
}

/** The texts of the refusal of an admin acting as a player. */
export type AdminAsPlayerMessage = 'account.adminCannotPlay' | 'account.adminNoWalletActions';

/** The refusal of an admin account acting as a player, for a path that read the role itself (modules/protection). */
export function adminAsPlayerRefusal(messageId: AdminAsPlayerMessage): AppError {
  return new AppError('FORBIDDEN', messageId);
}

/**
 * The caller acts as a player (enroll, pick a team, bid, ask for a deposit or withdrawal): refused for an admin
 * account with `messageId` ('An admin account has no player wallet actions.' for the wallet). A path that locks the
 * player's protection row next reads the role in the same call instead (`refuseAdmin` of modules/protection,
 * docs/decisions/053), with the same share lock taken first.
 */
export async function refuseAdminAsPlayer(ctx: UseCaseContext, messageId: AdminAsPlayerMessage = 'account.adminCannotPlay'): Promise<void> {
  if (await isAdminAccount(ctx.tx, ctx.actor.id)) throw adminAsPlayerRefusal(messageId);
}

/**
 * `userId` is about to own, hold or receive something (a team, a marketplace player, a prize, an adjustment):
 * refused with `messageId` when that account is an admin. A team without an owner (null) passes.
 */
export async function refuseAdminRecipient(tx: DbOrTx, userId: string | null | undefined, messageId: AnyMessageId): Promise<void> {
  if (userId && (await isAdminAccount(tx, userId))) throw new AppError('FORBIDDEN', messageId);
}

/** No admin decides (approves) what they asked for themselves: a request, a bid. */
export function refuseOwnDecision(ctx: UseCaseContext, ownerId: string, messageId: 'adminConflict.ownRequest' | 'adminConflict.ownBid'): void {
  if (ownerId === ctx.actor.id) throw new AppError('FORBIDDEN', messageId);
}
