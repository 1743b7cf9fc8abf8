import { t, verificationStatusFilters, type AdminVerification, tAdmin } from '@arena/shared';
import { ActionIcon, Button, Code, Group, Paper, Select, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEye, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { RefreshButton } from '@/components/refresh-button';
import { AccountStatusBadge } from '@/components/account-status-badge';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { ExportCsvButton } from '@/components/export-csv-button';
import { formatDate } from '@/lib/format';
import { useListParams } from '@/lib/use-list-params';
import { useApproveVerification } from '../api/approve-verification';
import { useVerifications, type VerificationStatusFilter } from '../api/get-verifications';
import { useRejectVerification } from '../api/reject-verification';
import { VerificationModal } from '../components/verification-modal';
import { adminErrorMessage } from '@/lib/admin-error-message';

const PAGE_SIZE = 20;

const statusOptions = (): { value: VerificationStatusFilter; label: string }[] => [
  { value: 'all', label: tAdmin('admin.verifications.filterAll') },
  { value: 'pending', label: t('accountStatus.pending') },
  { value: 'verified', label: t('accountStatus.verified') },
  { value: 'not_verified', label: t('accountStatus.not_verified') },
];

const columns: DataTableColumn<AdminVerification>[] = [
  {
    get header() {
      return tAdmin('admin.verifications.id');
    },
    cell: (item) => (
      <Tooltip label={item.verificationId}>
        <Code fz="xs">{item.verificationId.slice(0, 8)}</Code>
      </Tooltip>
    ),
  },
  {
    get header() {
      return tAdmin('admin.verifications.user');
    },
    card: 'title',
    cell: (item) => (
      <>
        <Text size="sm" fw={600}>
          {item.userName ?? item.fullName}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {item.email ?? tAdmin('admin.verifications.emailNotAvailable')}
        </Text>
      </>
    ),
  },
  {
    get header() {
      return tAdmin('admin.verifications.status');
    },
    card: 'aside',
    cell: (item) => <AccountStatusBadge status={item.accountStatus} />,
  },
  {
    get header() {
      return tAdmin('admin.verifications.submitted');
    },
    cell: (item) => <Text size="sm">{formatDate(item.createdAt)}</Text>,
  },
];

/** /admin/verifications (User Verification Management): search, status filter, approve or reject, details with the photo. */
export function AdminVerificationsPage() {
  const list = useListParams({ filters: { search: 'text', status: verificationStatusFilters }, pageSize: PAGE_SIZE });
  const [viewing, setViewing] = useState<AdminVerification | null>(null);
  const [viewOpened, setViewOpened] = useState(false);
  const query = useVerifications(list.query);
  const approve = useApproveVerification();
  const reject = useRejectVerification();
  // Which row's button is busy (the mutations are shared by every row).
  const [busy, setBusy] = useState<{ userId: string; kind: 'approve' | 'reject' } | null>(null);

  const decide = (item: AdminVerification, kind: 'approve' | 'reject') => {
    setBusy({ userId: item.userId, kind });
    const mutation = kind === 'approve' ? approve : reject;
    mutation.mutate(item.userId, {
      onSuccess: (result) => notifications.show({ color: kind === 'approve' ? 'teal' : 'blue', message: result.message }),
      onError: (caught) =>
        notifications.show({
          color: 'red',
          message: adminErrorMessage(caught, kind === 'approve' ? 'admin.verifications.approveFailed' : 'admin.verifications.rejectFailed'),
        }),
      onSettled: () => setBusy(null),
    });
  };

  const rowActions = (item: AdminVerification, layout: 'table' | 'card') => {
    const rowBusy = busy?.userId === item.userId ? busy.kind : null;
    const size = layout === 'card' ? 'sm' : 'compact-sm';
    return (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        {item.accountStatus === 'pending' && (
          <>
            <Button
              size={size}
              color="green"
              leftSection={<IconCheck size={14} aria-hidden />}
              loading={rowBusy === 'approve'}
              disabled={rowBusy === 'reject'}
              onClick={() => decide(item, 'approve')}
            >
              {tAdmin('admin.verifications.approve')}
            </Button>
            <Button
              size={size}
              color="red"
              variant="light"
              leftSection={<IconX size={14} aria-hidden />}
              loading={rowBusy === 'reject'}
              disabled={rowBusy === 'approve'}
              onClick={() => decide(item, 'reject')}
            >
              {tAdmin('admin.verifications.reject')}
            </Button>
          </>
        )}
        <Tooltip label={tAdmin('admin.verifications.view')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={layout === 'card' ? 'lg' : 'md'}
            aria-label={tAdmin('admin.verifications.viewFor', { name: item.userName ?? item.fullName })}
            onClick={() => {
              setViewing(item);
              setViewOpened(true);
            }}
          >
            <IconEye size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  };

  return (
    <>
      <PageHeader
        title={tAdmin('admin.verifications.title')}
        description={tAdmin('admin.verifications.subtitle')}
        actions={
          <Group gap="sm">
            <RefreshButton queries={[query]} />
            <ExportCsvButton table="verifications" filter={list.values} />
          </Group>
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Group gap="sm" mb="md" align="flex-end">
          <TextInput
            aria-label={t('common.search')}
            placeholder={tAdmin('admin.verifications.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            {...list.textInput('search')}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Select
            aria-label={tAdmin('admin.verifications.statusFilter')}
            data={statusOptions()}
            allowDeselect={false}
            {...list.select('status')}
            w={{ base: '100%', xs: 180 }}
          />
        </Group>
        <DataTable
          label={tAdmin('admin.verifications.title')}
          query={query}
          paging={list}
          rowKey={(item) => item.verificationId}
          columns={columns}
          rowActions={rowActions}
          emptyText={tAdmin('admin.verifications.empty')}
          errorText={(error) => adminErrorMessage(error, 'admin.verifications.loadFailed')}
          minWidth={760}
        />
      </Paper>

      <VerificationModal opened={viewOpened} onClose={() => setViewOpened(false)} title={tAdmin('admin.verifications.detailsTitle')} verification={viewing} />
    </>
  );
}
