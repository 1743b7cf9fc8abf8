/** The leagues module's face: what other modules (and the demo-data seeder) may use. */
export { seedLeagueDemoData } from './demo-data.js';
export { LEAGUE_REFERENCE } from './service.js';
export { activeLeagueOptions, standingsOf } from './queries.js';
export { recentLeagueResults } from './activity.js';
/** The admin routes of a league's competitions, registered beside the league routes. */
export { leagueCompetitionRoutes } from './competition-routes.js';
