/**
 * The wallet's testing face: its use cases, for tests and benchmarks that run them without HTTP (many at once,
 * in a chosen order, on one transaction). Application code uses the routes or `index.ts`.
 */
export { adjustWallet, adjustWalletInOneStatement } from './adjust.js';
export { approveTransaction, listAdminTransactions, rejectTransaction } from './admin-requests.js';
export { cancelTransaction, createDeposit, createWithdrawal, listUserTransactions } from './user-requests.js';
