import { formatCents, t, type WalletTransaction } from '@arena/shared';
import { Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { TableMessageRow, TableSkeletonRows } from '@/components/table-states';
import { formatDateTime } from '@/lib/format';
import { useIsMobile } from '@/lib/media';
import { formatPhone } from '../lib/phone';
import { CancelTransactionModal } from './cancel-transaction-modal';
import { DateCell } from './date-cell';
import { TransactionStatusBadge, TransactionTypeLabel } from './transaction-badges';

const COLUMNS = 7;

interface TransactionListProps {
  items: WalletTransaction[] | undefined;
  /** Shown when `items` is empty. */
  emptyText: string;
}

/**
 * The user's deposit and withdrawal requests: a table from 768 px, cards below. A rejected row shows the
 * reason; a pending row has a Cancel action (confirm dialog).
 */
export function TransactionList({ items, emptyText }: TransactionListProps) {
  const isMobile = useIsMobile();
  // The row stays set while the dialog fades out; `open` says whether it is showing.
  const [cancelling, setCancelling] = useState<{ transaction: WalletTransaction; open: boolean } | null>(null);
  const onCancel = (transaction: WalletTransaction) => setCancelling({ transaction, open: true });

  const modal = (
    <CancelTransactionModal
      transaction={cancelling?.transaction ?? null}
      opened={cancelling?.open ?? false}
      onClose={() => setCancelling((current) => (current ? { ...current, open: false } : current))}
    />
  );

  if (isMobile) {
    return (
      <>
        <Stack gap="sm">
          {items === undefined ? (
            Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={96} radius="md" />)
          ) : items.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {emptyText}
            </Text>
          ) : (
            items.map((item) => <TransactionCard key={item.id} item={item} onCancel={onCancel} />)
          )}
        </Stack>
        {modal}
      </>
    );
  }

  return (
    <>
      <Table.ScrollContainer minWidth={760} type="native">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('wallet.date')}</Table.Th>
              <Table.Th>{t('wallet.typeLabel')}</Table.Th>
              <Table.Th ta="right">{t('wallet.amount')}</Table.Th>
              <Table.Th>{t('wallet.methodColumn')}</Table.Th>
              <Table.Th>{t('wallet.details')}</Table.Th>
              <Table.Th>{t('wallet.statusLabel')}</Table.Th>
              <Table.Th ta="right">{t('admin.common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items === undefined ? (
              <TableSkeletonRows columns={COLUMNS} rows={3} />
            ) : items.length === 0 ? (
              <TableMessageRow columns={COLUMNS}>{emptyText}</TableMessageRow>
            ) : (
              items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <DateCell iso={item.createdAt} />
                  </Table.Td>
                  <Table.Td>
                    <TransactionTypeLabel type={item.type} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <SignedAmount item={item} />
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
                  <Table.Td ta="right">
                    {item.status === 'pending' && <CancelButton item={item} onCancel={onCancel} />}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {modal}
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
    <Paper withBorder radius="md" p="sm" component="article">
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
    </Paper>
  );
}
