import { formatCents, t, type WalletTransaction } from '@arena/shared';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DataTable, type DataTableColumn, type DataTablePaging, type DataTableQuery } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import { formatPhone } from '../lib/phone';
import { DateCell } from './date-cell';
import { TransactionStatusBadge, TransactionTypeLabel } from './transaction-badges';

// Loads when a player first cancels a request: Mantine's Modal is a fifth of the wallet page otherwise.
const CancelTransactionModal = lazy(() => import('./cancel-transaction-modal').then((m) => ({ default: m.CancelTransactionModal })));

interface TransactionListProps {
  query: DataTableQuery<WalletTransaction>;
  /** Paging of the full history; the recent list on /wallet has none. */
  paging?: DataTablePaging;
  /** Shown when there is no request (to show). */
  emptyText: string;
  errorText: (error: unknown) => string;
}

const columns: DataTableColumn<WalletTransaction>[] = [
  {
    get header() {
      return t('wallet.date');
    },
    cell: (item) => <DateCell iso={item.createdAt} />,
  },
  {
    get header() {
      return t('wallet.typeLabel');
    },
    cell: (item) => <TransactionTypeLabel type={item.type} />,
  },
  {
    get header() {
      return t('wallet.amount');
    },
    align: 'right',
    cell: (item) => <SignedAmount item={item} />,
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
    cell: (item) => <TransactionStatusBadge status={item.status} />,
  },
];

/**
 * The user's deposit and withdrawal requests on the list kit: a table from 768 px, cards below. A rejected row
 * shows the reason; a pending row has a Cancel action (confirm dialog).
 */
export function TransactionList({ query, paging, emptyText, errorText }: TransactionListProps) {
  // The row stays set while the dialog fades out; `open` says whether it is showing.
  const [cancelling, setCancelling] = useState<{ transaction: WalletTransaction; open: boolean } | null>(null);
  const onCancel = (transaction: WalletTransaction) => setCancelling({ transaction, open: true });

  return (
    <>
      <DataTable
        label={t('wallet.history')}
        query={query}
        paging={paging}
        rowKey={(item) => item.id}
        columns={columns}
        rowActions={(item) => (item.status === 'pending' ? <CancelButton item={item} onCancel={onCancel} /> : null)}
        renderCard={(item) => <TransactionCard item={item} onCancel={onCancel} />}
        emptyText={emptyText}
        errorText={errorText}
        minWidth={760}
        skeletonRows={3}
      />
      {cancelling && (
        <Suspense fallback={null}>
          <CancelTransactionModal
            transaction={cancelling.transaction}
            opened={cancelling.open}
            onClose={() => setCancelling((current) => (current ? { ...current, open: false } : current))}
          />
        </Suspense>
      )}
    </>
  );
}

function SignedAmount({ item }: { item: WalletTransaction }) {
  const deposit = item.type === 'deposit';
  return (
    <Text size="sm" fw={700} c={deposit ? 'teal' : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {`${deposit ? '+' : '−'}${formatCents(item.amountCents)}`}
    </Text>
  );
}

/** Deposit reference or payout number; the rejection reason on a rejected request. */
function Details({ item, withMethod }: { item: WalletTransaction; withMethod?: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="sm">
        {withMethod && `${t(`wallet.method.${item.method}`)} · `}
        {item.type === 'deposit'
          ? t('wallet.reference', { ref: item.transactionRef ?? '—' })
          : t('wallet.payoutTo', { phone: item.phoneNumber ? formatPhone(item.phoneNumber) : '—' })}
      </Text>
      {item.status === 'rejected' && (
        <Text size="sm" c="red">
          {t('wallet.rejectionReason', { reason: item.notes || t('notify.walletRejected.noReason') })}
        </Text>
      )}
    </Stack>
  );
}

function CancelButton({ item, onCancel, fullWidth }: { item: WalletTransaction; onCancel: (item: WalletTransaction) => void; fullWidth?: boolean }) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconX size={14} aria-hidden />}
      onClick={() => onCancel(item)}
      fullWidth={fullWidth}
      aria-label={t('wallet.cancelRequestFor', { type: t(`notify.walletType.${item.type}`), amount: formatCents(item.amountCents) })}
    >
      {t('wallet.cancelRequest')}
    </Button>
  );
}

function TransactionCard({ item, onCancel }: { item: WalletTransaction; onCancel: (item: WalletTransaction) => void }) {
  return (
    <Card withBorder radius="md" padding="sm" component="article">
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap">
          <TransactionTypeLabel type={item.type} />
          <SignedAmount item={item} />
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed">
            {formatDateTime(item.createdAt)}
          </Text>
          <TransactionStatusBadge status={item.status} />
        </Group>
        <Details item={item} withMethod />
        {item.status === 'pending' && <CancelButton item={item} onCancel={onCancel} fullWidth />}
      </Stack>
    </Card>
  );
}
