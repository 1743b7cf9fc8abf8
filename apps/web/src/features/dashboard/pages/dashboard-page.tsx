import { t } from '@arena/shared';
import { Grid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useDeferredValue } from 'react';
import { LoadingBlock } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { WalletDialog } from '@/features/wallet';
import { ApiError } from '@/lib/api-client';
import { useMe } from '@/lib/me';
import { useHydrated } from '@/lib/use-hydrated';
import { useDashboardActivity } from '../api/get-activity';
import { useDashboardRanking } from '../api/get-ranking';
import { ErrorState, OfflineState } from '../components/dashboard-states';
import { QuickActions } from '../components/quick-actions';
import { RankingCard } from '../components/ranking-card';
import { RecentActivity } from '../components/recent-activity';
import { StatisticsCard } from '../components/statistics-card';
import { TopPlayers } from '../components/top-players';
import { WalletCard } from '../components/wallet-card';
import { isConnectionError, useBrowserOnline, useRetryWhileDisconnected } from '../lib/connection';

/**
 * /dashboard (user spec §2, §4): loading, error, offline and loaded. Offline comes from the browser
 * (navigator.onLine and its online / offline events) or from requests that could not reach the server; either
 * way the page recovers by itself when the connection returns.
 */
export function DashboardPage() {
  const { data: me } = useMe();
  const online = useBrowserOnline();
  const ranking = useDashboardRanking();
  const activity = useDashboardActivity();
  // The loaded page is the largest render of the app's first load: rendered as a transition, in slices that let the
  // browser paint and answer input between them, instead of one long task when the data arrives (the loading block
  // stays until it is done).
  const rankingData = useDeferredValue(ranking.data);
  const activityData = useDeferredValue(activity.data);
  const [walletOpened, wallet] = useDisclosure(false);
  // The server renders the cards (decision 057): their wallet buttons wait for the app, as the header's do.
  const openWallet = useHydrated() ? wallet.open : undefined;

  const queries = [ranking, activity];
  const disconnected = queries.some((q) => q.isError && isConnectionError(q.error));
  const refetchAll = useCallback(() => {
    void ranking.refetch();
    void activity.refetch();
  }, [ranking, activity]);
  useRetryWhileDisconnected(online && disconnected, refetchAll);

  const name = me?.fullName?.trim() || me?.email || '';
  const header = <PageHeader title={t('dashboard.greeting', { name })} description={t('dashboard.subtitle')} />;

  // Offline with the answers kept from the last visit (decision 047): the page as it was, under the shell's
  // 'You're Offline' banner with their time. Without them, or when the server cannot be reached, the offline state.
  const kept = Boolean(me && ranking.data && activity.data);
  if (!online && !kept) {
    return header;
  }
  if (online && disconnected) {
    return (
      <>
        {header}
        <OfflineState browserOffline={false} />
      </>
    );
  }
  const failed = online ? queries.find((q) => q.isError) : undefined;
  if (failed) {
    const unauthenticated = failed.error instanceof ApiError && failed.error.status === 401;
    return (
      <>
        {header}
        <ErrorState
          message={unauthenticated ? t('dashboard.loginRequired') : t('dashboard.loadFailed')}
          onRetry={unauthenticated ? undefined : refetchAll}
          retrying={queries.some((q) => q.isFetching)}
        />
      </>
    );
  }
  if (!me || !rankingData || !activityData) {
    return (
      <>
        {header}
        <LoadingBlock />
      </>
    );
  }

  return (
    <>
      {header}
      <Stack gap="lg">
        <QuickActions onOpenWallet={openWallet} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <RankingCard ranking={rankingData} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <WalletCard wallet={me.wallet} onOpenWallet={openWallet} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <StatisticsCard me={rankingData.me} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <TopPlayers players={rankingData.items} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <RecentActivity items={activityData.items} />
          </Grid.Col>
        </Grid>
      </Stack>
      <WalletDialog opened={walletOpened} onClose={wallet.close} />
    </>
  );
}
