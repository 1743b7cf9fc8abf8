import { eq } from 'drizzle-orm';
import { formatCents, t } from '@arena/shared';
import { users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { sendNotification } from '../notifications/index.js';
import { postLedgerMove, type WalletState } from './ledger.js';
import { publishWalletEvent } from './user-requests.js';

export interface AdjustInput {
  userId: string;
  /** Signed; the admin screen sends whole dollars (×100). */
  amountCents: number;
  note?: string;
}

/**
 * Admin "Update Wallet Balance" (the admin is `ctx.actor`): a signed adjustment (negative removes
 * funds, never below zero available: 'Insufficient balance'), one ledger row, the user notified
 * ('Funds Added' / 'Funds Deducted'), open tabs refreshed, audited with before/after.
 */
export async function adjustWallet(ctx: UseCaseContext, input: AdjustInput): Promise<WalletState> {
  const { tx } = ctx;
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) throw notFound();
  const after = await postLedgerMove(tx, {
    userId: input.userId,
    kind: 'adjustment',
    amountCents: input.amountCents,
    actorId: ctx.actor.id,
    note: input.note,
  });
  const before: WalletState = {
    balanceCents: after.balanceCents - input.amountCents,
    heldCents: after.heldCents,
    availableCents: after.availableCents - input.amountCents,
  };
  const added = input.amountCents > 0;
  await sendNotification(tx, input.userId, {
    type: added ? 'success' : 'warning',
    title: t(added ? 'notify.fundsAdded.title' : 'notify.fundsDeducted.title'),
    message: t(added ? 'notify.fundsAdded.message' : 'notify.fundsDeducted.message', { amount: formatCents(Math.abs(input.amountCents)) }),
  });
  await publishWalletEvent(tx, input.userId, after);
  await recordAudit(tx, {
    actorId: ctx.actor.id,
    action: 'wallet.adjust',
    targetType: 'wallet',
    targetId: input.userId,
    before,
    after: { ...after, amountCents: input.amountCents, note: input.note ?? null },
    ipAddress: ctx.ip,
  });
  return after;
}

