import { t, type MessageId, type TeamStage, type TournamentStatus, tAdmin } from '@arena/shared';
import { ApiError } from '@/lib/api-client';

export const statusColor: Record<TournamentStatus, string> = { upcoming: 'blue', active: 'teal', completed: 'grape', cancelled: 'gray' };

export const stageColor: Record<TeamStage, string> = {
  '8th_finalist': 'gray',
  quarterfinalist: 'blue',
  semifinalist: 'cyan',
  finalist: 'orange',
  champion: 'yellow',
};

export const statusLabel = (status: TournamentStatus) => tAdmin(`adminTournaments.status.${status}`);
export const stageLabel = (stage: TeamStage) => tAdmin(`adminTournaments.stage.${stage}`);

/** The server's catalogue text for a refused action (it names the rule), else the spec's 'Failed to …' text. */
export function actionError(error: unknown, fallback: MessageId): string {
  return error instanceof ApiError && error.code && error.status !== 0 && error.status < 500 ? error.message : t(fallback);
}

/** "Team A vs Team B" with 'TBD' for an empty slot. */
export function matchTitle(match: { team1: { name: string } | null; team2: { name: string } | null }): string {
  return `${match.team1?.name ?? t('tournaments.tbd')} ${t('tournamentRankings.vs')} ${match.team2?.name ?? t('tournaments.tbd')}`;
}

/** A value for `<input type="datetime-local">` in the browser's time zone. */
export function toLocalInput(iso: string | Date): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
