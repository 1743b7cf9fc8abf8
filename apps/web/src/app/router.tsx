import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import type { FeatureRoutes } from '@/lib/feature';
import { features } from './features';
import { PublicOnlyRoute, RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layouts/app-layout';
import { MorePage } from './layouts/more-page';
import { RouteErrorBoundary } from './route-error';

/** Every feature's routes of one access group. */
function routesOf(group: keyof FeatureRoutes): RouteObject[] {
  return features.flatMap((feature) => feature.routes?.[group] ?? []);
}

/**
 * The route tree: the features' routes under the guard of their access group (user spec §2, admin spec §2).
 * Back-office routes are `lazy`: admin code is in separate chunks that a player never downloads
 * (scripts/report-size.mjs checks it).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: LoadingScreen,
    children: [
      { element: <PublicOnlyRoute />, children: routesOf('publicOnly') },
      ...routesOf('open'),
      {
        element: <RequireAuth />,
        children: [{ element: <AppLayout />, children: [{ path: paths.more, element: <MorePage /> }, ...routesOf('user')] }],
      },
      {
        element: <RequireAdmin />,
        children: [{ element: <AppLayout />, children: routesOf('admin') }],
      },
      // Unknown paths (and /admin/orders, shown as 'Soon') go to the root.
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
