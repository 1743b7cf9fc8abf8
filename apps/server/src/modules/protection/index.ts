/**
 * The protection module's face: the guards the money paths call inside their own transaction (wallet deposits,
 * enrollment fees, bids), and the status the users list shows. Routes are registered by app.ts from routes.ts.
 */
export {
  guardDeposit,
  guardSpending,
  judgeBidder,
  lockPlayerProtection,
  spendOverLimit,
  type BidderJudgement,
  type LockedProtection,
  type SpendingRoom,
} from './service.js';
export { protectionStatusSql } from './queries.js';
export { seedProtectionDemoData } from './demo-data.js';
