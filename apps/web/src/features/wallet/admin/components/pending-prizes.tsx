import { formatCents, t, type PrizePayout, tAdmin } from '@arena/shared';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DismissibleError } from '@/components/form-error';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { useMe } from '@/lib/me';
import { DateCell } from '../../components/date-cell';
import { useDecidePrizePayout } from '../api/decide-prize-payout';
import { usePrizePayouts } from '../api/get-prize-payouts';
import { adminWalletErrorText } from '../lib/error-text';

const userName = (p: PrizePayout) => p.user.fullName ?? p.user.email;

const columns: DataTableColumn<PrizePayout>[] = [
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
        {`+${formatCents(item.amountCents)}`}
      </Text>
    ),
  },
  {
    header: tAdmin('adminPrizes.competition'),
    cell: (item) => (
      <Stack gap={2}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.competitionName}
        </Text>
        <Text size="xs" c="dimmed">
          {tAdmin(item.competitionType === 'league' ? 'adminPrizes.league' : 'adminPrizes.tournament')} · {tAdmin('adminPrizes.champion')}: {item.teamName}
        </Text>
        <Text size="xs">{tAdmin('adminPrizes.championSetBy', { name: item.proposedBy?.name ?? '—' })}</Text>
      </Stack>
    ),
  },
];

/**
 * Four-eyes on prizes (decision 031): a league or tournament prize above the threshold of /admin/settings waits
 * here until an admin other than the one who set the champion (and other than the champion) approves it; any
 * admin may reject it. Shown beside the pending adjustments, above the wallet transactions list.
 */
export function PendingPrizes() {
  const me = useMe();
  const query = usePrizePayouts({ status: 'pending', pageSize: 50 });
  const decide = useDecidePrizePayout();
  const keys = useIdempotencyKeys();
  const [busy, setBusy] = useState<{ id: string; verdict: 'approve' | 'reject' } | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<{ payout: PrizePayout; open: boolean } | null>(null);

  const run = (item: PrizePayout, verdict: 'approve' | 'reject') => {
    setBanner(null);
    setBusy({ id: item.id, verdict });
    decide.mutate(
      { id: item.id, verdict, idempotencyKey: keys.keyFor({ [verdict]: item.id }) },
      {
        onSuccess: (response) => {
          keys.reset();
          notifications.show({ color: 'teal', message: response.message });
        },
        onError: (caught) => setBanner(adminWalletErrorText(caught, verdict === 'approve' ? 'adminPrizes.approveFailed' : 'adminPrizes.rejectFailed')),
        onSettled: () => {
          setBusy(null);
          setRejecting((current) => (current ? { ...current, open: false } : current));
        },
      },
    );
  };

  const rowActions = (item: PrizePayout, layout: 'table' | 'card') => {
    const myId = me.data?.id;
    // The server refuses these too; the screen says why instead of offering a button that fails.
    const blocked = item.proposedBy?.id === myId || item.user.id === myId;
    const rowBusy = busy?.id === item.id ? busy.verdict : null;
    const size = layout === 'card' ? 'sm' : 'xs';
    const buttons = (
      <>
        {blocked ? (
          <Text size="xs" c="dimmed" maw={170}>
            {item.user.id === myId ? tAdmin('adminPrizes.ownPrize') : tAdmin('adminPrizes.ownProposal')}
          </Text>
        ) : (
          <Button
            size={size}
            color="green"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={rowBusy === 'approve'}
            disabled={rowBusy !== null}
            onClick={() => run(item, 'approve')}
            aria-label={`${tAdmin('adminWallet.approve')}: ${userName(item)} ${formatCents(item.amountCents)}`}
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
          onClick={() => setRejecting({ payout: item, open: true })}
          aria-label={`${tAdmin('adminWallet.reject')}: ${userName(item)} ${formatCents(item.amountCents)}`}
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

  const rejected = rejecting?.payout;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mb="lg" component="section" aria-labelledby="pending-prizes-title">
      <Title order={2} fz="lg" id="pending-prizes-title">
        {tAdmin('adminPrizes.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {tAdmin('adminPrizes.hint')}
      </Text>
      <DismissibleError mb="md" onClose={() => setBanner(null)}>
        {banner}
      </DismissibleError>
      <DataTable
        label={tAdmin('adminPrizes.title')}
        query={query}
        rowKey={(item) => item.id}
        columns={columns}
        rowActions={rowActions}
        emptyText={tAdmin('adminPrizes.empty')}
        errorText={(error) => adminWalletErrorText(error, 'adminPrizes.loadFailed')}
        minWidth={760}
        skeletonRows={2}
      />
      <Modal
        opened={rejecting?.open ?? false}
        onClose={() => setRejecting((current) => (current ? { ...current, open: false } : current))}
        title={tAdmin('adminPrizes.rejectTitle')}
        centered
      >
        <Stack>
          {rejected && <Text>{tAdmin('adminPrizes.rejectConfirm', { amount: formatCents(rejected.amountCents), name: userName(rejected) })}</Text>}
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
