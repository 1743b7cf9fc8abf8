import { formatCents, t, type WalletAdjustmentProposal, tAdmin } from '@arena/shared';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DismissibleError } from '@/components/form-error';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { useMe } from '@/lib/me';
import { DateCell } from '../../components/date-cell';
import { useDecideProposal } from '../api/decide-proposal';
import { useProposals } from '../api/get-proposals';
import { adminWalletErrorText } from '../lib/error-text';

const userName = (p: WalletAdjustmentProposal) => p.user.fullName ?? p.user.email;

const columns: DataTableColumn<WalletAdjustmentProposal>[] = [
  { header: t('wallet.date'), cell: (item) => <DateCell iso={item.createdAt} /> },
  {
    header: tAdmin('adminWallet.user'),
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
    header: t('wallet.amount'),
    align: 'right',
    card: 'aside',
    cell: (item) => (
      <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {item.amountCents < 0 ? `−${formatCents(-item.amountCents)}` : `+${formatCents(item.amountCents)}`}
      </Text>
    ),
  },
  {
    header: t('wallet.details'),
    cell: (item) => (
      <Stack gap={2}>
        <Text size="sm">{tAdmin('adminWallet.proposedBy', { name: item.proposedBy?.name ?? '—' })}</Text>
        {item.note && (
          <Text size="xs" c="dimmed" maw={260} style={{ overflowWrap: 'anywhere' }}>
            {item.note}
          </Text>
        )}
      </Stack>
    ),
  },
];

/**
 * Four-eyes (issue 12): wallet adjustments above the threshold of /admin/settings wait here until an admin
 * other than their proposer (and other than the wallet's owner) approves them; any admin may reject one.
 * Shown above the wallet transactions list.
 */
export function PendingAdjustments() {
  const me = useMe();
  const query = useProposals({ status: 'pending', pageSize: 50 });
  const decide = useDecideProposal();
  const keys = useIdempotencyKeys();
  const [busy, setBusy] = useState<{ id: string; verdict: 'approve' | 'reject' } | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<{ proposal: WalletAdjustmentProposal; open: boolean } | null>(null);

  const run = (item: WalletAdjustmentProposal, verdict: 'approve' | 'reject') => {
    setBanner(null);
    setBusy({ id: item.id, verdict });
    decide.mutate(
      { id: item.id, verdict, idempotencyKey: keys.keyFor({ [verdict]: item.id }) },
      {
        onSuccess: (response) => {
          keys.reset();
          notifications.show({ color: 'teal', message: response.message });
        },
        onError: (caught) =>
          setBanner(adminWalletErrorText(caught, verdict === 'approve' ? 'adminWallet.proposalApproveFailed' : 'adminWallet.proposalRejectFailed')),
        onSettled: () => {
          setBusy(null);
          setRejecting((current) => (current ? { ...current, open: false } : current));
        },
      },
    );
  };

  const rowActions = (item: WalletAdjustmentProposal, layout: 'table' | 'card') => {
    const myId = me.data?.id;
    // The server refuses these too; the screen says why instead of offering a button that fails.
    const blocked = item.proposedBy?.id === myId || item.user.id === myId;
    const rowBusy = busy?.id === item.id ? busy.verdict : null;
    const size = layout === 'card' ? 'sm' : 'xs';
    const buttons = (
      <>
        {blocked ? (
          <Text size="xs" c="dimmed" maw={170}>
            {item.user.id === myId ? tAdmin('adminWallet.selfAdjust') : tAdmin('adminWallet.waitingForOtherAdmin')}
          </Text>
        ) : (
          <Button
            size={size}
            color="green"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={rowBusy === 'approve'}
            disabled={rowBusy !== null}
            onClick={() => run(item, 'approve')}
            aria-label={`${tAdmin('adminWallet.approve')}: ${userName(item)} ${formatCents(Math.abs(item.amountCents))}`}
          >
            {tAdmin('adminWallet.approve')}
          </Button>
        )}
        <Button
          size={size}
          color="red"
          variant="light"
          leftSection={<IconX size={14} aria-hidden />}
          loading={rowBusy === 'reject'}
          disabled={rowBusy !== null}
          onClick={() => setRejecting({ proposal: item, open: true })}
          aria-label={`${tAdmin('adminWallet.reject')}: ${userName(item)} ${formatCents(Math.abs(item.amountCents))}`}
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

  const rejected = rejecting?.proposal;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mb="lg" component="section" aria-labelledby="pending-adjustments-title">
      <Title order={2} fz="lg" id="pending-adjustments-title">
        {tAdmin('adminWallet.proposalsTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {tAdmin('adminWallet.proposalsHint')}
      </Text>
      <DismissibleError mb="md" onClose={() => setBanner(null)}>
        {banner}
      </DismissibleError>
      <DataTable
        label={tAdmin('adminWallet.proposalsTitle')}
        query={query}
        rowKey={(item) => item.id}
        columns={columns}
        rowActions={rowActions}
        emptyText={tAdmin('adminWallet.proposalsEmpty')}
        errorText={(error) => adminWalletErrorText(error, 'adminWallet.proposalsLoadFailed')}
        minWidth={760}
        skeletonRows={2}
      />
      <Modal
        opened={rejecting?.open ?? false}
        onClose={() => setRejecting((current) => (current ? { ...current, open: false } : current))}
        title={tAdmin('adminWallet.proposalRejectTitle')}
        centered
      >
        <Stack>
          {rejected && <Text>{tAdmin('adminWallet.proposalRejectConfirm', { amount: formatCents(rejected.amountCents), name: userName(rejected) })}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting((current) => (current ? { ...current, open: false } : current))} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={busy?.verdict === 'reject'} onClick={() => rejected && run(rejected, 'reject')}>
              {tAdmin('adminWallet.reject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
