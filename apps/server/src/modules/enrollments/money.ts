import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { walletEntries } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { REQUEST_REFERENCE } from '../../lib/ledger-references.js';
import type { RequestRow } from '../requests/index.js';
import { inWalletOrder, postLedgerMove, publishWalletEvent, type LedgerMove, type WalletState } from '../wallet/index.js';
import type { EnrollmentTexts } from './kind.js';

/**
 * Every money move of an enrollment and of a competition (entry fee, refund, prize) goes through here:
 * the ledger move, then the player's open tabs told (delivered on commit), so no path forgets the event.
 */
export async function moveAndTell(tx: DbOrTx, move: LedgerMove): Promise<WalletState> {
  const wallet = await postLedgerMove(tx, move);
  await publishWalletEvent(tx, move.userId, wallet);
  return wallet;
}

/** Charges the entry fee of a just-filed request; a wallet that cannot pay is the kind's "Insufficient balance" 409. */
export async function chargeEntryFee(
  ctx: UseCaseContext,
  request: RequestRow,
  texts: Pick<EnrollmentTexts, 'insufficientBalance'>,
): Promise<WalletState | null> {
  const fee = Number(request.entryFeeCents);
  if (fee <= 0) return null;
  try {
    return await moveAndTell(ctx.tx, {
      userId: request.userId,
      kind: 'entry_fee',
      amountCents: -fee,
      counterAccount: 'entry_fees',
      referenceType: REQUEST_REFERENCE,
      referenceId: request.id,
      actorId: ctx.actor.id,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
      throw new AppError('INSUFFICIENT_FUNDS', texts.insufficientBalance, { params: { price: { cents: fee } } });
    }
    throw error;
  }
}

/** What the ledger says Arena still owes on a request: the fee charged minus what was refunded, never more than the fee. */
async function stillOwed(tx: DbOrTx, request: RequestRow): Promise<number> {
  const [net] = await tx
    .select({ sum: sql<string>`coalesce(sum(${walletEntries.amountCents}), 0)::text` })
    .from(walletEntries)
    .where(and(eq(walletEntries.referenceType, REQUEST_REFERENCE), eq(walletEntries.referenceId, request.id), eq(walletEntries.userId, request.userId)));
  return Math.max(0, Math.min(Number(request.entryFeeCents), -Number(net?.sum ?? 0)));
}

/**
 * THE refund of an enrollment: request rejection, a cancelled or deleted league or tournament all come
 * here. The caller has closed the request with a conditional update (only the winner of a race calls
 * this), and the amount is read from the ledger, so a fee comes back exactly once and never twice in part.
 * Returns the cents refunded (0 when nothing is owed).
 */
export async function refundEnrollment(ctx: UseCaseContext, request: RequestRow, note: string): Promise<number> {
  const owed = await stillOwed(ctx.tx, request);
  if (owed === 0) return 0;
  await moveAndTell(ctx.tx, {
    userId: request.userId,
    kind: 'refund',
    amountCents: owed,
    counterAccount: 'entry_fees',
    referenceType: REQUEST_REFERENCE,
    referenceId: request.id,
    actorId: ctx.actor.id,
    note,
  });
  return owed;
}

/** Refunds closed requests in wallet order (two competitions refunding the same players cannot deadlock). */
export async function refundAll(
  ctx: UseCaseContext,
  closed: RequestRow[],
  note: string,
  tell: (request: RequestRow, cents: number) => Promise<void>,
): Promise<{ refundedCount: number; refundedCents: number }> {
  let refundedCount = 0;
  let refundedCents = 0;
  for (const request of inWalletOrder(closed)) {
    const cents = await refundEnrollment(ctx, request, note);
    if (cents > 0) {
      refundedCount += 1;
      refundedCents += cents;
    }
    await tell(request, cents);
  }
  return { refundedCount, refundedCents };
}
