import { tAdmin } from '@arena/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AdminAuditLogPage } from './admin-audit-log-page';

const emptyList = { items: [], actions: [], total: 0, totalIsExact: true, page: 1, pageSize: 10 };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const exportLink = () => screen.findByRole('link', { name: tAdmin('adminExport.button') });

/** The page's Export CSV carries the table's current filters (decision 042). */
describe('AdminAuditLogPage: Export CSV', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("passes the actor filter under the export's name for it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(emptyList)),
    );
    renderWithProviders(<AdminAuditLogPage />, { url: '/admin/audit-log?actor=a1&action=user.update' });
    expect(await exportLink()).toHaveAttribute('href', '/api/admin/audit-log/export.csv?actorId=a1&action=user.update');
  });
});
