import { t } from '@arena/shared';
import { Progress, type MantineSize } from '@mantine/core';
import type { CompetitionKind } from './kind';

export interface Places {
  /** Teams playing. */
  teams: number;
  /** Places taken: the teams, and the enrollments still waiting for approval or for their team. */
  taken: number;
  max: number;
}

/**
 * '1/12 teams', or '1/12 teams · 3 pending' while enrollments hold places: the places left beside it count them
 * too, so both say the same thing.
 */
export function placesText(kind: CompetitionKind, { teams, taken, max }: Places): string {
  const count = kind === 'league' ? t('leagues.teamCount', { count: teams, max }) : t('tournaments.teamCount', { n: teams });
  const pending = Math.max(0, taken - teams);
  return pending > 0 ? `${count} · ${t('competition.pendingPlaces', { count: pending })}` : count;
}

/** The places as a bar: the teams, then, lighter, the places waiting enrollments hold. */
export function PlacesBar({ places, size = 'sm', mt }: { places: Places; size?: MantineSize; mt?: number }) {
  const share = (n: number) => (100 * Math.min(Math.max(n, 0), places.max)) / places.max;
  const teams = share(places.teams);
  return (
    <Progress.Root size={size} mt={mt} aria-hidden>
      <Progress.Section value={teams} />
      <Progress.Section value={Math.min(100 - teams, share(places.taken - places.teams))} color="yellow.5" />
    </Progress.Root>
  );
}
