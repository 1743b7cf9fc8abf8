import { tAdmin, type AuditEntry, type AuditLogPage } from '@arena/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AdminAuditLogPage } from './admin-audit-log-page';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  actorId: null,
  actorEmail: null,
  actorName: null,
  action: 'marketplace.auction.end',
  targetType: 'mob_request',
  targetId: 'bid-1',
  before: null,
  after: null,
  ipAddress: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('AdminAuditLogPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows an entry without an account (the sweeper's) as System, and an admin's by name", async () => {
    const page: AuditLogPage = {
      items: [
        entry({ id: 'system-entry' }),
        entry({ id: 'admin-entry', actorId: 'a1', actorName: 'Ada Admin', actorEmail: 'ada@arena.test', action: 'marketplace.bid.approve' }),
      ],
      total: 2,
      totalIsExact: true,
      page: 1,
      pageSize: 25,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL) => json(new URL(String(input), 'http://localhost').pathname.endsWith('/actions') ? { actions: [] } : page)),
    );
    renderWithProviders(<AdminAuditLogPage />);
    const systemRow = (await screen.findByText('marketplace.auction.end')).closest('tr')!;
    expect(within(systemRow).getByText(tAdmin('admin.audit.system'))).toBeInTheDocument();
    // Nobody to filter by: the system's name is plain text, not the filter button an account gets.
    expect(within(systemRow).queryByRole('button', { name: tAdmin('admin.audit.system') })).toBeNull();
    const adminRow = screen.getByText('marketplace.bid.approve').closest('tr')!;
    expect(within(adminRow).getByRole('button', { name: 'Ada Admin (ada@arena.test)' })).toBeInTheDocument();
  });
});
