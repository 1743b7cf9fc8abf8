/**
 * The tournaments module's face: what other modules, the app and the demo-data seeder may use.
 * Everything else in this folder is internal.
 */
export { seedTournamentDemoData } from './demo-data.js';
export { completeTournament } from './bracket-service.js';
export { getBracket, listMyMatches, reservedSlots } from './queries.js';
export { TOURNAMENT_REFERENCE } from './common.js';
export { myTournamentMatchEvents, TOURNAMENT_MATCH_KIND } from './calendar.js';
export { recentTournamentResults } from './activity.js';
