import { tAdmin } from '@arena/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ExportCsvButton } from './export-csv-button';

/** Export CSV: a download link to the table's export carrying the table's current filters (decision 042). */
describe('ExportCsvButton', () => {
  it('links to the export with the filters that are set, as a download', async () => {
    renderWithProviders(<ExportCsvButton table="walletTransactions" filter={{ search: 'ana & co', status: 'pending', type: '' }} />);
    const link = await screen.findByRole('link', { name: tAdmin('adminExport.button') });
    expect(link).toHaveAttribute('href', '/api/admin/wallet-transactions/export.csv?search=ana+%26+co&status=pending');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAttribute('title', tAdmin('adminExport.buttonLabel'));
  });
});
