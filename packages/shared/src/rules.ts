/** Domain rules shown by the screens and enforced by the server (user spec §9, admin spec §9). */

export const PASSWORD_MIN_LENGTH = 6;
export const REGISTER_REDIRECT_MS = 2000;
/** Digits of an authenticator app's code. */
export const TOTP_DIGITS = 6;
export const MOBILE_BREAKPOINT_PX = 768;
export const NOTIFICATIONS_DASHBOARD_LIMIT = 10;
export const TOURNAMENT_TEAM_COUNT = 8;
export const LEAGUE_DEFAULT_MAX_TEAMS = 12;
export const AUCTION_DURATION_HOURS = 12;
export const POINTS_PER_WIN = 3;
export const POINTS_PER_DRAW = 1;

/** The bell badge shows '9+' above 9. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

export function rankLabel(position: number): 'Elite Player' | 'Top Player' | 'Rising Star' {
  if (position <= 10) return 'Elite Player';
  if (position <= 50) return 'Top Player';
  return 'Rising Star';
}

export type PlayerTier = 'Legendary' | 'Elite' | 'Veteran' | 'Professional' | 'Average' | 'Beginner';
export function playerTier(stats: number): PlayerTier {
  if (stats >= 90) return 'Legendary';
  if (stats >= 80) return 'Elite';
  if (stats >= 70) return 'Veteran';
  if (stats >= 60) return 'Professional';
  if (stats >= 50) return 'Average';
  return 'Beginner';
}

export function leaguePoints(wins: number, draws: number): number {
  return wins * POINTS_PER_WIN + draws * POINTS_PER_DRAW;
}

/** Colour band of a player card: the tier thresholds, with 60 (Professional) the lowest coloured band. */
export type TierBand = 'legendary' | 'elite' | 'veteran' | 'professional' | 'none';
export function tierBand(stats: number): TierBand {
  if (stats >= 90) return 'legendary';
  if (stats >= 80) return 'elite';
  if (stats >= 70) return 'veteran';
  if (stats >= 60) return 'professional';
  return 'none';
}

/** A new bid is at least 1 above the highest pending bid. */
export const BID_INCREMENT_CENTS = 100;
/** The Market's countdown refreshes this often. */
export const AUCTION_COUNTDOWN_REFRESH_MS = 60_000;
export const CONTRACT_MONTHS = { '1_month': 1, '3_months': 3, '6_months': 6 } as const;

/**
 * The smallest acceptable bid, in cents (bids are whole dollars): the highest pending bid + $1, or the
 * starting price (rounded up to a whole dollar) when nobody has bid yet.
 */
export function minimumBidCents(priceCents: number, leadingBidCents: number | null): number {
  if (leadingBidCents !== null) return leadingBidCents + BID_INCREMENT_CENTS;
  return Math.max(BID_INCREMENT_CENTS, Math.ceil(priceCents / 100) * 100);
}
