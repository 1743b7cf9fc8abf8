import '@mantine/charts/styles.css';
import { formatCents, formatWholeDollars, systemAccounts, systemAccountNameIds, tAdmin, type MoneyOverview } from '@arena/shared';
import { BarChart } from '@mantine/charts';
import dayjs from 'dayjs';

const colors = ['blue.6', 'cyan.6', 'teal.6', 'yellow.6', 'red.6', 'grape.6'];
const tick = (dollars: number) => formatWholeDollars(Math.round(Math.abs(dollars)));

/**
 * Each system account's net movement per day (GET /api/admin/money-overview), stacked bars in dollars. Loaded on demand
 * (React.lazy): recharts stays out of the money overview's first load.
 */
export default function MoneyMovementChart({ days }: { days: MoneyOverview['days'] }) {
  const data = days.map((day) => ({
    day: dayjs(day.date).format('MMM D'),
    ...Object.fromEntries(systemAccounts.map((account) => [account, day.movementCents[account] / 100])),
  }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="day"
      type="stacked"
      series={systemAccounts.map((account, i) => ({ name: account, label: tAdmin(systemAccountNameIds[account]), color: colors[i]! }))}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      gridAxis="y"
      tickLine="none"
      valueFormatter={(value) => formatCents(Math.round(value * 100))}
      yAxisProps={{ tickFormatter: (value: number) => (value < 0 ? `-${tick(value)}` : tick(value)), width: 72 }}
      xAxisProps={{ minTickGap: 16 }}
    />
  );
}
