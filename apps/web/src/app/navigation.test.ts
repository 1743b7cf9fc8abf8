import { t } from '@arena/shared';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { activePath, bottomBarFor, navigation } from './navigation';
import { adminRoutes, routes } from './router';

const labels = (items: { labelId: Parameters<typeof t>[0] }[]) => items.map((item) => t(item.labelId));

/** Every path of the route tree, the back office's included. */
function routePaths(): string[] {
  const out: string[] = [];
  const walk = (list: { path?: string; children?: unknown[] }[]) => {
    for (const route of list) {
      if (route.path) out.push(route.path);
      if (route.children) walk(route.children as { path?: string; children?: unknown[] }[]);
    }
  };
  walk([...routes, ...Object.values(adminRoutes).flat()]);
  return out;
}

describe('navigation built from the features', () => {
  it('the bottom bar: Home, Leagues, Tournaments, Market, More', () => {
    expect(labels(navigation.bottomBar)).toEqual(['Home', 'Leagues', 'Tournaments', 'Market', 'More']);
  });

  it('/tournament-rankings ends its bottom bar with Rankings, every other page with More', () => {
    expect(labels(bottomBarFor(paths.tournamentRankings))).toEqual(['Home', 'Leagues', 'Tournaments', 'Market', 'Rankings']);
    expect(activePath(paths.tournamentRankings, bottomBarFor(paths.tournamentRankings))).toBe(paths.tournamentRankings);
    expect(labels(bottomBarFor(paths.leagues))).toEqual(['Home', 'Leagues', 'Tournaments', 'Market', 'More']);
  });

  it('/more: Main, My Account, My Content, in the order of the spec', () => {
    expect(navigation.more.map((group) => group.labelId && t(group.labelId))).toEqual(['Main', 'My Account', 'My Content']);
    expect(labels(navigation.more[0]!.items)).toEqual(['Dashboard', 'Leagues', 'Tournaments', 'Marketplace']);
    expect(labels(navigation.more[1]!.items)).toEqual(['Profile', 'My Wallet', 'Verification', 'Notifications']);
  });

  it('the admin sidebar has every back-office screen, leagues/tournaments/marketplace in collapsible groups', () => {
    const groups = navigation.adminSidebar;
    expect(groups.filter((group) => group.labelId).map((group) => group.id)).toEqual(['leagues', 'tournaments', 'marketplace']);
    const all = groups.flatMap((group) => group.items.map((item) => item.path));
    for (const path of Object.values(paths.admin)) expect(all).toContain(path);
    expect(labels(groups.find((group) => group.id === 'leagues')!.items)).toEqual(['Leagues', 'League Matches', 'League Calendar', 'League Rankings']);
  });

  it('every menu link has a route (except the ones shown as Soon)', () => {
    const known = new Set(routePaths());
    const items = [...navigation.userSidebar, ...navigation.adminSidebar, ...navigation.more].flatMap((group) => group.items).concat(navigation.bottomBar);
    for (const item of items.filter((i) => !i.soon)) expect(known.has(item.path), item.path).toBe(true);
  });

  it('activePath picks the longest matching entry', () => {
    const items = navigation.adminSidebar.flatMap((group) => group.items);
    expect(activePath('/admin/leagues/matches', items)).toBe(paths.admin.leagueMatches);
    expect(activePath('/admin/leagues', items)).toBe(paths.admin.leagues);
    expect(activePath('/admin', items)).toBe(paths.admin.dashboard);
  });
});
