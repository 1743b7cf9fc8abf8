import { tAdmin, type AdminProposal } from '@arena/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PendingChanges } from './pending-changes';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

function proposal(overrides: Partial<AdminProposal>): AdminProposal {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    kind: 'settings_change',
    status: 'pending',
    target: { id: 'payments', name: null, email: null },
    before: { fourEyesThresholdCents: 100_000 },
    after: { fourEyesThresholdCents: 250_000 },
    proposedBy: { id: OTHER, name: 'Second Admin' },
    decidedBy: null,
    decidedAt: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** /api/me is the first admin; the list holds one change proposed by another admin and one by the first admin. */
function fakeApi(items: AdminProposal[]) {
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/me')) return json(200, { id: ME, email: 'admin@arena.test', fullName: 'Arena Admin', role: 'admin' });
    if (url.startsWith('/api/admin/proposals?')) return json(200, { items, total: items.length, page: 1, pageSize: 50 });
    if (url.endsWith('/approve') && init?.method === 'POST')
      return json(200, { message: tAdmin('adminProposals.approved'), proposal: { ...items[0]!, status: 'approved' } });
    return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('PendingChanges', () => {
  it("lists pending changes with before and after; Approve only for changes another admin proposed, the reason for one's own", async () => {
    const fromOther = proposal({});
    const mine = proposal({
      id: '44444444-4444-4444-8444-444444444444',
      kind: 'role_change',
      target: { id: OTHER, name: 'Fresh Signup', email: 'fresh@arena.test' },
      before: { role: 'user' },
      after: { role: 'admin' },
      proposedBy: { id: ME, name: 'Arena Admin' },
    });
    const fetch = fakeApi([fromOther, mine]);
    renderWithProviders(<PendingChanges kind="settings_change" />);

    const table = await screen.findByRole('table', { name: tAdmin('adminProposals.title') });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Payment settings');
    expect(rows[0]).toHaveTextContent('Second-approval threshold: $1,000.00 → $2,500.00');
    expect(rows[1]).toHaveTextContent('Role of Fresh Signup');
    expect(rows[1]).toHaveTextContent('Role: User → Admin');

    // One's own change: no Approve, the reason instead; Reject stays (to withdraw it).
    expect(within(rows[1]!).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(rows[1]).toHaveTextContent(tAdmin('adminProposals.yours'));
    expect(within(rows[1]!).getByRole('button', { name: 'Reject the change of Role of Fresh Signup' })).toBeEnabled();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Approve the change of Payment settings' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(`/api/admin/proposals/${fromOther.id}/approve`, expect.objectContaining({ method: 'POST' })));
  });

  it('says so when nothing waits, or shows nothing at all where asked to', async () => {
    fakeApi([]);
    const { unmount } = renderWithProviders(<PendingChanges kind="settings_change" />);
    expect(await screen.findByText(tAdmin('adminProposals.empty'))).toBeInTheDocument();
    unmount();
    fakeApi([]);
    const { container } = renderWithProviders(<PendingChanges kind="role_change" hideWhenEmpty />);
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByText(tAdmin('adminProposals.empty'))).toBeNull();
  });
});
