import type { MessageId } from '@arena/shared';
import { IconBuildingStore, IconMenu2, IconTournament, IconTrophy, type Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { AdminSidebarGroup, Feature, MenuEntry, MoreGroup, UserSidebarGroup } from '@/lib/feature';
import { features } from './features';

/** One link of a menu, as that menu shows it. */
export interface NavItem {
  path: string;
  labelId: MessageId;
  icon: Icon;
  soon?: boolean;
  aside?: ComponentType;
  /** Words read after the label but not shown, where the label alone does not say where the link leads. */
  hintId?: MessageId;
}

/** A group of links: unlabelled groups are separated by a line; a labelled one collapses under its heading. */
export interface NavGroup {
  id: string;
  labelId?: MessageId;
  icon?: Icon;
  items: NavItem[];
}

type MenuName = 'userSidebar' | 'adminSidebar' | 'bottomBar' | 'more';

function itemsOf(from: Feature[], menu: MenuName, group?: string): NavItem[] {
  const placed: { item: NavItem; order: number }[] = [];
  for (const entry of from.flatMap<MenuEntry>((feature) => feature.menu ?? [])) {
    const placement = entry[menu];
    if (!placement) continue;
    if (group !== undefined && 'group' in placement && placement.group !== group) continue;
    placed.push({
      order: placement.order,
      item: {
        path: entry.path,
        labelId: placement.labelId ?? entry.labelId,
        icon: placement.icon ?? entry.icon,
        soon: entry.soon,
        aside: 'aside' in placement ? placement.aside : undefined,
      },
    });
  }
  return placed.sort((a, b) => a.order - b.order).map((p) => p.item);
}

const userSidebarGroups: UserSidebarGroup[] = ['play', 'rankings', 'account'];

/**
 * The admin sidebar fits a 1280x800 screen with every back-office screen: the leagues, tournaments and
 * marketplace screens collapse under their heading (the group of the current screen opens by itself).
 */
const adminSidebarGroups: { id: AdminSidebarGroup; labelId?: MessageId; icon?: Icon }[] = [
  { id: 'main' },
  { id: 'leagues', labelId: 'nav.admin.group.leagues', icon: IconTrophy },
  { id: 'tournaments', labelId: 'nav.admin.group.tournaments', icon: IconTournament },
  { id: 'marketplace', labelId: 'nav.admin.group.marketplace', icon: IconBuildingStore },
  { id: 'community' },
  { id: 'system' },
];

const moreGroups: { id: MoreGroup; labelId: MessageId }[] = [
  { id: 'main', labelId: 'nav.group.main' },
  { id: 'account', labelId: 'nav.group.account' },
  { id: 'content', labelId: 'nav.group.content' },
];

/** The menus of the app shell, built from the features' menu entries. */
export function buildNavigation(from: Feature[]) {
  const drop = (groups: NavGroup[]) => groups.filter((group) => group.items.length > 0);
  return {
    userSidebar: drop(userSidebarGroups.map((id) => ({ id, items: itemsOf(from, 'userSidebar', id) }))),
    adminSidebar: drop(adminSidebarGroups.map((group) => ({ ...group, items: itemsOf(from, 'adminSidebar', group.id) }))),
    /** The player's bottom bar below 768 px: the features' entries, then More (which opens /more). */
    bottomBar: [...itemsOf(from, 'bottomBar'), { path: paths.more, labelId: 'nav.more', hintId: 'nav.moreHint', icon: IconMenu2 } satisfies NavItem],
    /** /tournament-rankings ends its bottom bar with Rankings (the page itself) instead of More (user spec). */
    tournamentRankingsBottomBar: [
      ...itemsOf(from, 'bottomBar'),
      { path: paths.tournamentRankings, labelId: 'nav.rankings', icon: IconTrophy } satisfies NavItem,
    ],
    more: drop(moreGroups.map((group) => ({ ...group, items: itemsOf(from, 'more', group.id) }))),
  };
}

export const navigation = buildNavigation(features);

/** The bottom bar a page shows. */
export function bottomBarFor(pathname: string): NavItem[] {
  return pathname === paths.tournamentRankings ? navigation.tournamentRankingsBottomBar : navigation.bottomBar;
}

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
