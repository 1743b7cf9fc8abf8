import { REQUESTS_PAGE_SIZE, requestStatusFilters, t, type AdminRequest, tAdmin } from '@arena/shared';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEye, IconSearch, IconX } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { DismissibleError } from '@/components/form-error';
import { RefreshButton } from '@/components/refresh-button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { useListParams } from '@/lib/use-list-params';
import { useAdminRequests, useDecideRequest } from '../api/requests';
import { RequestDetailsModal } from '../components/request-details-modal';
import { RequestStatusBadge } from '../components/request-status-badge';

const statusOptions = () => requestStatusFilters.map((s) => ({ value: s, label: s === 'all' ? tAdmin('adminRequests.allStatuses') : t(`requestStatus.${s}`) }));

const columns: DataTableColumn<AdminRequest>[] = [
  {
    get header() {
      return tAdmin('adminRequests.col.title');
    },
    card: 'title',
    cell: (r) => (
      <Stack gap={0}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} miw={180}>
          {r.title}
        </Text>
        <Text size="xs" c="dimmed">
          {tAdmin(`adminRequests.kind.${r.kind}`)}
        </Text>
      </Stack>
    ),
  },
  {
    get header() {
      return tAdmin('adminRequests.col.user');
    },
    cell: (r) => (
      <Stack gap={0}>
        <Text size="sm">{r.user.fullName ?? '—'}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} miw={150}>
          {r.user.email}
        </Text>
      </Stack>
    ),
  },
  {
    get header() {
      return tAdmin('adminRequests.col.league');
    },
    cell: (r) => <Text size="sm">{r.league?.name ?? '—'}</Text>,
  },
  {
    get header() {
      return tAdmin('adminRequests.col.status');
    },
    card: 'aside',
    width: 110,
    cell: (r) => <RequestStatusBadge status={r.status} />,
  },
  {
    get header() {
      return tAdmin('adminRequests.col.date');
    },
    cell: (r) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(r.createdAt)}
      </Text>
    ),
  },
];

/** The catalogue's texts for a decision that failed: the server's reason (409 already processed…) when it gave one. */
function decideErrorText(error: unknown, decision: 'approve' | 'reject'): string {
  if (error instanceof ApiError && error.code) return error.message;
  return tAdmin(decision === 'approve' ? 'adminRequests.approveFailed' : 'adminRequests.rejectFailed');
}

/**
 * /admin/requests (admin spec §2): search, status filter, Refresh, a paged table (10) with a Request Details
 * modal, Approve and Reject only on pending requests. New requests arrive live (the `requests` event).
 */
export function AdminRequestsPage() {
  const list = useListParams({ filters: { search: 'text', status: requestStatusFilters }, pageSize: REQUESTS_PAGE_SIZE });
  const query = useAdminRequests(list.query);
  const decide = useDecideRequest();
  const keys = useIdempotencyKeys();
  const [banner, setBanner] = useState<string | null>(null);
  const [details, setDetails] = useState<{ id: string; open: boolean } | null>(null);
  const [detailsError, setDetailsError] = useState<string | null>(null);
  // The open request as the list now has it (a decision or a live update shows in the dialog).
  const [detailsSnapshot, setDetailsSnapshot] = useState<AdminRequest | null>(null);
  const shown = query.data?.items.find((r) => r.id === details?.id) ?? detailsSnapshot;

  const act = (request: AdminRequest, decision: 'approve' | 'reject', fromDialog: boolean) => {
    setBanner(null);
    setDetailsError(null);
    decide.mutate(
      { id: request.id, decision, idempotencyKey: keys.keyFor({ [decision]: request.id }) },
      {
        onSuccess: (result) => {
          keys.reset();
          notifications.show({ color: 'teal', message: result.message });
          setDetailsSnapshot(result.request);
        },
        onError: (error) => (fromDialog ? setDetailsError(decideErrorText(error, decision)) : setBanner(decideErrorText(error, decision))),
      },
    );
  };
  const openDetails = (request: AdminRequest) => {
    setDetailsError(null);
    setDetailsSnapshot(request);
    setDetails({ id: request.id, open: true });
  };
  const busy = (request: AdminRequest) => (decide.isPending && decide.variables?.id === request.id ? decide.variables.decision : null);

  const rowActions = (request: AdminRequest, layout: 'table' | 'card') => {
    const size = layout === 'card' ? 'sm' : 'xs';
    const rowBusy = busy(request);
    const Decisions = layout === 'table' ? Stack : Fragment;
    const decisionsProps = layout === 'table' ? { gap: 4 } : {};
    return (
      <>
        {layout === 'table' ? (
          <Tooltip label={tAdmin('adminRequests.detailsTitle')}>
            <ActionIcon variant="default" size="md" aria-label={tAdmin('adminRequests.viewFor', { title: request.title })} onClick={() => openDetails(request)}>
              <IconEye size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            size={size}
            variant="default"
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={tAdmin('adminRequests.viewFor', { title: request.title })}
            onClick={() => openDetails(request)}
          >
            {tAdmin('adminRequests.view')}
          </Button>
        )}
        {request.status === 'pending' && (
          <Decisions {...decisionsProps}>
            <Button
              size={size}
              color="teal"
              leftSection={<IconCheck size={14} aria-hidden />}
              aria-label={tAdmin('adminRequests.approveFor', { title: request.title })}
              loading={rowBusy === 'approve'}
              disabled={rowBusy !== null}
              onClick={() => act(request, 'approve', false)}
            >
              {tAdmin('adminRequests.approve')}
            </Button>
            <Button
              size={size}
              color="red"
              variant="light"
              leftSection={<IconX size={14} aria-hidden />}
              aria-label={tAdmin('adminRequests.rejectFor', { title: request.title })}
              loading={rowBusy === 'reject'}
              disabled={rowBusy !== null}
              onClick={() => act(request, 'reject', false)}
            >
              {tAdmin('adminRequests.reject')}
            </Button>
          </Decisions>
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={tAdmin('adminRequests.title')}
        description={tAdmin('adminRequests.subtitle')}
        actions={
          <Group gap="sm">
            <RefreshButton queries={[query]} />
            <ExportCsvButton table="requests" filter={list.values} />
          </Group>
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Group gap="sm" mb="md" align="flex-end">
          <TextInput
            aria-label={t('common.search')}
            placeholder={tAdmin('adminRequests.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            {...list.textInput('search')}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Select
            aria-label={tAdmin('adminRequests.filterStatus')}
            data={statusOptions()}
            allowDeselect={false}
            {...list.select('status')}
            w={{ base: '100%', xs: 180 }}
          />
        </Group>
        <DismissibleError mb="md" onClose={() => setBanner(null)}>
          {banner}
        </DismissibleError>
        <DataTable
          label={tAdmin('adminRequests.title')}
          query={query}
          paging={list}
          rowKey={(r) => r.id}
          columns={columns}
          rowActions={rowActions}
          emptyText={tAdmin('adminRequests.empty')}
          errorText={() => tAdmin('adminRequests.loadFailed')}
          minWidth={900}
          horizontalSpacing={8}
        />
      </Paper>
      <RequestDetailsModal
        request={shown}
        opened={details?.open ?? false}
        onClose={() => setDetails((d) => (d ? { ...d, open: false } : d))}
        busy={shown ? busy(shown) : null}
        error={detailsError}
        onDecide={(decision) => shown && act(shown, decision, true)}
      />
    </>
  );
}
