/** The leagues module's face: what other modules (and the demo-data seeder) may use. */
export { leagueRoutes } from './routes.js';
export { seedLeagueDemoData } from './demo-data.js';
export { LEAGUE_REFERENCE } from './service.js';
export { standingsOf } from './queries.js';
