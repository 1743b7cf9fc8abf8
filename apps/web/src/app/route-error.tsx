import { t } from '@arena/shared';
import { ErrorScreen } from '@/components/error-screen';

/** Anything thrown while rendering or loading a route (a lazy chunk that failed to download after a deploy…). */
export function RouteErrorBoundary() {
  return <ErrorScreen message={t('error.unexpected')} />;
}
