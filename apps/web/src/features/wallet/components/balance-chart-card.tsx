import { t } from '@arena/shared';
import { Paper, Skeleton, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';

const BalanceChart = lazy(() => import('./balance-chart'));

export const BALANCE_CHART_DAYS = 30;

/** 'Balance over the last 30 days' card; the chart code (recharts) loads with it, not with the app. */
export function BalanceChartCard() {
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Title order={2} fz="lg" mb="md">
        {t('wallet.balanceOverTime', { days: BALANCE_CHART_DAYS })}
      </Title>
      <Suspense fallback={<Skeleton height={220} radius="md" />}>
        <BalanceChart days={BALANCE_CHART_DAYS} />
      </Suspense>
    </Paper>
  );
}
