import 'uplot/dist/uPlot.min.css';
import { formatCents, formatWholeDollars, t, type BalanceHistory } from '@arena/shared';
import { Alert, Skeleton, useComputedColorScheme, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { useBalanceHistory } from '../api/get-balance-history';
import { walletErrorText } from '../lib/error-text';

const HEIGHT = 220;
/**
 * Dollars on the chart's axis; whole dollars on the ticks, cents in the legend: the day under the pointer, or the last
 * day when the pointer is elsewhere.
 */
const toDollars = (cents: number) => cents / 100;
const dayText = (seconds: number) => dayjs.unix(seconds).format('MMM D');
/** The legend's text for a value under the pointer, or for the last one when there is none. */
const orLast = (value: number | null, values: number[], text: (value: number) => string) => {
  const shown = value ?? values.at(-1);
  return shown === undefined ? '' : text(shown);
};

/**
 * The balance at the end of each of the last `days` days (GET /api/wallet/balance-history), as an area chart drawn by
 * uPlot (decision 051: about a fifth of the bytes of the chart library it replaced, on a page every player opens on
 * mobile data). Loaded on demand (React.lazy): the chart's code stays out of the initial bundle.
 */
export default function BalanceChart({ days }: { days: number }) {
  const history = useBalanceHistory(days);
  if (history.isPending) return <Skeleton height={HEIGHT} radius="md" />;
  if (history.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {walletErrorText(history.error, 'wallet.loadFailed')}
      </Alert>
    );
  }
  const last = history.data.points.at(-1);
  return (
    <figure style={{ margin: 0 }} aria-label={t('wallet.chartLabel')}>
      <AreaPlot points={history.data.points} />
      {last && (
        <figcaption>
          <VisuallyHidden>{`${t('wallet.balance')}: ${formatCents(last.balanceCents)}`}</VisuallyHidden>
        </figcaption>
      )}
    </figure>
  );
}

/** uPlot draws on a canvas: it takes the theme's colours as values, and is drawn again when the scheme changes. */
function AreaPlot({ points }: { points: BalanceHistory['points'] }) {
  const container = useRef<HTMLDivElement>(null);
  const scheme = useComputedColorScheme('light');
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const css = getComputedStyle(element);
    const color = (name: string) => css.getPropertyValue(name).trim();
    const xs = points.map((point) => dayjs(point.date).unix());
    const ys = points.map((point) => toDollars(point.balanceCents));
    const axis = { stroke: color('--mantine-color-dimmed'), ticks: { show: false }, font: `12px ${color('--mantine-font-family')}` };
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        series: [
          { label: t('wallet.date'), value: (_plot, seconds) => orLast(seconds, xs, dayText) },
          {
            label: t('wallet.balance'),
            stroke: color('--mantine-color-blue-6'),
            fill: color('--mantine-color-blue-light'),
            width: 2,
            points: { show: false },
            value: (_plot, dollars) => orLast(dollars, ys, (value) => formatCents(Math.round(value * 100))),
          },
        ],
        axes: [
          { ...axis, grid: { show: false }, space: 64, values: (_plot, splits) => splits.map(dayText) },
          {
            ...axis,
            size: 64,
            grid: { stroke: color('--mantine-color-default-border'), dash: [4, 4], width: 1 },
            values: (_plot, splits) => splits.map((dollars) => formatWholeDollars(Math.round(dollars))),
          },
        ],
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        legend: { live: true },
      },
      [xs, ys],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, scheme]);
  return <div ref={container} />;
}
