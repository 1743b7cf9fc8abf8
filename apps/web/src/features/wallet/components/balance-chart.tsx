import '@mantine/charts/styles.css';
import { formatCents, formatWholeDollars, t } from '@arena/shared';
import { AreaChart } from '@mantine/charts';
import { Alert, Skeleton, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useBalanceHistory } from '../api/get-balance-history';
import { walletErrorText } from '../lib/error-text';

/** Dollars on the chart's axis (recharts wants numbers); whole dollars on the ticks, cents in the tooltip. */
const toDollars = (cents: number) => cents / 100;
const tick = (dollars: number) => formatWholeDollars(Math.round(dollars));

/**
 * The balance at the end of each of the last `days` days (GET /api/wallet/balance-history), as an area chart.
 * Loaded on demand (React.lazy): recharts stays out of the initial bundle.
 */
export default function BalanceChart({ days }: { days: number }) {
  const history = useBalanceHistory(days);
  if (history.isPending) return <Skeleton height={220} radius="md" />;
  if (history.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {walletErrorText(history.error, 'wallet.loadFailed')}
      </Alert>
    );
  }
  const data = history.data.points.map((point) => ({
    day: dayjs(point.date).format('MMM D'),
    balance: toDollars(point.balanceCents),
  }));
  const last = history.data.points.at(-1);
  return (
    <figure style={{ margin: 0 }} aria-label={t('wallet.chartLabel')}>
      <AreaChart
        h={220}
        data={data}
        dataKey="day"
        series={[{ name: 'balance', label: t('wallet.balance'), color: 'blue.6' }]}
        curveType="monotone"
        withDots={false}
        withGradient
        gridAxis="x"
        tickLine="none"
        valueFormatter={(value) => formatCents(Math.round(value * 100))}
        yAxisProps={{ tickFormatter: tick, width: 64 }}
        xAxisProps={{ minTickGap: 24 }}
      />
      {last && (
        <figcaption>
          <VisuallyHidden>{`${t('wallet.balance')}: ${formatCents(last.balanceCents)}`}</VisuallyHidden>
        </figcaption>
      )}
    </figure>
  );
}
