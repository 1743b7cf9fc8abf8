import { tAdmin } from '@arena/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AdminUsersPage } from './admin-users-page';

const emptyList = { items: [], actions: [], total: 0, totalIsExact: true, page: 1, pageSize: 10 };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const exportLink = () => screen.findByRole('link', { name: tAdmin('adminExport.button') });

/** The page's Export CSV carries the table's current filters (decision 042). */
describe('AdminUsersPage: Export CSV', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('exports what the search shows; with no search, every user', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(emptyList)),
    );
    const first = renderWithProviders(<AdminUsersPage />, { url: '/admin/users?search=zephyr' });
    expect(await exportLink()).toHaveAttribute('href', '/api/admin/users/export.csv?search=zephyr');
    first.unmount();
    renderWithProviders(<AdminUsersPage />, { url: '/admin/users' });
    expect(await exportLink()).toHaveAttribute('href', '/api/admin/users/export.csv');
  });
});
