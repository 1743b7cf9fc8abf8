import type { MessageId, RealtimeTopic } from '@arena/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';

/**
 * What a feature adds to the app: its routes (by access group) and its menu entries. Each feature declares
 * them in its own `features/<domain>/routes.tsx`, and `app/features.ts` lists the features; the router, both
 * sidebars, the mobile bottom bar and /more are built from that list. Adding a feature is its `routes.tsx`
 * and one line in `app/features.ts`:
 *
 * ```tsx
 * // features/leagues/routes.tsx
 * export const leaguesFeature = defineFeature({
 *   realtime: () => import('./realtime').then((m) => m.leaguesRealtime),
 *   routes: {
 *     // Every screen loads on demand: a visitor downloads the code of the page they open (scripts/report-size.mjs
 *     // checks the first load of the entry routes), and a player never downloads the back office.
 *     user: [{ path: paths.leagues, lazy: () => import('./pages/leagues-page').then((m) => ({ Component: m.LeaguesPage })) }],
 *     admin: [{ path: paths.admin.leagues, lazy: () => import('./admin/pages/admin-leagues-page').then((m) => ({ Component: m.AdminLeaguesPage })) }],
 *   },
 *   menu: [
 *     { path: paths.leagues, labelId: 'nav.leagues', icon: IconTrophy, userSidebar: { group: 'play', order: 20 }, bottomBar: { order: 20 } },
 *     { path: paths.admin.leagues, labelId: 'nav.admin.leagues', icon: IconTrophy, adminSidebar: { group: 'leagues', order: 10 } },
 *   ],
 * });
 * ```
 */
export interface Feature {
  routes?: FeatureRoutes;
  menu?: MenuEntry[];
  /**
   * How this feature's cached data follows the server's realtime events (app/realtime-provider.tsx calls it). Loaded
   * with the event stream, once an account is signed in: the handlers (and the zod schemas they check events
   * with, loaded with the first event that needs them) stay out of the first load.
   */
  realtime?: () => Promise<RealtimeHandlers>;
}

export interface RealtimeHandlers {
  /**
   * Per topic of GET /api/events: the event's data (parsed JSON, not yet validated). A handler that loads code first
   * (the zod schemas it checks with) returns the promise of its work.
   */
  events?: Partial<Record<RealtimeTopic, (data: unknown, queryClient: QueryClient) => void | Promise<void>>>;
  /**
   * The stream could not replay the events this page missed (its cursor was too old, or there were too many): refetch
   * what this feature shows. A stream that opens or reconnects normally replays them instead (docs/decisions/050).
   */
  onResync?: (queryClient: QueryClient) => void;
}

export interface FeatureRoutes {
  /** Welcome and sign-in screens: a signed-in account is sent to its home instead. */
  publicOnly?: RouteObject[];
  /** Reachable signed in or not. */
  open?: RouteObject[];
  /** Signed-in screens of every account, players and admins alike (account settings), inside the app shell. */
  account?: RouteObject[];
  /**
   * Player screens, inside the app shell. An admin account acts as an admin only (docs/decisions/032): opening
   * one of these sends it to the back office.
   */
  user?: RouteObject[];
  /** Back office, inside the app shell, admins only. Use `lazy` so admin code stays out of the first download. */
  admin?: RouteObject[];
}

/** Unlabelled groups of the player's sidebar, separated by a line. */
export type UserSidebarGroup = 'play' | 'rankings' | 'account';
/** Groups of the admin sidebar; `leagues`, `tournaments` and `marketplace` collapse under a heading. */
export type AdminSidebarGroup = 'main' | 'leagues' | 'tournaments' | 'marketplace' | 'community' | 'system';
/** Titled sections of /more. */
export type MoreGroup = 'main' | 'account' | 'content';

interface Placement {
  /** Position within the group or bar, ascending. */
  order: number;
  /** A different text or icon in this menu ('Home' for the dashboard in the bottom bar…). */
  labelId?: MessageId;
  icon?: Icon;
}

export interface MenuEntry {
  path: string;
  labelId: MessageId;
  icon: Icon;
  /** Shown disabled with a 'Soon' badge: the screen does not exist yet. */
  soon?: boolean;
  userSidebar?: Placement & { group: UserSidebarGroup };
  adminSidebar?: Placement & { group: AdminSidebarGroup };
  /** The player's bottom bar below 768 px (at most five entries, 'More' included). */
  bottomBar?: Placement;
  /** /more; `aside` is drawn at the right of the entry (the wallet's balance). */
  more?: Placement & { group: MoreGroup; aside?: ComponentType };
}

export function defineFeature(feature: Feature): Feature {
  return feature;
}

/** A screen as every menu shows it. */
export type MenuLink = Pick<MenuEntry, 'path' | 'labelId' | 'icon'>;

/** A group of the admin sidebar, its entries in the order given (10, 20, 30…). */
export function adminSidebarGroup(group: AdminSidebarGroup, entries: MenuLink[]): MenuEntry[] {
  return entries.map((entry, i) => ({ ...entry, adminSidebar: { group, order: 10 * (i + 1) } }));
}

/** A screen that is not built yet: its title and a note, so every menu link lands somewhere. */
export function placeholderRoute(path: string, titleId: MessageId): RouteObject {
  return { path, element: <PlaceholderPage titleId={titleId} /> };
}

/**
 * The player's entries of a competition (leagues, tournaments): its screen in the play group, the bottom bar and the
 * main section of /more, and its rankings in the rankings group and the content section of /more.
 */
export function competitionUserMenu({
  screen,
  rankings,
  order,
  rankingsSidebarOrder,
}: {
  screen: MenuLink;
  rankings: MenuLink;
  /** The screen's place in the play group, the bottom bar and /more, and its rankings' place in /more. */
  order: number;
  rankingsSidebarOrder: number;
}): MenuEntry[] {
  return [
    { ...screen, userSidebar: { group: 'play', order }, bottomBar: { order }, more: { group: 'main', order } },
    { ...rankings, userSidebar: { group: 'rankings', order: rankingsSidebarOrder }, more: { group: 'content', order } },
  ];
}
