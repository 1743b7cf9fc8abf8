import { t, tAdmin, type Me, type PrizePayout } from '@arena/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PendingPrizes } from './pending-prizes';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const me: Me = {
  id: ME,
  email: 'ann@example.com',
  fullName: 'Ann Admin',
  role: 'admin',
  accountStatus: 'verified',
  verificationDate: null,
  twoFactorEnabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  wallet: { balanceCents: 0, heldCents: 0, availableCents: 0 },
  unreadNotifications: 0,
  language: null,
  eventsCursor: '1764200000000:100:100:',
};

function payout(id: string, proposedBy: string, overrides: Partial<PrizePayout> = {}): PrizePayout {
  return {
    id,
    competitionType: 'tournament',
    competitionId: '33333333-3333-4333-8333-333333333333',
    competitionName: `Cup ${id}`,
    teamName: `Team ${id}`,
    user: { id: '44444444-4444-4444-8444-444444444444', email: `champ-${id}@example.com`, fullName: `Champion ${id}` },
    amountCents: 1_000_000_000,
    status: 'pending',
    proposedBy: { id: proposedBy, name: proposedBy === ME ? 'Ann Admin' : 'Ben Admin' },
    decidedBy: null,
    decidedAt: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi(items: PrizePayout[]) {
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/me')) return json(200, me);
    if (url.startsWith('/api/admin/prize-payouts?')) return json(200, { items, total: items.length, page: 1, pageSize: 50 });
    if (url.endsWith('/approve') && init?.method === 'POST') {
      return json(200, {
        message: tAdmin('adminPrizes.approved'),
        payout: { ...items[0]!, status: 'paid' },
        wallet: { balanceCents: 1, heldCents: 0, availableCents: 1 },
      });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('PendingPrizes', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('offers Approve for a prize another admin proposed; the admin who set the champion sees why not', async () => {
    const fetch = fakeApi([payout('a', OTHER), payout('b', ME)]);
    renderWithProviders(<PendingPrizes />);
    const table = await screen.findByRole('table', { name: tAdmin('adminPrizes.title') });
    const theirs = (await within(table).findByText('Cup a')).closest('tr')!;
    const mine = within(table).getByText('Cup b').closest('tr')!;
    expect(within(theirs).getByText('+$10,000,000.00')).toBeInTheDocument();
    expect(within(theirs).getByText(tAdmin('adminPrizes.championSetBy', { name: 'Ben Admin' }))).toBeInTheDocument();
    await waitFor(() => expect(within(mine).getByText(tAdmin('adminPrizes.ownProposal'))).toBeInTheDocument());
    expect(within(mine).queryByRole('button', { name: new RegExp(`^${tAdmin('adminWallet.approve')}`) })).toBeNull();
    expect(within(mine).getByRole('button', { name: new RegExp(`^${tAdmin('adminWallet.reject')}`) })).toBeEnabled();

    fireEvent.click(within(theirs).getByRole('button', { name: `${tAdmin('adminWallet.approve')}: Champion a $10,000,000.00` }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === '/api/admin/prize-payouts/a/approve')).toBe(true));
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/admin/prize-payouts/a/approve')!;
    expect(new Headers(call[1]?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('says when no prize is waiting', async () => {
    fakeApi([]);
    renderWithProviders(<PendingPrizes />);
    expect(await screen.findByText(tAdmin('adminPrizes.empty'))).toBeInTheDocument();
    expect(screen.queryByText(t('common.cancel'))).toBeNull();
  });
});
