import { t, type AdminVerification } from '@arena/shared';
import { ActionIcon, Alert, Button, Code, Group, Paper, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconEye, IconRefresh, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { AccountStatusBadge } from '@/components/account-status-badge';
import { PageHeader } from '@/components/page-header';
import { PaginationBar } from '@/components/pagination-bar';
import { TableMessageRow, TableScroll, TableSkeletonRows } from '@/components/table-states';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useApproveVerification } from '../api/approve-verification';
import { useVerifications, type VerificationStatusFilter } from '../api/get-verifications';
import { useRejectVerification } from '../api/reject-verification';
import { VerificationModal } from '../components/verification-modal';

const PAGE_SIZE = 20;
const COLUMNS = 5;

const statusOptions: { value: VerificationStatusFilter; label: string }[] = [
  { value: 'all', label: t('admin.verifications.filterAll') },
  { value: 'pending', label: t('accountStatus.pending') },
  { value: 'verified', label: t('accountStatus.verified') },
  { value: 'not_verified', label: t('accountStatus.not_verified') },
];

/** /admin/verifications (User Verification Management): search, status filter, approve or reject, details with the photo. */
export function AdminVerificationsPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<VerificationStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<AdminVerification | null>(null);
  const [viewOpened, setViewOpened] = useState(false);
  const query = useVerifications({ search: debouncedSearch, status, page, pageSize: PAGE_SIZE });
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
          message: errorMessage(caught, kind === 'approve' ? 'admin.verifications.approveFailed' : 'admin.verifications.rejectFailed'),
        }),
      onSettled: () => setBusy(null),
    });
  };

  const items = query.data?.items ?? [];
  // After a delete or a filter change the current page may no longer exist: show the last one.
  const lastPage = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : page;
  if (page > lastPage) setPage(lastPage);

  return (
    <>
      <PageHeader
        title={t('admin.verifications.title')}
        description={t('admin.verifications.subtitle')}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={query.isFetching && !query.isPending}
            onClick={() => void query.refetch()}
          >
            {t('common.refresh')}
          </Button>
        }
      />
      <Paper withBorder radius="lg" p="md">
        <Group gap="sm" mb="md" align="flex-end">
          <TextInput
            aria-label={t('common.search')}
            placeholder={t('admin.verifications.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Select
            aria-label={t('admin.verifications.statusFilter')}
            data={statusOptions}
            value={status}
            onChange={(value) => {
              setStatus((value as VerificationStatusFilter | null) ?? 'all');
              setPage(1);
            }}
            allowDeselect={false}
            w={180}
          />
        </Group>

        {query.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md">
            {errorMessage(query.error, 'admin.verifications.loadFailed')}
          </Alert>
        )}

        <TableScroll minWidth={760} label={t('admin.verifications.title')}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.verifications.id')}</Table.Th>
                <Table.Th>{t('admin.verifications.user')}</Table.Th>
                <Table.Th>{t('admin.verifications.status')}</Table.Th>
                <Table.Th>{t('admin.verifications.submitted')}</Table.Th>
                <Table.Th ta="right">{t('admin.common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending ? (
                <TableSkeletonRows columns={COLUMNS} />
              ) : items.length === 0 && !query.isError ? (
                <TableMessageRow columns={COLUMNS}>{t('admin.verifications.empty')}</TableMessageRow>
              ) : (
                items.map((item) => {
                  const pending = item.accountStatus === 'pending';
                  const rowBusy = busy?.userId === item.userId ? busy.kind : null;
                  return (
                    <Table.Tr key={item.verificationId}>
                      <Table.Td>
                        <Tooltip label={item.verificationId}>
                          <Code fz="xs">
                            {item.verificationId.slice(0, 8)}
                          </Code>
                        </Tooltip>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {item.userName ?? item.fullName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {item.email ?? t('admin.verifications.emailNotAvailable')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <AccountStatusBadge status={item.accountStatus} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDate(item.createdAt)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} justify="flex-end" wrap="nowrap">
                          {pending && (
                            <>
                              <Button
                                size="compact-sm"
                                color="green"
                                leftSection={<IconCheck size={14} aria-hidden />}
                                loading={rowBusy === 'approve'}
                                disabled={rowBusy === 'reject'}
                                onClick={() => decide(item, 'approve')}
                              >
                                {t('admin.verifications.approve')}
                              </Button>
                              <Button
                                size="compact-sm"
                                color="red"
                                variant="light"
                                leftSection={<IconX size={14} aria-hidden />}
                                loading={rowBusy === 'reject'}
                                disabled={rowBusy === 'approve'}
                                onClick={() => decide(item, 'reject')}
                              >
                                {t('admin.verifications.reject')}
                              </Button>
                            </>
                          )}
                          <Tooltip label={t('admin.verifications.view')}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={t('admin.verifications.viewFor', { name: item.userName ?? item.fullName })}
                              onClick={() => {
                                setViewing(item);
                                setViewOpened(true);
                              }}
                            >
                              <IconEye size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </TableScroll>
        {query.data && <PaginationBar page={page} pageSize={PAGE_SIZE} total={query.data.total} onChange={setPage} />}
      </Paper>

      <VerificationModal
        opened={viewOpened}
        onClose={() => setViewOpened(false)}
        title={t('admin.verifications.detailsTitle')}
        verification={viewing}
      />
    </>
  );
}
