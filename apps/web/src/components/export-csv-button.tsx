import { adminExportUrl, tAdmin, type AdminExportTable } from '@arena/shared';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/**
 * An admin table's Export CSV: a link to the table's export with its current filters. The browser downloads the file
 * itself as the server streams it (the session cookie goes with it), so no row passes through the page's memory.
 */
export function ExportCsvButton({ table, filter }: { table: AdminExportTable; filter: Record<string, string | undefined | null> }) {
  return (
    <Button
      component="a"
      href={adminExportUrl(table, filter)}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      title={tAdmin('adminExport.buttonLabel')}
    >
      {tAdmin('adminExport.button')}
    </Button>
  );
}
