import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

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

/**
 * How long a bid held its marketplace player's row lock (docs/decisions/049): from the moment the lock was granted to
 * the end of the bid's transaction (its commit, or for a refusal the end of the database function, which gives the
 * lock back). Labelled by outcome: `placed` or `refused`.
 */
export const auctionLockSeconds = new Histogram({
  name: 'arena_auction_lock_seconds',
  help: "Time a bid held its marketplace player's row lock until its statement ended (its commit follows in the database), by outcome (placed, refused)",
  labelNames: ['outcome'] as const,
  buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
  registers: [processRegistry],
});

/** `grantedAtMs`: when the lock was granted (ms since the epoch, the database's clock). */
type AuctionLockListener = (seconds: number, outcome: 'placed' | 'refused', grantedAtMs: number) => void;
const auctionLockListeners = new Set<AuctionLockListener>();

/** Records one bid's time in its player's lock (the histogram, and any listener: the benchmark's raw samples). */
export function observeAuctionLock(seconds: number, outcome: 'placed' | 'refused', grantedAtMs: number): void {
  auctionLockSeconds.observe({ outcome }, seconds);
  for (const listener of auctionLockListeners) listener(seconds, outcome, grantedAtMs);
}

/** Hears every bid's lock time in this process until the returned function is called. */
export function listenToAuctionLock(listener: AuctionLockListener): () => void {
  auctionLockListeners.add(listener);
  return () => auctionLockListeners.delete(listener);
}
