/** What tests drive without HTTP: the use cases and guards of player protection. */
export { getAdminProtection, guardDeposit, guardSpending, liftExclusion, setLimit, startBlock } from './service.js';
export { getProtectionState, listProtectedPlayers } from './queries.js';
export { LIMIT_RAISE_DELAY_HOURS, PROTECTION_TIME_ZONE } from './rules.js';
