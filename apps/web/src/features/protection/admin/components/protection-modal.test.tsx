import { t, tAdmin, type AdminProtection } from '@arena/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ProtectionModal } from './protection-modal';

const USER = '55555555-5555-4555-8555-555555555555';
const zero = { depositsCents: 0, withdrawalsCents: 0, feesCents: 0, prizesCents: 0, netCents: 0 };

function protection(overrides: Partial<AdminProtection> = {}): AdminProtection {
  return {
    userId: USER,
    status: 'exclusion',
    liftable: false,
    state: {
      timeZone: 'America/Port-au-Prince',
      limits: [
        { kind: 'depositDay', amountCents: 5000, usedCents: 1000, resetsAt: '2026-11-28T05:00:00.000Z', pending: null },
        { kind: 'depositWeek', amountCents: null, usedCents: 1000, resetsAt: '2026-11-30T05:00:00.000Z', pending: null },
        { kind: 'depositMonth', amountCents: null, usedCents: 1000, resetsAt: '2026-12-01T05:00:00.000Z', pending: null },
        { kind: 'spendWeek', amountCents: null, usedCents: 0, resetsAt: '2026-11-30T05:00:00.000Z', pending: null },
      ],
      block: { kind: 'exclusion', period: '6m', startedAt: '2026-05-01T00:00:00.000Z', endsAt: '2099-11-01T00:00:00.000Z' },
      activity: { last30Days: zero, last12Months: zero },
    },
    ...overrides,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi(view: AdminProtection) {
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === `/api/admin/users/${USER}/protection`) return json(200, view);
    if (url === `/api/admin/users/${USER}/protection/lift-exclusion` && init?.method === 'POST') {
      return json(200, {
        message: tAdmin('adminProtection.lifted'),
        protection: { ...view, status: 'limits', liftable: false, state: { ...view.state, block: null } },
      });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const user = { id: USER, fullName: 'Pat Player', email: 'pat@example.com' };

describe('ProtectionModal', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the limits and the self-exclusion read-only: no lift while the term runs', async () => {
    fakeApi(protection());
    renderWithProviders(<ProtectionModal user={user} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: tAdmin('adminProtection.dialogTitle', { name: 'Pat Player' }) });
    expect(await within(dialog).findByText(t('protection.limit.depositDay'))).toBeInTheDocument();
    expect(within(dialog).getByText('$50.00')).toBeInTheDocument();
    expect(within(dialog).getByTestId('admin-break')).toHaveTextContent(/^Self-excluded until .+ \(6 months\)$/);
    expect(within(dialog).queryByRole('button', { name: tAdmin('adminProtection.lift') })).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('offers the lift once the term has ended, asks to confirm, and shows the lifted state', async () => {
    const ended = protection({ liftable: true });
    ended.state.block = { ...ended.state.block!, endsAt: '2026-11-01T00:00:00.000Z' };
    const fetch = fakeApi(ended);
    renderWithProviders(<ProtectionModal user={user} opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: tAdmin('adminProtection.dialogTitle', { name: 'Pat Player' }) });
    expect(await within(dialog).findByTestId('admin-break')).toHaveTextContent(/^Self-exclusion ended on .+: contact support to play again$/);
    fireEvent.click(within(dialog).getByRole('button', { name: tAdmin('adminProtection.lift') }));
    const confirm = await screen.findByRole('dialog', { name: tAdmin('adminProtection.lift') });
    expect(within(confirm).getByText(tAdmin('adminProtection.liftConfirm', { name: 'Pat Player' }))).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: tAdmin('adminProtection.lift') }));
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/lift-exclusion') && init?.method === 'POST')).toBe(true));
    await waitFor(() => expect(within(dialog).getByTestId('admin-break')).toHaveTextContent(tAdmin('adminProtection.noBreak')));
    expect(within(dialog).queryByRole('button', { name: tAdmin('adminProtection.lift') })).toBeNull();
  });
});
