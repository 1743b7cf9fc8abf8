import { sql } from 'drizzle-orm';
import { counterAccountsByKind, type SystemAccount, type WalletEntryKind } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { systemAccountEntries, walletEntries, wallets } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { noteMoneyMove } from '../../lib/money-actions.js';

/**
 * The ledger API every money flow goes through (docs/architecture.md, "Money"). One call = one ledger row plus the
 * matching change of the wallet's cached `balance_cents` / `held_cents`, made by a conditional UPDATE
 * so that `available = balance - held` can never go below zero, whatever runs concurrently; and, when the
 * balance changes, the counter entry of the opposite amount in a system account (double entry,
 * docs/decisions/029), so that money never appears from nowhere.
 * Callers pass their open transaction: the money move commits or rolls back with the action around it.
 */
export interface LedgerMove {
  userId: string;
  kind: WalletEntryKind;
  /** Signed change of the balance, in cents. */
  amountCents: number;
  /**
   * The system account on the other side of a move that changes the balance (amountCents ≠ 0), one of
   * `counterAccountsByKind[kind]`: it receives −amountCents. Left out for a pure hold or release.
   */
  counterAccount?: SystemAccount;
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

/**
 * Creates the wallet with a zero balance when it is missing (the spec's create_wallet_if_not_exists).
 * True when it was missing.
 */
export async function ensureWallet(db: DbOrTx, userId: string): Promise<boolean> {
  const inserted = await db.insert(wallets).values({ userId }).onConflictDoNothing().returning({ userId: wallets.userId });
  return inserted.length > 0;
}

export async function postLedgerMove(tx: DbOrTx, move: LedgerMove): Promise<WalletState> {
  const amount = move.amountCents;
  const held = move.heldDeltaCents ?? 0;
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(held)) throw new Error('ledger amounts must be integer cents');
  if (amount === 0 && held === 0) throw new Error('a ledger move must change something');
  assertCounterAccount(move);
  let moved = await moveAndRecord(tx, move, amount, held);
  // Every account gets its wallet when it is created; a wallet missing here (an account made before wallets
  // existed) is created on the first move that needs it, not checked for on every move.
  if (!moved && (await ensureWallet(tx, move.userId))) moved = await moveAndRecord(tx, move, amount, held);
  // Counted and logged (with the entry id) once the use case's transaction ends (lib/money-actions.ts).
  noteMoneyMove(tx, { kind: move.kind, entryId: moved?.entryId ?? null, amountCents: amount, heldDeltaCents: held });
  if (!moved) throw new AppError('INSUFFICIENT_FUNDS', 'wallet.insufficientBalance');
  return moved.state;
}

/** A move that changes a balance names its counter account, one its kind allows; a pure hold or release names none. */
function assertCounterAccount(move: LedgerMove): void {
  const allowed: readonly SystemAccount[] = counterAccountsByKind[move.kind];
  if (move.amountCents === 0) {
    if (move.counterAccount !== undefined) throw new Error(`a ${move.kind} that changes no balance has no counter account`);
    return;
  }
  if (move.counterAccount === undefined) throw new Error(`a ${move.kind} of ${move.amountCents} cents needs its counter account`);
  if (!allowed.includes(move.counterAccount)) throw new Error(`a ${move.kind} is not countered by ${move.counterAccount}`);
}

interface MoveValues extends Record<string, unknown> {
  userId: string;
  kind: WalletEntryKind;
  amount: number;
  held: number;
  referenceType: string | null;
  referenceId: string | null;
  actorId: string | null;
  note: string | null;
  counterAccount: SystemAccount | null;
}

/**
 * The conditional wallet update, its ledger row and the row's counter entry in one statement (one round trip): the
 * entries are written only when the update passed its condition, the counter entry only for a move with a counter
 * account (of the opposite amount, same kind, reference and time). Every money action runs it, so it is prepared once
 * (db/prepared.ts).
 */
const moveAndRecordStatement = preparedStatement<MoveValues, { balance_cents: string; held_cents: string; entry_id: string }>(
  'wallet_move_and_record',
  sql`
    with moved as (
      update ${wallets}
      set balance_cents = balance_cents + ${sql.placeholder('amount')}::bigint, held_cents = held_cents + ${sql.placeholder('held')}::bigint, updated_at = now()
      where user_id = ${sql.placeholder('userId')}::uuid
        and balance_cents + ${sql.placeholder('amount')}::bigint - (held_cents + ${sql.placeholder('held')}::bigint) >= 0
        and held_cents + ${sql.placeholder('held')}::bigint >= 0
      returning balance_cents, held_cents
    ), entry as (
      insert into ${walletEntries} (user_id, kind, amount_cents, held_delta_cents, reference_type, reference_id, actor_id, note)
      select ${sql.placeholder('userId')}::uuid, ${sql.placeholder('kind')}::text, ${sql.placeholder('amount')}::bigint, ${sql.placeholder('held')}::bigint,
             ${sql.placeholder('referenceType')}::text, ${sql.placeholder('referenceId')}::uuid, ${sql.placeholder('actorId')}::uuid, ${sql.placeholder('note')}::text
      from moved
      returning id, kind, amount_cents, reference_type, reference_id, actor_id, created_at
    ), counter as (
      insert into ${systemAccountEntries} (account, amount_cents, wallet_entry_id, kind, reference_type, reference_id, actor_id, created_at)
      select ${sql.placeholder('counterAccount')}::text, -entry.amount_cents, entry.id, entry.kind, entry.reference_type, entry.reference_id, entry.actor_id, entry.created_at
      from entry
      where ${sql.placeholder('counterAccount')}::text is not null
    )
    select moved.balance_cents::text, moved.held_cents::text, (select id from entry) as entry_id from moved`,
);

/** The move and its wallet entry's id, or undefined when the update did not pass its condition (or there is no wallet). */
async function moveAndRecord(tx: DbOrTx, move: LedgerMove, amount: number, held: number): Promise<{ state: WalletState; entryId: string } | undefined> {
  const [row] = await moveAndRecordStatement.run(tx, {
    userId: move.userId,
    kind: move.kind,
    amount,
    held,
    referenceType: move.referenceType ?? null,
    referenceId: move.referenceId ?? null,
    actorId: move.actorId ?? null,
    note: move.note ?? null,
    counterAccount: move.counterAccount ?? null,
  });
  if (!row) return undefined;
  return { state: walletStateOf(row.balance_cents, row.held_cents), entryId: row.entry_id };
}

export async function getWalletState(db: DbOrTx, userId: string): Promise<WalletState> {
  const rows = await db
    .select({ balanceCents: wallets.balanceCents, heldCents: wallets.heldCents })
    .from(wallets)
    .where(sql`${wallets.userId} = ${userId}`);
  const row = rows[0] ?? { balanceCents: 0, heldCents: 0 };
  return walletStateOf(row.balanceCents, row.heldCents);
}

/** A wallet's balance and held amount as read from the database (numbers, or bigint columns as text), with what is available. */
export function walletStateOf(balance: number | string | null, held: number | string | null): WalletState {
  const balanceCents = Number(balance);
  const heldCents = Number(held);
  return { balanceCents, heldCents, availableCents: balanceCents - heldCents };
}
