import { formatCents, t, walletStatusFilters, walletTypeFilters, type AdminWalletTransaction, tAdmin } from '@arena/shared';
import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconCoin, IconSearch, IconUsers, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DismissibleError } from '@/components/form-error';
import { RefreshButton } from '@/components/refresh-button';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ApiError } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { useMe } from '@/lib/me';
import { useListParams } from '@/lib/use-list-params';
import { DateCell } from '../../components/date-cell';
import { TransactionStatusBadge, TransactionTypeLabel } from '../../components/transaction-badges';
import { statusFilterOptions, typeFilterOptions } from '../../lib/filters';
import { formatPhone } from '../../lib/phone';
import { useApproveTransaction } from '../api/approve-transaction';
import { useAdminTransactions } from '../api/get-admin-transactions';
import { useRejectTransaction } from '../api/reject-transaction';
import { RejectTransactionModal } from '../components/reject-transaction-modal';
import { PendingAdjustments } from '../components/pending-adjustments';
import { PendingPrizes } from '../components/pending-prizes';
import { UpdateWalletBalanceModal } from '../components/update-wallet-balance-modal';
import { adminWalletErrorText } from '../lib/error-text';

const PAGE_SIZE = 20;

const columns: DataTableColumn<AdminWalletTransaction>[] = [
  {
    get header() {
      return t('wallet.date');
    },
    cell: (item) => <DateCell iso={item.createdAt} />,
  },
  {
    get header() {
      return tAdmin('adminWallet.user');
    },
    card: 'title',
    cell: (item) => (
      <>
        <Text size="sm" fw={600}>
          {item.user.fullName ?? '—'}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} miw={130}>
          {item.user.email}
        </Text>
      </>
    ),
  },
  {
    get header() {
      return t('wallet.typeLabel');
    },
    cell: (item) => <TransactionTypeLabel type={item.type} compact />,
  },
  {
    get header() {
      return t('wallet.amount');
    },
    align: 'right',
    card: 'aside',
    cell: (item) => (
      <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatCents(item.amountCents)}
      </Text>
    ),
  },
  {
    get header() {
      return t('wallet.methodColumn');
    },
    cell: (item) => <Text size="sm">{t(`wallet.method.${item.method}`)}</Text>,
  },
  {
    get header() {
      return t('wallet.details');
    },
    cell: (item) => <Details item={item} />,
  },
  {
    get header() {
      return t('wallet.statusLabel');
    },
    card: 'aside',
    cell: (item) => <TransactionStatusBadge status={item.status} />,
  },
];

/**
 * /admin/wallet-transactions (admin spec §2): every deposit and withdrawal request with its user; search over
 * email, full name, transaction ID and phone; status and type filters; Approve and Reject on pending rows
 * (reject asks for confirmation and an optional reason). A request another admin processed first answers
 * 409: its message is shown and the list refreshed. 'Update Wallet Balance' adjusts any player's wallet.
 * Four-eyes: above the threshold of /admin/settings a request shows its first approval and needs another
 * admin; an admin's own request has no Approve button; adjustments waiting for a second admin are listed first.
 */
