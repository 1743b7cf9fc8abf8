/**
 * The wallet module's face: what the app, other modules, demo data and scripts may use. Everything
 * else in this folder is internal; the lint rule refuses deep imports from outside the module.
 * Money moves only through `postLedgerMove` inside the caller's use case (docs/decisions/006).
 */
export { ensureWallet, getWalletState, postLedgerMove, walletStateOf, type LedgerMove, type WalletState } from './ledger.js';
export { publishWalletEvent } from './user-requests.js';
export { inWalletOrder } from './lock-order.js';
export { BID_REFERENCE, checkLedger, type LedgerProblem, type LedgerReport } from './ledger-check.js';
export { seedWalletDemoData } from './demo-data.js';
export { recentMoneyActivity } from './activity.js';
export { approvePrizePayout, listPrizePayouts, payOrProposePrize, prizeStatusOf, rejectPrizePayout, type PrizeOutcome } from './prize-payouts.js';
