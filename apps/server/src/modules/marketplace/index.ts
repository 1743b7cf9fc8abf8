/** The marketplace module's face: what the app, demo data, scripts and other modules may use. */
export { registerMarketplaceSweeper, runMarketplaceSweep, type SweepResult } from './sweeper.js';
export { BID_REFERENCE, approveBid, createPlayer, placeBid, rejectBid, updateOwnershipStatus, updatePlayer } from './service.js';
export { bidHistory, listAdminPlayers, listMarket, listMyPlayers, listOwners, listPendingBids } from './queries.js';
export { seedMarketplaceDemoData } from './demo-data.js';
export { recentBidActivity } from './activity.js';
export { imageStore } from './images.js';