export function AdminWalletTransactionsPage() {
  const list = useListParams({ filters: { search: 'text', status: walletStatusFilters, type: walletTypeFilters }, pageSize: PAGE_SIZE });
  const query = useAdminTransactions(list.query);
  const approve = useApproveTransaction();
  const reject = useRejectTransaction();
  const keys = useIdempotencyKeys();
  const me = useMe();

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
        onError: (caught) => setBanner(adminWalletErrorText(caught, 'adminWallet.approveFailed')),
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
          const message = adminWalletErrorText(caught, 'adminWallet.rejectFailed');
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

  const rowActions = (item: AdminWalletTransaction, layout: 'table' | 'card') => {
    if (item.status !== 'pending') return null;
    const rowBusy = busy?.id === item.id ? busy.kind : null;
    // Four-eyes: the server refuses an admin's own request and a second approval by the first approver;
    // the row says so instead of offering a button that fails.
    const own = item.user.id === me.data?.id;
    const approvedFirstByMe = item.firstApproval !== null && item.firstApproval.adminId === me.data?.id;
    const buttons = (
      <>
        {own || approvedFirstByMe ? (
          <Text size="xs" c="dimmed" maw={170}>
            {own ? tAdmin('adminWallet.ownRequest') : tAdmin('adminWallet.waitingForOtherAdmin')}
          </Text>
        ) : (
          <Button
            size={layout === 'card' ? 'sm' : 'xs'}
            color="green"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={rowBusy === 'approve'}
            disabled={rowBusy !== null}
            onClick={() => onApprove(item)}
          >
            {item.firstApproval ? tAdmin('adminWallet.approveSecond') : tAdmin('adminWallet.approve')}
          </Button>
        )}
        <Button
          size={layout === 'card' ? 'sm' : 'xs'}
          color="red"
          variant="light"
          leftSection={<IconX size={14} aria-hidden />}
          loading={rowBusy === 'reject'}
          disabled={rowBusy !== null}
          onClick={() => openReject(item)}
        >
          {tAdmin('adminWallet.reject')}
        </Button>
      </>
    );
    return layout === 'table' ? (
      <Stack gap={6} align="stretch">
        {buttons}
      </Stack>
    ) : (
      buttons
    );
  };

  return (
    <>
      <PageHeader
        title={t('nav.admin.walletTransactions')}
        description={tAdmin('adminWallet.subtitle')}
        actions={
          <Group gap="sm">
            <RefreshButton queries={[query]} />
            <ExportCsvButton table="walletTransactions" filter={list.values} />
            <Button leftSection={<IconCoin size={16} aria-hidden />} onClick={() => setUpdateOpened(true)}>
              {tAdmin('admin.users.walletTitle')}
            </Button>
          </Group>
        }
      />
      <PendingAdjustments />
      <PendingPrizes />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Group gap="sm" mb="md" align="flex-end">
          <TextInput
            aria-label={t('common.search')}
            placeholder={tAdmin('adminWallet.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            {...list.textInput('search')}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Group gap="sm" wrap="nowrap" style={{ flexGrow: 1, maxWidth: 340 }}>
            <Select aria-label={t('wallet.filterStatus')} data={statusFilterOptions()} allowDeselect={false} {...list.select('status')} style={{ flex: 1 }} />
            <Select aria-label={t('wallet.filterType')} data={typeFilterOptions()} allowDeselect={false} {...list.select('type')} style={{ flex: 1 }} />
          </Group>
        </Group>

        <DismissibleError mb="md" onClose={() => setBanner(null)}>
          {banner}
        </DismissibleError>
        <DataTable
          label={t('nav.admin.walletTransactions')}
          query={query}
          paging={list}
          rowKey={(item) => item.id}
          columns={columns}
          rowActions={rowActions}
          emptyText={tAdmin('adminWallet.empty')}
          errorText={(error) => adminWalletErrorText(error, 'adminWallet.loadFailed')}
          minWidth={940}
          horizontalSpacing={8}
        />
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
        <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />} title={tAdmin('adminWallet.duplicateRef')}>
          {tAdmin('adminWallet.duplicateBadge')}
        </Badge>
      )}
      {item.duplicateRef && (
        <Text size="xs" c="orange" maw={190}>
          {tAdmin('adminWallet.duplicateRef')}
        </Text>
      )}
      {item.status === 'pending' && item.firstApproval && (
        <Badge color="blue" variant="light" leftSection={<IconUsers size={12} aria-hidden />} style={{ whiteSpace: 'normal', height: 'auto' }} maw={220}>
          {tAdmin('adminWallet.firstApprovalBy', { name: item.firstApproval.name ?? '—' })}
        </Badge>
      )}
      {item.status === 'rejected' && item.notes && (
        <Text size="xs" c="dimmed" maw={190}>
          {t('wallet.rejectionReason', { reason: item.notes })}
        </Text>
      )}
    </Stack>
  );
}
