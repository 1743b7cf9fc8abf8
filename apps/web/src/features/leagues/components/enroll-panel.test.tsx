import { formatCents, t, type League } from '@arena/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { EnrollPanel } from './enroll-panel';

function league(overrides: Partial<League> = {}): League {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Premier Arena League',
    description: null,
    startDate: '2026-12-01T00:00:00.000Z',
    endDate: '2026-12-31T00:00:00.000Z',
    priceCents: 1_000,
    winningPriceCents: 15_000,
    status: 'active',
    maxTeams: 12,
    championTeamId: null,
    championTeam: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    teamCount: 1,
    placesTaken: 3,
    teams: [],
    availableTeams: [{ id: '33333333-3333-4333-8333-333333333333', name: 'Port Lions' }],
    myEnrollment: null,
    ...overrides,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake API: /api/me, /api/wallet (available cents or a failure) and whatever a test adds. */
function fakeApi(availableCents: number | 'fail', extra: (url: string, init?: RequestInit) => Response | undefined = () => undefined) {
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.startsWith('/api/me')) return json(401, { error: { code: 'UNAUTHENTICATED', message: 'signed out' } });
    if (url.startsWith('/api/wallet')) {
      if (availableCents === 'fail') return json(500, { error: { code: 'INTERNAL', message: 'boom' } });
      return json(200, { balanceCents: availableCents, heldCents: 0, availableCents });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('EnrollPanel', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  const enrollButton = () => screen.getByRole('button', { name: t('leagues.enrollFor', { price: formatCents(1_000) }) });

  it("disables Enroll with the spec's text when the balance is below the entry fee", async () => {
    fakeApi(999);
    renderWithProviders(<EnrollPanel league={league()} />);
    expect(await screen.findByText(t('leagues.insufficientBalance', { price: '$10.00' }))).toBeInTheDocument();
    expect(enrollButton()).toBeDisabled();
  });

  it('disables Enroll when the balance cannot be read', async () => {
    fakeApi('fail');
    renderWithProviders(<EnrollPanel league={league()} />);
    expect(await screen.findByText(t('leagues.walletLoadFailed'))).toBeInTheDocument();
    expect(enrollButton()).toBeDisabled();
  });

  it('enrolls with an Idempotency-Key and shows the success text verbatim', async () => {
    const fetch = fakeApi(5_000, (url) =>
      url.endsWith('/enroll')
        ? json(201, {
            message: t('leagues.enrolled'),
            enrollment: { requestId: 'r1', status: 'pending', createdAt: '2026-11-24T00:00:00.000Z', entryFeeCents: 1_000, team: null },
            wallet: { balanceCents: 4_000, heldCents: 0, availableCents: 4_000 },
          })
        : undefined,
    );
    renderWithProviders(<EnrollPanel league={league()} />);
    await waitFor(() => expect(enrollButton()).toBeEnabled());
    fireEvent.click(enrollButton());
    expect(await screen.findByRole('status')).toHaveTextContent(t('leagues.enrolled'));
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/enroll'))!;
    expect(call[1]?.method).toBe('POST');
    expect((call[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hides Enroll on a full league and says why', async () => {
    fakeApi(5_000);
    renderWithProviders(<EnrollPanel league={league({ placesTaken: 12 })} />);
    expect(await screen.findByText(t('leagues.enrollFullHint'))).toBeInTheDocument();
    expect(enrollButton()).toBeDisabled();
  });

  it('asks for a team before selecting one, once the enrollment is approved', async () => {
    fakeApi(5_000);
    renderWithProviders(
      <EnrollPanel
        league={league({
          myEnrollment: { requestId: 'r1', status: 'approved', createdAt: '2026-11-24T00:00:00.000Z', entryFeeCents: 1_000, team: null },
          teams: [],
        })}
      />,
    );
    expect(screen.queryByRole('button', { name: /Enroll/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t('leagues.selectTeam') }));
    expect(await screen.findByText(t('leagues.selectTeamRequired'))).toBeInTheDocument();
  });

  it('shows nothing on a started league the user is not part of', () => {
    fakeApi(5_000);
    const { container } = renderWithProviders(<EnrollPanel league={league({ status: 'started' })} />);
    expect(container.querySelector('[data-testid="enroll-panel"]')).toBeNull();
  });

  it('shows nothing for a rejected (refunded) request once the league has started', () => {
    fakeApi(5_000);
    const rejected = { requestId: 'r1', status: 'rejected' as const, createdAt: '2026-11-24T00:00:00.000Z', entryFeeCents: 1_000, team: null };
    const { container } = renderWithProviders(<EnrollPanel league={league({ status: 'started', myEnrollment: rejected })} />);
    expect(container.querySelector('[data-testid="enroll-panel"]')).toBeNull();
  });

  it('tells a rejected player the fee was refunded and lets them enroll again while the league is open', async () => {
    fakeApi(5_000);
    const rejected = { requestId: 'r1', status: 'rejected' as const, createdAt: '2026-11-24T00:00:00.000Z', entryFeeCents: 1_000, team: null };
    renderWithProviders(<EnrollPanel league={league({ myEnrollment: rejected })} />);
    expect(screen.getByText(t('leagues.enrollment.rejected'))).toBeInTheDocument();
    await waitFor(() => expect(enrollButton()).toBeEnabled());
  });
});
