import type { MessageId } from '@arena/shared';
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconCalendarStats,
  IconClipboardList,
  IconDashboard,
  IconHistory,
  IconHome,
  IconLayoutDashboard,
  IconListNumbers,
  IconMenu2,
  IconReceipt2,
  IconSettings,
  IconShieldCheck,
  IconShirtSport,
  IconShoppingCart,
  IconSitemap,
  IconSpeakerphone,
  IconSwords,
  IconTournament,
  IconTrophy,
  IconUserCheck,
  IconUsers,
  IconUsersGroup,
  IconWallet,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '@/config/paths';

export interface NavItem {
  path: string;
  labelId: MessageId;
  icon: Icon;
  /** Shown disabled with a 'Soon' badge. */
  soon?: boolean;
}

/** Sidebar of a player (user spec §2, shared layout). */
export const userNav: NavItem[][] = [
  [
    { path: paths.dashboard, labelId: 'nav.dashboard', icon: IconLayoutDashboard },
    { path: paths.leagues, labelId: 'nav.leagues', icon: IconTrophy },
    { path: paths.tournaments, labelId: 'nav.tournaments', icon: IconTournament },
    { path: paths.marketplace, labelId: 'nav.marketplace', icon: IconBuildingStore },
    { path: paths.myPlayers, labelId: 'nav.myPlayers', icon: IconShirtSport },
  ],
  [
    { path: paths.leagueRankings, labelId: 'nav.leagueRankings', icon: IconListNumbers },
    { path: paths.tournamentRankings, labelId: 'nav.tournamentRankings', icon: IconSitemap },
    { path: paths.globalRankings, labelId: 'nav.globalRankings', icon: IconWorld },
  ],
  [
    { path: paths.wallet, labelId: 'nav.myWallet', icon: IconWallet },
    { path: paths.settings, labelId: 'nav.settings', icon: IconSettings },
    { path: paths.verification, labelId: 'nav.verification', icon: IconShieldCheck },
  ],
];

/** Sidebar of an admin (admin spec §2): every admin route, /admin/orders disabled as 'Soon'. */
export const adminNav: NavItem[][] = [
  [
    { path: paths.admin.dashboard, labelId: 'nav.admin.dashboard', icon: IconDashboard },
    { path: paths.admin.users, labelId: 'nav.admin.users', icon: IconUsers },
    { path: paths.admin.verifications, labelId: 'nav.admin.verifications', icon: IconUserCheck },
    { path: paths.admin.requests, labelId: 'nav.admin.requests', icon: IconClipboardList },
    { path: paths.admin.walletTransactions, labelId: 'nav.admin.walletTransactions', icon: IconReceipt2 },
  ],
  [
    { path: paths.admin.leagues, labelId: 'nav.admin.leagues', icon: IconTrophy },
    { path: paths.admin.leagueMatches, labelId: 'nav.admin.leagueMatches', icon: IconSwords },
    { path: paths.admin.leagueCalendar, labelId: 'nav.admin.leagueCalendar', icon: IconCalendarEvent },
    { path: paths.admin.leagueRankings, labelId: 'nav.admin.leagueRankings', icon: IconListNumbers },
  ],
  [
    { path: paths.admin.tournaments, labelId: 'nav.admin.tournaments', icon: IconTournament },
    { path: paths.admin.matches, labelId: 'nav.admin.matches', icon: IconSwords },
    { path: paths.admin.calendar, labelId: 'nav.admin.calendar', icon: IconCalendarStats },
    { path: paths.admin.tournamentRankings, labelId: 'nav.admin.tournamentRankings', icon: IconSitemap },
    { path: paths.admin.teams, labelId: 'nav.admin.teams', icon: IconUsersGroup },
  ],
  [
    { path: paths.admin.marketplace, labelId: 'nav.admin.marketplace', icon: IconBuildingStore },
    { path: paths.admin.orders, labelId: 'nav.admin.orders', icon: IconShoppingCart, soon: true },
    { path: paths.admin.notifications, labelId: 'nav.admin.notifications', icon: IconSpeakerphone },
    { path: paths.admin.globalRankings, labelId: 'nav.admin.globalRankings', icon: IconWorld },
  ],
  [
    { path: paths.admin.settings, labelId: 'nav.admin.settings', icon: IconSettings },
    { path: paths.admin.auditLog, labelId: 'nav.admin.auditLog', icon: IconHistory },
    // The admin's own account: password and two-factor live on the shared settings page.
    { path: paths.settings, labelId: 'nav.settings', icon: IconShieldCheck },
  ],
];

/** Bottom bar of a player below 768 px. */
export const mobileBottomNav: NavItem[] = [
  { path: paths.dashboard, labelId: 'nav.home', icon: IconHome },
  { path: paths.leagues, labelId: 'nav.leagues', icon: IconTrophy },
  { path: paths.tournaments, labelId: 'nav.tournaments', icon: IconTournament },
  { path: paths.marketplace, labelId: 'nav.market', icon: IconBuildingStore },
  { path: paths.more, labelId: 'nav.more', icon: IconMenu2 },
];

/**
 * The item to highlight for a pathname: the one whose path is the longest segment-wise prefix,
 * so /wallet/deposit highlights My Wallet and /admin/leagues/matches highlights League Matches, not Leagues.
 */
export function activePath(pathname: string, items: NavItem[]): string | undefined {
  let best: string | undefined;
  for (const item of items) {
    if (item.soon) continue;
    const matches = pathname === item.path || pathname.startsWith(item.path === '/' ? '/' : `${item.path}/`);
    if (matches && (!best || item.path.length > best.length)) best = item.path;
  }
  return best;
}
