import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * The metrics of this process that no app instance owns (Prometheus, prom-client): Node's own (memory, event-loop
 * lag, handles) and the money actions, counted where the ledger is written (lib/money-actions.ts). Each app adds its
 * own registry (request durations, open streams, pending approvals, the database pool: modules/operations) and
 * `/metrics` serves both.
 */
export const processRegistry = new Registry();

let defaultsCollected = false;

/** Starts Node's default metrics once per process (they hook the event loop; a second call would register twice). */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry, prefix: 'arena_' });
}

/**
 * Ledger moves by wallet-entry kind (deposit, withdrawal, entry_fee, refund, prize, bid_hold, bid_release,
 * bid_capture, withdrawal_hold, withdrawal_release, adjustment) and outcome: `committed` once the use case's
 * transaction committed, `rolled_back` when it was written and then rolled back, `refused` when the wallet did not
 * allow it (not enough available).
 */
export const moneyActions = new Counter({
  name: 'arena_money_actions_total',
  help: 'Ledger moves by wallet-entry kind and outcome (committed, rolled_back, refused), counted when their transaction ends',
  labelNames: ['kind', 'outcome'] as const,
  registers: [processRegistry],
});
