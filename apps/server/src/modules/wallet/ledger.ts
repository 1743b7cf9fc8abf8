import { sql } from 'drizzle-orm';
import type { WalletEntryKind } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { walletEntries, wallets } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/**
 * The ledger API every money flow goes through (ARCHITECTURE §4). One call = one ledger row plus the
 * matching change of the wallet's cached `balance_cents` / `held_cents`, made by a conditional UPDATE
 * so that `available = balance - held` can never go below zero, whatever runs concurrently.
 * Callers pass their open transaction: the money move commits or rolls back with the action around it.
 */
export interface LedgerMove {
  userId: string;
  kind: WalletEntryKind;
  /** Signed change of the balance, in cents. */
  amountCents: number;
  /** Signed change of the held amount, in cents. */
  heldDeltaCents?: number;
  referenceType?: string;
  referenceId?: string;
  actorId?: string | null;
  note?: string;
}

export interface WalletState {
  balanceCents: number;
  heldCents: number;
  availableCents: number;
}

/** Creates the wallet with a zero balance when it is missing (the spec's create_wallet_if_not_exists). */
export async function ensureWallet(db: DbOrTx, userId: string): Promise<void> {
  await db.insert(wallets).values({ userId }).onConflictDoNothing();
}

export async function postLedgerMove(tx: DbOrTx, move: LedgerMove): Promise<WalletState> {
  const amount = move.amountCents;
  const held = move.heldDeltaCents ?? 0;
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(held)) throw new Error('ledger amounts must be integer cents');
  if (amount === 0 && held === 0) throw new Error('a ledger move must change something');
  await ensureWallet(tx, move.userId);
  const updated = await tx
    .update(wallets)
    .set({
      balanceCents: sql`${wallets.balanceCents} + ${amount}`,
      heldCents: sql`${wallets.heldCents} + ${held}`,
      updatedAt: sql`now()`,
    })
    .where(
      sql`${wallets.userId} = ${move.userId}
        and ${wallets.balanceCents} + ${amount} - (${wallets.heldCents} + ${held}) >= 0
        and ${wallets.heldCents} + ${held} >= 0`,
    )
    .returning({ balanceCents: wallets.balanceCents, heldCents: wallets.heldCents });
  const row = updated[0];
  if (!row) throw new AppError('INSUFFICIENT_FUNDS', 'wallet.insufficientBalance');
  await tx.insert(walletEntries).values({
    userId: move.userId,
    kind: move.kind,
    amountCents: amount,
    heldDeltaCents: held,
    referenceType: move.referenceType ?? null,
    referenceId: move.referenceId ?? null,
    actorId: move.actorId ?? null,
    note: move.note ?? null,
  });
  return { balanceCents: Number(row.balanceCents), heldCents: Number(row.heldCents), availableCents: Number(row.balanceCents) - Number(row.heldCents) };
}

export async function getWalletState(db: DbOrTx, userId: string): Promise<WalletState> {
  const rows = await db
    .select({ balanceCents: wallets.balanceCents, heldCents: wallets.heldCents })
    .from(wallets)
    .where(sql`${wallets.userId} = ${userId}`);
  const row = rows[0] ?? { balanceCents: 0, heldCents: 0 };
  return { balanceCents: Number(row.balanceCents), heldCents: Number(row.heldCents), availableCents: Number(row.balanceCents) - Number(row.heldCents) };
}
