import { t, type ProtectionState } from '@arena/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ResponsiblePlayPage } from './responsible-play-page';

const totals = { depositsCents: 5000, withdrawalsCents: 1000, feesCents: 1500, prizesCents: 0, netCents: -1500 };

function state(overrides: Partial<ProtectionState> = {}): ProtectionState {
  return {
    timeZone: 'America/Port-au-Prince',
    limits: [
      { kind: 'depositDay', amountCents: 5000, usedCents: 3000, resetsAt: '2026-11-28T05:00:00.000Z', pending: null },
      { kind: 'depositWeek', amountCents: null, usedCents: 3000, resetsAt: '2026-11-30T05:00:00.000Z', pending: null },
      { kind: 'depositMonth', amountCents: null, usedCents: 3000, resetsAt: '2026-12-01T05:00:00.000Z', pending: null },
      {
        kind: 'spendWeek',
        amountCents: 2000,
        usedCents: 0,
        resetsAt: '2026-11-30T05:00:00.000Z',
        pending: { amountCents: 9000, effectiveAt: '2026-11-28T12:00:00.000Z' },
      },
    ],
    block: null,
    activity: { last30Days: totals, last12Months: { ...totals, prizesCents: 10_000, netCents: 8500 } },
    ...overrides,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi(initial: ProtectionState, answers: { limits?: Response; block?: Response } = {}) {
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/protection' && (!init?.method || init.method === 'GET')) return json(200, initial);
    if (url === '/api/protection/limits' && init?.method === 'PUT') return answers.limits ?? json(500, {});
    if (url === '/api/protection/block' && init?.method === 'POST') return answers.block ?? json(500, {});
    return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const bodyOf = (fetch: ReturnType<typeof fakeApi>, url: string) => JSON.parse(fetch.mock.calls.find(([u]) => String(u) === url)![1]!.body as string) as unknown;

describe('ResponsiblePlayPage', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('shows each limit with what is used, a waiting raise with when it applies, and the activity of 30 days and 12 months', async () => {
    fakeApi(state());
    renderWithProviders(<ResponsiblePlayPage />);
    const daily = await screen.findByTestId('limit-depositDay');
    expect(within(daily).getByText(t('protection.limit.depositDay'))).toBeInTheDocument();
    expect(within(daily).getByText(/\$30\.00 used of \$50\.00/)).toBeInTheDocument();
    const spend = screen.getByTestId('limit-spendWeek');
    expect(within(spend).getByRole('status')).toHaveTextContent(/^Changes to \$90\.00 on /);
    expect(within(screen.getByTestId('limit-depositWeek')).getByText(t('protection.noLimit'))).toBeInTheDocument();
    const activity = screen.getByRole('table', { name: t('protection.activityTitle') });
    const net = within(activity)
      .getByRole('rowheader', { name: t('protection.activity.net') })
      .closest('tr')!;
    expect(within(net).getByText('-$15.00')).toBeInTheDocument();
    expect(within(net).getByText('$85.00')).toBeInTheDocument();
  });

  it('checks the typed limit with the contract before sending it as cents, and shows the answer', async () => {
    const next = state();
    next.limits[0] = { ...next.limits[0]!, amountCents: 2500 };
    const fetch = fakeApi(state(), { limits: json(200, { message: t('protection.limitLowered'), state: next }) });
    renderWithProviders(<ResponsiblePlayPage />);
    const daily = await screen.findByTestId('limit-depositDay');
    const input = within(daily).getByLabelText(t('protection.newLimit'));
    fireEvent.change(input, { target: { value: '0.50' } });
    fireEvent.click(within(daily).getByRole('button', { name: t('protection.saveLimit') }));
    expect(await within(daily).findByText(t('protection.limitInvalid'))).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/protection/limits')).toBe(false);

    fireEvent.change(input, { target: { value: '25' } });
    fireEvent.click(within(daily).getByRole('button', { name: t('protection.saveLimit') }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === '/api/protection/limits')).toBe(true));
    expect(bodyOf(fetch, '/api/protection/limits')).toEqual({ kind: 'depositDay', amountCents: 2500 });
    await waitFor(() => expect(within(screen.getByTestId('limit-depositDay')).getByText('$25.00')).toBeInTheDocument());
  });

  it('a break needs a period and the confirmation; a self-exclusion is started with its own button', async () => {
    const blocked = state({ block: { kind: 'exclusion', period: '6m', startedAt: '2026-11-27T00:00:00.000Z', endsAt: '2099-05-27T00:00:00.000Z' } });
    const fetch = fakeApi(state(), { block: json(200, { message: 'started', state: blocked }) });
    renderWithProviders(<ResponsiblePlayPage />);
    const form = await screen.findByRole('form', { name: t('protection.breakTitle') });
    fireEvent.click(within(form).getByRole('button', { name: t('protection.startTimeOut') }));
    expect(await within(form).findByText(t('protection.periodRequired'))).toBeInTheDocument();
    expect(within(form).getByText(t('protection.confirmRequired'))).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('radio', { name: t('protection.period.6m') }));
    fireEvent.click(within(form).getByRole('checkbox', { name: t('protection.confirmLabel') }));
    fireEvent.click(within(form).getByRole('button', { name: t('protection.startExclusion') }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === '/api/protection/block')).toBe(true));
    expect(bodyOf(fetch, '/api/protection/block')).toEqual({ period: '6m', confirm: true });
    expect(await screen.findByTestId('active-break')).toHaveTextContent(/^Self-excluded until /);
  });

  it('shows the server’s refusal of a shorter break', async () => {
    fakeApi(state(), { block: json(409, { error: { code: 'CONFLICT', messageId: 'protection.blockNotLonger', message: t('protection.blockNotLonger') } }) });
    renderWithProviders(<ResponsiblePlayPage />);
    const form = await screen.findByRole('form', { name: t('protection.breakTitle') });
    fireEvent.click(within(form).getByRole('radio', { name: t('protection.period.24h') }));
    fireEvent.click(within(form).getByRole('checkbox', { name: t('protection.confirmLabel') }));
    fireEvent.click(within(form).getByRole('button', { name: t('protection.startTimeOut') }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(t('protection.blockNotLonger'));
  });
});
