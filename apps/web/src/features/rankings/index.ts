/** What other features may use of the global ranking (the dashboard's ranking card). */
export { getRankings, useRankings } from './api/get-rankings';
export { rankingKeys, type RankingListParams } from './api/keys';
export { PlayerName, displayName } from './components/player-name';
export { RankMark } from './components/rank-mark';
