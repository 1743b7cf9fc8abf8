/**
 * Every route of the web app, typed. Screens link with `paths.x` rather than string literals so a renamed
 * route breaks the build instead of a link. Route access groups are those of user spec §2 and admin spec §2.
 */
export const paths = {
  // Public only: a signed-in user is sent to /admin or /dashboard.
  home: '/',
  login: '/login',
  register: '/register',
  adminLogin: '/admin/login',
  // Reachable signed-in or not.
  resetPassword: '/reset-password',

  // Authenticated.
  dashboard: '/dashboard',
  newRequest: '/dashboard/new-request',
  leagues: '/leagues',
  tournaments: '/tournaments',
  leagueRankings: '/league-rankings',
  tournamentRankings: '/tournament-rankings',
  globalRankings: '/fyp',
  marketplace: '/mp2',
  myPlayers: '/my-players',
  more: '/more',
  settings: '/settings',
  responsiblePlay: '/settings/responsible-play',
  verification: '/verification',
  wallet: '/wallet',
  walletDeposit: '/wallet/deposit',
  walletWithdraw: '/wallet/withdraw',
  walletHistory: '/wallet/history',
  /** Shown as 'Soon' in menus; no screen yet. */
  notifications: '/notifications',

  // Admin only.
  admin: {
    dashboard: '/admin',
    users: '/admin/users',
    verifications: '/admin/verifications',
    requests: '/admin/requests',
    walletTransactions: '/admin/wallet-transactions',
    money: '/admin/money',
    leagues: '/admin/leagues',
    leagueMatches: '/admin/leagues/matches',
    leagueCalendar: '/admin/leagues/calendar',
    leagueRankings: '/admin/leagues/rankings',
    tournaments: '/admin/tournaments',
    matches: '/admin/matches',
    tournamentRankings: '/admin/tournaments/rankings',
    calendar: '/admin/calendar',
    teams: '/admin/teams',
    marketplace: '/admin/marketplace',
    notifications: '/admin/notifications',
    globalRankings: '/admin/global-rankings',
    settings: '/admin/settings',
    auditLog: '/admin/audit-log',
    playerProtection: '/admin/player-protection',
    /** Shown disabled with 'Soon'; no screen. */
    orders: '/admin/orders',
  },
} as const;

type Values<T> = T extends string ? T : { [K in keyof T]: Values<T[K]> }[keyof T];
export type AppPath = Values<typeof paths>;

/** Where a signed-in account lands: admins in the back office, everyone else on the dashboard. */
export function homePathFor(role: 'user' | 'admin'): AppPath {
  return role === 'admin' ? paths.admin.dashboard : paths.dashboard;
}
