import type { DashboardActivityItem, Locale } from '@arena/shared';
import { translate } from '../../lib/i18n.js';

/** A scored match of the player's team, in any competition kind, as the dashboard's recent activity lists it. */
export interface PlayedMatch {
  id: string;
  date: Date;
  score: string | null;
  team1: string;
  team2: string;
  mineIsTeam1: boolean;
  competitionName: string;
  outcome: 'won' | 'lost' | 'draw';
}

/** A played match as an activity item, its title in the reader's language (`locale`). */
export function resultActivity(m: PlayedMatch, locale: Locale): DashboardActivityItem {
  return {
    id: `result:${m.id}`,
    kind: 'result',
    at: m.date.toISOString(),
    title: translate(locale, 'activity.result', {
      team: m.mineIsTeam1 ? m.team1 : m.team2,
      opponent: m.mineIsTeam1 ? m.team2 : m.team1,
      score: ownSideFirst(m.score, m.mineIsTeam1),
    }),
    detail: m.competitionName,
    amountCents: null,
    status: m.outcome,
  };
}

/** The score as the player reads it: their own side first ('1-3' as team 2 reads '3-1'). */
function ownSideFirst(score: string | null, mineIsTeam1: boolean): string {
  if (!score) return '';
  if (mineIsTeam1) return score;
  const parts = score.split('-');
  return parts.length === 2 ? `${parts[1]!.trim()}-${parts[0]!.trim()}` : score;
}
