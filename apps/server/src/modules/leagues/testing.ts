/**
 * The leagues module's testing face: its use cases, for tests that run them without HTTP (many at once, mixed
 * with other modules' use cases). Application code uses the routes or `index.ts`.
 */
export { enrollInLeague } from './enrollment.js';
export { addLeagueTeam, createLeague, setChampion, setLeagueStatus } from './service.js';
