export * from './messages.js';
export * from './admin-messages.js';
export * from './errors.js';
export * from './money.js';
export * from './rules.js';
export * from './enums.js';
export * from './contracts.js';
export * from './accounts.js';
export * from './wallet.js';
export * from './bracket.js';
export * from './tournaments.js';
export * from './league-rules.js';
export * from './leagues.js';
export * from './requests.js';
export * from './marketplace.js';
export * from './rankings.js';
export * from './dashboard.js';
// The back office's contracts: its requests (with the admin catalogue's texts) and views, apart from the player's
// so that a player screen's code never loads them.
export * from './admin/accounts.js';
export * from './admin/leagues.js';
export * from './admin/marketplace.js';
export * from './admin/notifications.js';
export * from './admin/requests.js';
export * from './admin/tournaments.js';
export * from './admin/rankings.js';
export * from './admin/wallet.js';
export * from './admin/money.js';
