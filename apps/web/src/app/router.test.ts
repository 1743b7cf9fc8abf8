import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { patchAdminRoutes, routes, whenRouterReady } from './router';

let router: ReturnType<typeof createMemoryRouter> | undefined;
afterEach(() => router?.dispose());

/** A router started at `path` as the page's is, and the route ids and paths it settled on. */
async function start(path: string) {
  const patch = vi.fn(patchAdminRoutes);
  router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: patch });
  await whenRouterReady(router);
  const { matches } = router.state;
  return { patch, ids: matches.map((m) => m.route.id), leaf: matches.at(-1)?.route.path };
}

/** Every path in a route tree. */
const pathsIn = (list: { path?: string; children?: unknown[] }[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsIn((route.children ?? []) as typeof list)]);

describe('the back office joins the route tree on the way to /admin', () => {
  it('a page starts without any /admin route', () => {
    expect(pathsIn(routes).filter((path) => path.startsWith(paths.admin.dashboard))).toEqual([]);
  });

  it('/dashboard and /login match without asking for the back office', async () => {
    for (const path of [paths.dashboard, paths.login]) {
      const { patch, leaf } = await start(path);
      expect(leaf).toBe(path);
      expect(patch).not.toHaveBeenCalled();
      expect(pathsIn(router!.routes).filter((p) => p.startsWith(paths.admin.dashboard))).toEqual([]);
    }
  });

  it('a first load of an /admin screen matches it under the admin guard', async () => {
    const { patch, ids, leaf } = await start(paths.admin.users);
    expect(patch).toHaveBeenCalled();
    expect(leaf).toBe(paths.admin.users);
    expect(ids.slice(0, 2)).toEqual(['root', 'admin']);
  });

  it('/admin/login matches under the public-only guard', async () => {
    const { ids, leaf } = await start(paths.adminLogin);
    expect(leaf).toBe(paths.adminLogin);
    expect(ids.slice(0, 2)).toEqual(['root', 'public-only']);
  });

  it('an unknown /admin path still ends at the catch-all route, as before', async () => {
    const { patch, leaf } = await start('/admin/no-such-screen');
    expect(patch).toHaveBeenCalled();
    expect(leaf).toBe('*');
  });

  it('a navigation from a player page to /admin adds the back office once', async () => {
    await start(paths.login);
    await router!.navigate(paths.admin.leagues);
    expect(router!.state.matches.at(-1)?.route.path).toBe(paths.admin.leagues);
    await router!.navigate(paths.admin.dashboard);
    expect(router!.state.matches.at(-1)?.route.path).toBe(paths.admin.dashboard);
    const adminScreens = pathsIn(router!.routes).filter((p) => p.startsWith(paths.admin.dashboard));
    expect(adminScreens).toEqual([...new Set(adminScreens)]);
  });
});
