/**
 * The leagues module's testing face: the use cases tests drive directly, without HTTP. Only tests import it
 * (the app and other modules use `./index.ts`).
 */
export { enrollInLeague, leagueKind, selectLeagueTeam } from './enrollment.js';
export { createLeagueMatch, deleteLeagueMatch, generateSchedule, setLeagueMatchScore, updateLeagueMatch } from './matches.js';
export { standingsOf } from './queries.js';
export { addLeagueTeam, createLeague, deleteLeague, setChampion, setLeagueStatus } from './service.js';
