import { t, tAdmin, type AdminProtectionReportRow } from '@arena/shared';
import { ActionIcon, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconShieldHeart } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { ExportCsvButton } from '@/components/export-csv-button';
import { PageHeader } from '@/components/page-header';
import { adminErrorMessage } from '@/lib/admin-error-message';
import { useListParams } from '@/lib/use-list-params';
import { useProtectionReport } from '../api/protection';
import { blockLine, limitLine } from '../components/protection-details';
import { ProtectionModal } from '../components/protection-modal';
import { ProtectionStatusBadge } from '../components/protection-status-badge';

const PAGE_SIZE = 20;
const statusFilters = ['all', 'limits', 'timeout', 'exclusion'] as const;

// Built when the filter renders, in the page's language.
const statusOptions = () =>
  statusFilters.map((value) => ({
    value,
    label: value === 'all' ? tAdmin('adminProtection.filter.all') : tAdmin(`adminProtection.status.${value}`),
  }));

/** /admin/player-protection: every player with an active limit, time-out or self-exclusion, and its CSV export. */
export function AdminPlayerProtectionPage() {
  const list = useListParams({ filters: { status: statusFilters }, pageSize: PAGE_SIZE });
  const query = useProtectionReport({ status: list.query.status, page: list.query.page, pageSize: list.query.pageSize });
  const [selected, setSelected] = useState<{ row: AdminProtectionReportRow; open: boolean } | null>(null);
  const [now] = useState(() => Date.now());

  const columns: DataTableColumn<AdminProtectionReportRow>[] = [
    {
      header: tAdmin('adminProtection.player'),
      card: 'title',
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.fullName ?? '—'}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.email}
          </Text>
        </Stack>
      ),
    },
    { header: tAdmin('adminProtection.column'), card: 'aside', cell: (row) => <ProtectionStatusBadge status={row.status} /> },
    {
      header: tAdmin('adminProtection.limits'),
      cell: (row) => {
        const set = row.limits.filter((limit) => limit.amountCents !== null || limit.pending);
        if (!set.length) return <Text size="xs">—</Text>;
        return (
          <Stack gap={2}>
            {set.map((limit) => (
              <Text key={limit.kind} size="xs">
                {t(`protection.limit.${limit.kind}`)}: {limitLine(limit)}
              </Text>
            ))}
          </Stack>
        );
      },
    },
    { header: tAdmin('adminProtection.break'), cell: (row) => <Text size="xs">{row.block ? blockLine(row.block, now) : '—'}</Text> },
  ];

  return (
    <>
      <PageHeader title={tAdmin('adminProtection.title')} description={tAdmin('adminProtection.subtitle')} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Group mb="md" gap="sm" wrap="wrap">
          <Select aria-label={tAdmin('adminProtection.filter')} data={statusOptions()} allowDeselect={false} {...list.select('status')} maw={260} />
          <ExportCsvButton table="protection" filter={list.values} />
        </Group>
        <DataTable
          label={tAdmin('adminProtection.title')}
          query={query}
          paging={list}
          rowKey={(row) => row.userId}
          columns={columns}
          rowActions={(row, layout) => (
            <Tooltip label={tAdmin('adminProtection.viewFor', { name: row.fullName || row.email })}>
              <ActionIcon
                variant="subtle"
                color="teal"
                size={layout === 'card' ? 'lg' : 'md'}
                aria-label={tAdmin('adminProtection.viewFor', { name: row.fullName || row.email })}
                onClick={() => setSelected({ row, open: true })}
              >
                <IconShieldHeart size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          emptyText={tAdmin('adminProtection.empty')}
          errorText={(error) => adminErrorMessage(error, 'adminProtection.loadFailed')}
          minWidth={820}
        />
      </Paper>
      <ProtectionModal
        user={selected ? { id: selected.row.userId, fullName: selected.row.fullName, email: selected.row.email } : null}
        opened={selected?.open ?? false}
        onClose={() => setSelected((current) => (current ? { ...current, open: false } : current))}
      />
    </>
  );
}
