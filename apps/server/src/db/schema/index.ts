/** Every table of the database; drizzle-kit reads this file (drizzle.config.ts). */
export * from './auth.js';
export * from './wallet.js';
export * from './notifications.js';
export * from './verification.js';
export * from './leagues.js';
export * from './tournaments.js';
export * from './requests.js';
export * from './marketplace.js';
export * from './rankings.js';
export * from './settings.js';
export * from './admin-proposals.js';
export * from './audit.js';
export * from './protection.js';
export * from './realtime.js';
