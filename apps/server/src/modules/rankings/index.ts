/** The rankings module's face: the recomputation other modules call after a result change, queries for the dashboards. */
export { rankingsFollowResults, recomputeRankings, type RecomputeResult } from './compute.js';
export { getAdminRanking, listAdminRankings, listRankingCandidates, listRankings } from './queries.js';
export { addAllRankings, addRanking, deleteRanking, recalculateRankings, updateRanking } from './service.js';
export { seedRankingsDemoData } from './demo-data.js';
