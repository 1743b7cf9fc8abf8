import { t } from '@arena/shared';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import { LoadingScreen } from '@/components/loading-screen';
import { homePathFor, paths } from '@/config/paths';
import { useMe } from '@/lib/me';
import { isSigningOut, signOutFinished } from '@/features/auth';

/**
 * Route access of user spec §2 and admin spec §2. The server enforces the same rules on every API call;
 * these guards only decide which screen to show.
 */

/** /, /login, /register, /admin/login: a signed-in account goes to /admin (admin) or /dashboard. */
export function PublicOnlyRoute() {
  const { data: me, isPending } = useMe();
  useEffect(() => {
    if (me === null) signOutFinished();
  }, [me]);
  if (isPending) return <LoadingScreen />;
  if (me) return <Navigate to={homePathFor(me.role)} replace />;
  // Also when the session could not be loaded (server unreachable): the sign-in form reports the problem.
  return <Outlet />;
}

/** Every authenticated screen: anonymous visitors go to /login. */
export function RequireAuth() {
  const { data: me, isPending, isError, refetch } = useMe();
  if (isPending) return <LoadingScreen />;
  if (isError) return <ErrorScreen message={t('session.loadFailed')} onRetry={() => void refetch()} />;
  if (!me) return <Navigate to={isSigningOut() ? paths.home : paths.login} replace />;
  return <Outlet />;
}

/** Back office: anonymous visitors go to /login, signed-in non-admins to /dashboard. */
export function RequireAdmin() {
  const { data: me, isPending, isError, refetch } = useMe();
  if (isPending) return <LoadingScreen />;
  if (isError) return <ErrorScreen message={t('session.loadFailed')} onRetry={() => void refetch()} />;
  if (!me) return <Navigate to={isSigningOut() ? paths.home : paths.login} replace />;
  if (me.role !== 'admin') return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/**
 * The player's screens (dashboard, wallet, leagues, tournaments, market, rankings): an admin account acts as an
 * admin only (docs/decisions/032-conflict-of-interest.md) and goes to the back office instead, so it is never
 * offered a deposit, a withdrawal, an enrollment or a bid. Inside `RequireAuth`, which has loaded the account.
 */
export function RequirePlayer() {
  const { data: me } = useMe();
  if (me?.role === 'admin') return <Navigate to={paths.admin.dashboard} replace />;
  return <Outlet />;
}
