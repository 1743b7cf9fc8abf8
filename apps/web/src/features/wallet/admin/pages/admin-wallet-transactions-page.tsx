import { formatCents, t, walletStatusFilters, walletTypeFilters, type AdminWalletTransaction } from '@arena/shared';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle, IconCheck, IconCoin, IconRefresh, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { PaginationBar } from '@/components/pagination-bar';
import { TableMessageRow, TableSkeletonRows } from '@/components/table-states';
import { ApiError } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { DateCell } from '../../components/date-cell';
import { TransactionStatusBadge, TransactionTypeLabel } from '../../components/transaction-badges';
import { statusFilterOptions, typeFilterOptions, type StatusFilter, type TypeFilter } from '../../lib/filters';
import { formatPhone } from '../../lib/phone';
import { useApproveTransaction } from '../api/approve-transaction';
import { useAdminTransactions } from '../api/get-admin-transactions';
import { useRejectTransaction } from '../api/reject-transaction';
import { RejectTransactionModal } from '../components/reject-transaction-modal';
import { UpdateWalletBalanceModal } from '../components/update-wallet-balance-modal';
import { walletErrorText } from '../../lib/error-text';

const PAGE_SIZE = 20;
const COLUMNS = 8;

/**
 * /admin/wallet-transactions (admin spec §2): every deposit and withdrawal request with its user; search over
 * email, full name, transaction ID and phone; status and type filters; Approve and Reject on pending rows
 * (reject asks for confirmation and an optional reason). A request another admin processed first answers
 * 409: its message is shown and the list refreshed. 'Update Wallet Balance' adjusts any player's wallet.
 */
