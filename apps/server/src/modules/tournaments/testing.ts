/**
 * The tournaments module's testing face: the use cases tests drive directly, without HTTP. Only tests import
 * it (the app and other modules use `./index.ts`).
 */
export { addTournamentTeam, createTournament, deleteTournament, setTournamentStatus } from './service.js';
export { enrollInTournament, selectTournamentTeam, tournamentKind } from './enrollment.js';
export { advanceTeam, advanceTournament, setChampion } from './bracket-service.js';
