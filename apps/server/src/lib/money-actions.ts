import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { moneyActions } from './metrics.js';

/**
 * What the ledger wrote (or refused) inside one use case's transaction, reported once the transaction ended: the
 * counts of `arena_money_actions_total` and one log line with the ledger entry ids, only after a commit. The wallet's
 * `postLedgerMove` notes each move here; `runOnTransaction` (lib/use-case.ts) opens the record and reports it.
 * A move outside a use case (a test or script on a bare transaction) is not recorded.
 */
export interface MoneyMoveNote {
  kind: string;
  /** The wallet entry written; null when the move was refused. */
  entryId: string | null;
  amountCents: number;
  heldDeltaCents: number;
}

export interface MoneyRecord {
  readonly moves: MoneyMoveNote[];
  /** Counts the moves (written ones as committed) and logs the entry ids. */
  committed(log?: Pick<FastifyBaseLogger, 'info'>): void;
  /** Counts the moves (written ones as rolled back). */
  rolledBack(): void;
}

const records = new WeakMap<DbOrTx, MoneyRecord>();

/**
 * Opens the record of `tx`'s money moves; inside one already open on the same transaction, that one (`opened`
 * false: its opener reports it).
 */
export function openMoneyRecord(tx: DbOrTx): { record: MoneyRecord; opened: boolean; close: () => void } {
  const existing = records.get(tx);
  if (existing) return { record: existing, opened: false, close: () => undefined };
  const record = moneyRecord([]);
  records.set(tx, record);
  return { record, opened: true, close: () => records.delete(tx) };
}

/** A record of `moves`: for a use case's transaction, or for a money action that is one statement (a bid). */
export function moneyRecord(moves: MoneyMoveNote[]): MoneyRecord {
  const count = (writtenOutcome: 'committed' | 'rolled_back') => {
    for (const move of moves) moneyActions.inc({ kind: move.kind, outcome: move.entryId ? writtenOutcome : 'refused' });
  };
  return {
    moves,
    committed(log) {
      count('committed');
      const entries = moves.filter((m) => m.entryId !== null);
      if (entries.length && log) {
        log.info(
          { ledgerEntries: entries.map((m) => ({ id: m.entryId, kind: m.kind, amountCents: m.amountCents, heldDeltaCents: m.heldDeltaCents })) },
          'money action committed',
        );
      }
    },
    rolledBack() {
      count('rolled_back');
    },
  };
}

/** Notes a ledger move (written or refused) in `tx`'s record, if it has one. */
export function noteMoneyMove(tx: DbOrTx, move: MoneyMoveNote): void {
  records.get(tx)?.moves.push(move);
}
