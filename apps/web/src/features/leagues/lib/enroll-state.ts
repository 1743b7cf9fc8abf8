import type { League } from '@arena/shared';

/**
 * What the league's enrollment area shows (user spec §4, §5):
 * - `hidden`: no Enroll button (the league is not open, or the user already has a pending or approved
 *   enrollment or a team in it; a rejected request may be followed by a new one);
 * - `full`: every place is taken or reserved (teams + open enrollments at max_teams);
 * - `balanceUnknown`: the wallet could not be read, so the button is disabled;
 * - `insufficient`: the available balance is below the entry fee ('Insufficient balance…');
 * - `ready`: Enroll is enabled.
 * The server decides again under the league's lock; this only spares the user a pointless click.
 */
export type EnrollState = 'hidden' | 'full' | 'balanceUnknown' | 'insufficient' | 'ready';

export type EnrollableLeague = Pick<League, 'status' | 'priceCents' | 'maxTeams' | 'placesTaken' | 'myEnrollment' | 'teams'>;

export function enrollState(league: EnrollableLeague, availableCents: number | null | undefined, userId: string | undefined): EnrollState {
  if (league.status !== 'active') return 'hidden';
  const enrollment = league.myEnrollment;
  if (enrollment && (enrollment.status !== 'rejected' || enrollment.team !== null)) return 'hidden';
  if (userId !== undefined && league.teams.some((team) => team.userId === userId)) return 'hidden';
  if (league.placesTaken >= league.maxTeams) return 'full';
  if (availableCents === null || availableCents === undefined || !Number.isFinite(availableCents)) return 'balanceUnknown';
  if (availableCents < league.priceCents) return 'insufficient';
  return 'ready';
}

/** The team-selection step: shown once the request is approved and until a team is chosen. */
export function canSelectTeam(league: Pick<League, 'myEnrollment'>): boolean {
  return league.myEnrollment?.status === 'approved' && league.myEnrollment.team === null;
}

/** Places left (never negative). */
export function placesLeft(league: Pick<League, 'maxTeams' | 'placesTaken'>): number {
  return Math.max(0, league.maxTeams - league.placesTaken);
}
