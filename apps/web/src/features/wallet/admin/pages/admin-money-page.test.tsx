import { formatCents, systemAccounts, t, tAdmin, type MoneyOverview } from '@arena/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AdminMoneyPage } from './admin-money-page';

// recharts needs a real layout; the chart has its own look in the browser (e2e and screenshots).
vi.mock('../components/money-movement-chart', () => ({ default: () => <div data-testid="movement-chart" /> }));

const zero = Object.fromEntries(systemAccounts.map((a) => [a, 0])) as MoneyOverview['days'][number]['movementCents'];

function overview(days: number): MoneyOverview {
  return {
    accounts: systemAccounts.map((account) => ({
      account,
      balanceCents: {
        moncash_clearing: -1_250_000,
        natcash_clearing: -300_00,
        entry_fees: 45_00,
        prizes: -100_00,
        adjustments: -20_00,
        marketplace_sales: 75_00,
      }[account],
    })),
    days: Array.from({ length: days }, (_, i) => ({
      date: `2026-11-${String(27 - days + i).padStart(2, '0')}`,
      movementCents: i === days - 1 ? { ...zero, entry_fees: 25_00, moncash_clearing: -50_00 } : zero,
    })),
    feesEarnedCents: 45_00,
    prizesPaidCents: 100_00,
    revenueCents: -55_00,
    adjustmentsCreatedCents: 20_00,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi(answer: 'ok' | 'fail') {
  const fetch = vi.fn(async (input: string | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/money-overview') {
      if (answer === 'fail') return json(500, { error: { code: 'INTERNAL', message: 'boom' } });
      return json(200, overview(Number(url.searchParams.get('days'))));
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('AdminMoneyPage', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a card per system account with its balance, revenue and what adjustments created', async () => {
    fakeApi('ok');
    renderWithProviders(<AdminMoneyPage />);
    const moncash = await screen.findByRole('article', { name: tAdmin('adminMoney.account.moncash_clearing') });
    expect(await within(moncash).findByText(formatCents(-1_250_000))).toBeInTheDocument();
    for (const account of systemAccounts) expect(screen.getByRole('article', { name: tAdmin(`adminMoney.account.${account}`) })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: tAdmin('adminMoney.revenue') })).getByText('-$55.00')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: tAdmin('adminMoney.adjustmentsCreated') })).getByText('$20.00')).toBeInTheDocument();
  });

  it('lists the days money moved, newest first, and asks for another range', async () => {
    const fetch = fakeApi('ok');
    renderWithProviders(<AdminMoneyPage />);
    const table = within(await screen.findByRole('region', { name: tAdmin('adminMoney.movementTable') })).getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Nov 26, 2026')).toBeInTheDocument();
    expect(within(row).getByText('$25.00')).toBeInTheDocument();
    expect(within(row).getByText('-$50.00')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('days=30'))).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: tAdmin('adminMoney.rangeDays', { days: 7 }) }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('days=7'))).toBe(true));
  });

  it('says so when the overview cannot be loaded, with Retry', async () => {
    fakeApi('fail');
    renderWithProviders(<AdminMoneyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(tAdmin('adminMoney.loadFailed'));
    expect(screen.getByRole('button', { name: t('common.retry') })).toBeInTheDocument();
  });
});
