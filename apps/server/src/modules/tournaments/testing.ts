/**
 * The tournaments module's testing face: its use cases, for tests that run them without HTTP (many at once,
 * mixed with other modules' use cases). Application code uses the routes or `index.ts`.
 */
export { addTournamentTeam, createTournament, deleteTournament } from './admin-service.js';
export { setChampion } from './bracket-service.js';
export { enrollInTournament } from './enrollment.js';