export function AdminWalletTransactionsPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<TypeFilter>('all');
  const [page, setPage] = useState(1);
  const query = useAdminTransactions({ search: debouncedSearch, status, type, page, pageSize: PAGE_SIZE });
  const approve = useApproveTransaction();
  const reject = useRejectTransaction();
  const keys = useIdempotencyKeys();

  const [banner, setBanner] = useState<string | null>(null);
  // Which row's button is busy (the mutations are shared by every row).
  const [busy, setBusy] = useState<{ id: string; kind: 'approve' | 'reject' } | null>(null);
  // The row stays set while the dialog fades out; `open` says whether it is showing.
  const [rejecting, setRejecting] = useState<{ transaction: AdminWalletTransaction; open: boolean } | null>(null);
  const [reason, setReason] = useState('');
  const [rejectError, setRejectError] = useState<string | null>(null);
  const [updateOpened, setUpdateOpened] = useState(false);

  const onApprove = (item: AdminWalletTransaction) => {
    setBanner(null);
    setBusy({ id: item.id, kind: 'approve' });
    approve.mutate(
      { id: item.id, idempotencyKey: keys.keyFor({ approve: item.id }) },
      {
        onSuccess: (response) => {
          keys.reset();
          notifications.show({ color: 'teal', message: response.message });
        },
        onError: (caught) => setBanner(walletErrorText(caught, 'adminWallet.approveFailed')),
        onSettled: () => setBusy(null),
      },
    );
  };

  const openReject = (item: AdminWalletTransaction) => {
    setBanner(null);
    setRejectError(null);
    setReason('');
    setRejecting({ transaction: item, open: true });
  };
  const closeReject = () => {
    setRejecting((current) => (current ? { ...current, open: false } : current));
    setReason('');
    setRejectError(null);
  };
  const confirmReject = () => {
    const item = rejecting?.transaction;
    if (!item || reject.isPending) return;
    const trimmed = reason.trim();
    const body = trimmed ? { reason: trimmed } : {};
    setRejectError(null);
    setBusy({ id: item.id, kind: 'reject' });
    reject.mutate(
      { id: item.id, body, idempotencyKey: keys.keyFor({ reject: item.id, ...body }) },
      {
        onSuccess: (response) => {
          keys.reset();
          notifications.show({ color: 'teal', message: response.message });
          closeReject();
        },
        onError: (caught) => {
          const message = walletErrorText(caught, 'adminWallet.rejectFailed');
          // A network error may be retried from the dialog (same key); any answer from the server is final.
          if (caught instanceof ApiError && caught.status === 0) {
            setRejectError(message);
          } else {
            closeReject();
            setBanner(message);
          }
        },
        onSettled: () => setBusy(null),
      },
    );
  };

  const items = query.data?.items ?? [];
  // After a filter change the current page may no longer exist: show the last one.
  const lastPage = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : page;
  if (page > lastPage) setPage(lastPage);

  return (
    <>
      <PageHeader
        title={t('nav.admin.walletTransactions')}
        description={t('adminWallet.subtitle')}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={query.isFetching && !query.isPending}
              onClick={() => void query.refetch()}
            >
              {t('common.refresh')}
            </Button>
            <Button leftSection={<IconCoin size={16} aria-hidden />} onClick={() => setUpdateOpened(true)}>
              {t('admin.users.walletTitle')}
            </Button>
          </Group>
        }
      />
      <Paper withBorder radius="lg" p="md">
        <Group gap="sm" mb="md" align="flex-end">
          <TextInput
            aria-label={t('common.search')}
            placeholder={t('adminWallet.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Group gap="sm" wrap="nowrap">
          <Select
            aria-label={t('wallet.filterStatus')}
            data={statusFilterOptions}
            value={status}
            onChange={(value) => {
              setStatus(walletStatusFilters.find((s) => s === value) ?? 'all');
              setPage(1);
            }}
            allowDeselect={false}
            w={170}
          />
          <Select
            aria-label={t('wallet.filterType')}
            data={typeFilterOptions}
            value={type}
            onChange={(value) => {
              setType(walletTypeFilters.find((s) => s === value) ?? 'all');
              setPage(1);
            }}
            allowDeselect={false}
            w={150}
          />
          </Group>
        </Group>

        {banner && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md" withCloseButton closeButtonLabel={t('common.close')} onClose={() => setBanner(null)}>
            {banner}
          </Alert>
        )}
        {query.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" mb="md">
            {walletErrorText(query.error, 'adminWallet.loadFailed')}
          </Alert>
        )}

        <Table.ScrollContainer minWidth={940} type="native">
          <Table verticalSpacing="sm" horizontalSpacing={8} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('wallet.date')}</Table.Th>
                <Table.Th>{t('adminWallet.user')}</Table.Th>
                <Table.Th>{t('wallet.typeLabel')}</Table.Th>
                <Table.Th ta="right">{t('wallet.amount')}</Table.Th>
                <Table.Th>{t('wallet.methodColumn')}</Table.Th>
                <Table.Th>{t('wallet.details')}</Table.Th>
                <Table.Th>{t('wallet.statusLabel')}</Table.Th>
                <Table.Th ta="right">{t('admin.common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.isPending ? (
                <TableSkeletonRows columns={COLUMNS} />
              ) : items.length === 0 && !query.isError ? (
                <TableMessageRow columns={COLUMNS}>{t('adminWallet.empty')}</TableMessageRow>
              ) : (
                items.map((item) => {
                  const rowBusy = busy?.id === item.id ? busy.kind : null;
                  return (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <DateCell iso={item.createdAt} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {item.user.fullName ?? '—'}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} miw={130}>
                          {item.user.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <TransactionTypeLabel type={item.type} compact />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                          {formatCents(item.amountCents)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{t(`wallet.method.${item.method}`)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Details item={item} />
                      </Table.Td>
                      <Table.Td>
                        <TransactionStatusBadge status={item.status} />
                      </Table.Td>
                      <Table.Td>
                        {item.status === 'pending' && (
                          <Stack gap={6} align="stretch">
                            <Button
                              size="xs"
                              color="green"
                              leftSection={<IconCheck size={14} aria-hidden />}
                              loading={rowBusy === 'approve'}
                              disabled={rowBusy !== null}
                              onClick={() => onApprove(item)}
                            >
                              {t('adminWallet.approve')}
                            </Button>
                            <Button
                              size="xs"
                              color="red"
                              variant="light"
                              leftSection={<IconX size={14} aria-hidden />}
                              loading={rowBusy === 'reject'}
                              disabled={rowBusy !== null}
                              onClick={() => openReject(item)}
                            >
                              {t('adminWallet.reject')}
                            </Button>
                          </Stack>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {query.data && <PaginationBar page={page} pageSize={PAGE_SIZE} total={query.data.total} onChange={setPage} />}
      </Paper>

      <RejectTransactionModal
        transaction={rejecting?.transaction ?? null}
        opened={rejecting?.open ?? false}
        reason={reason}
        onReasonChange={setReason}
        onCancel={closeReject}
        onConfirm={confirmReject}
        loading={reject.isPending}
        error={rejectError}
      />
      <UpdateWalletBalanceModal userId={null} userName={null} opened={updateOpened} onClose={() => setUpdateOpened(false)} />
    </>
  );
}

/** Deposit reference (with a warning when another deposit uses it) or payout number; the rejection reason. */
function Details({ item }: { item: AdminWalletTransaction }) {
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {item.type === 'deposit'
          ? t('wallet.reference', { ref: item.transactionRef ?? '—' })
          : t('wallet.payoutTo', { phone: item.phoneNumber ? formatPhone(item.phoneNumber) : '—' })}
      </Text>
      {item.duplicateRef && (
        <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />} title={t('adminWallet.duplicateRef')}>
          {t('adminWallet.duplicateBadge')}
        </Badge>
      )}
      {item.duplicateRef && (
        <Text size="xs" c="orange" maw={190}>
          {t('adminWallet.duplicateRef')}
        </Text>
      )}
      {item.status === 'rejected' && item.notes && (
        <Text size="xs" c="dimmed" maw={190}>
          {t('wallet.rejectionReason', { reason: item.notes })}
        </Text>
      )}
    </Stack>
  );
}
