import {
  Navigate,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import type { FeatureRoutes } from '@/lib/feature';
import { loadAdminMessages, loadFeatureMessages } from '@/lib/language';
import { nextTask } from '@/lib/next-task';
import { features } from './features';
import { PublicOnlyRoute, RequireAdmin, RequireAuth, RequirePlayer } from './guards';
import { RouteErrorBoundary } from './route-error';

/** Every feature's routes of one access group. */
function routesOf(group: keyof FeatureRoutes): RouteObject[] {
  return features.flatMap((feature) => feature.routes?.[group] ?? []);
}

/** A route whose code loads together with texts it shows (in the page's language). */
function withTexts(route: RouteObject, ...texts: (() => Promise<void>)[]): RouteObject {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  // The texts first: a module that reads a text as it loads then finds it.
  return {
    ...route,
    lazy: async () => {
      await Promise.all(texts.map((load) => load()));
      return lazy();
    },
  };
}

/** A back-office route: its texts come with it (a player never downloads them), and the feature pages' too. */
const withAdminTexts = (route: RouteObject) => withTexts(route, loadAdminMessages, loadFeatureMessages);

/**
 * A player page other than the entry pages (/dashboard, /wallet and its forms, which show only the texts every page
 * may show): the feature pages' texts come with it (`featureText`, packages/shared/src/locales/index.ts).
 */
const withFeatureTexts = (route: RouteObject) =>
  route.path === paths.dashboard || route.path?.startsWith(paths.wallet) ? route : withTexts(route, loadFeatureMessages);

/** The signed-in shell (header, menus, bottom bar): the public screens do not download it. */
const appLayout = () => import('./layouts/app-layout').then((m) => ({ Component: m.AppLayout }));

/** A back-office path: /admin and below. */
const isAdminPath = (path: string) => path === paths.admin.dashboard || path.startsWith(`${paths.admin.dashboard}/`);

/**
 * The route tree a page starts with: the features' routes under the guard of their access group (user spec §2,
 * admin spec §2), without the back office's (`adminRoutes`). Every screen and the signed-in shell are `lazy`: a
 * visitor downloads the code of the page they open, and a player never downloads the back office
 * (scripts/report-size.mjs checks both).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: LoadingScreen,
    children: [
      { id: 'public-only', element: <PublicOnlyRoute />, children: routesOf('publicOnly').filter((route) => !isAdminPath(route.path ?? '')) },
      ...routesOf('open'),
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: appLayout,
            children: [
              { path: paths.more, lazy: () => import('./layouts/more-page').then((m) => ({ Component: m.MorePage })) },
              ...routesOf('account').map(withFeatureTexts),
              // The player's screens (dashboard, wallet, competitions, market): an admin account goes to the back office.
              { element: <RequirePlayer />, children: routesOf('user').map(withFeatureTexts) },
            ],
          },
        ],
      },
      // Unknown paths (and /admin/orders, shown as 'Soon') go to the root.
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/**
 * The back office's routes (/admin/login and every /admin screen), by the id of the route they go under. They are
 * about half the tree, and the router flattens, ranks and matches every route it has when it starts: a player's
 * page starts without them, and `patchAdminRoutes` adds them on the way to /admin.
 */
export const adminRoutes: Record<string, RouteObject[]> = {
  'public-only': routesOf('publicOnly')
    .filter((route) => isAdminPath(route.path ?? ''))
    .map(withAdminTexts),
  root: [
    {
      id: 'admin',
      element: <RequireAdmin />,
      children: [{ lazy: appLayout, children: routesOf('admin').map(withAdminTexts) }],
    },
  ],
};

/**
 * Adds the back office's routes when a navigation (or the first load) goes to /admin/…. Before that, such a path
 * matches only the `*` route, and react-router asks here before it settles on a match with a splat; after, an unknown
 * /admin path still ends at `*`. A second call adds nothing: react-router skips routes it already has (same id or
 * path).
 */
export const patchAdminRoutes: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  if (!isAdminPath(path)) return;
  for (const [parentId, children] of Object.entries(adminRoutes)) patch(parentId, children);
};

/**
 * The browser's router: what react-router's `createBrowserRouter(routes)` does, in two tasks. Building it (every route
 * flattened and ranked, the history) and starting it (its first match, the lazy routes' code asked for) were one task
 * of 40-70 ms on /dashboard here, four times that on a slow phone.
 */
export async function createAppRouter(): Promise<DataRouter> {
  const router = createRouter({
    routes,
    history: createBrowserHistory(),
    mapRouteProperties,
    hydrationRouteProperties,
    patchRoutesOnNavigation: patchAdminRoutes,
  });
  await nextTask();
  return router.initialize();
}

/** Resolves once the router has loaded the lazy routes of its first location (they render nothing before). */
export function whenRouterReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
