/** Every table of the database; drizzle-kit reads this file (drizzle.config.ts). */
// The tables' imports of @arena/shared render catalogue texts as they load: drizzle-kit reads this file alone, so the
// languages come first.
import '../../lib/i18n.js';
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
