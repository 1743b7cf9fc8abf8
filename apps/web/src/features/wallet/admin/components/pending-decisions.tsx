import { formatCents, t, tAdmin, type AdminMessageId } from '@arena/shared';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DismissibleError } from '@/components/form-error';
import { DataTable, type DataTableColumn, type DataTableQuery } from '@/components/data-table';
import { useIdempotencyKeys } from '@/lib/idempotency';
import { useMe } from '@/lib/me';
import { DateCell } from '../../components/date-cell';
import { adminWalletErrorText } from '../lib/error-text';

/** What waits for a second admin: money for a user, proposed by an admin. */
export interface PendingMoneyItem {
  id: string;
  amountCents: number;
  user: { id: string; fullName: string | null; email: string };
  proposedBy: { id: string; name: string } | null;
  createdAt: string;
}

type Verdict = 'approve' | 'reject';

export interface PendingDecisionTexts {
  title: AdminMessageId;
  hint: AdminMessageId;
  empty: AdminMessageId;
  loadFailed: AdminMessageId;
  approveFailed: AdminMessageId;
  rejectFailed: AdminMessageId;
  rejectTitle: AdminMessageId;
  /** Asked before a rejection, with `amount` and `name`. */
  rejectConfirm: AdminMessageId;
  /** Shown instead of Approve to the user whose money it is. */
  ownMoney: AdminMessageId;
  /** Shown instead of Approve to the admin who proposed it. */
  ownProposal: AdminMessageId;
}

interface PendingDecisionsProps<T extends PendingMoneyItem> {
  /** The section's heading id (for its accessible name). */
  id: string;
  texts: PendingDecisionTexts;
  query: DataTableQuery<T>;
  decide: {
    mutate: (
      input: { id: string; verdict: Verdict; idempotencyKey: string },
      callbacks: { onSuccess: (response: { message: string }) => void; onError: (error: unknown) => void; onSettled: () => void },
    ) => void;
  };
  /** The columns after date, user and amount: what the money is for. */
  detailColumns: DataTableColumn<T>[];
}

const userName = (item: PendingMoneyItem) => item.user.fullName ?? item.user.email;

const leadingColumns: DataTableColumn<PendingMoneyItem>[] = [
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
      return t('wallet.amount');
    },
    align: 'right',
    card: 'aside',
    cell: (item) => (
      <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {item.amountCents < 0 ? `−${formatCents(-item.amountCents)}` : `+${formatCents(item.amountCents)}`}
      </Text>
    ),
  },
];

/**
 * Four-eyes (decisions 015 and 031): money above the threshold of /admin/settings — a wallet adjustment, a prize —
 * waits in one of these lists until an admin other than its proposer (and other than the user it pays) approves it;
 * any admin may reject it. The server refuses the blocked approvals too; the screen says why instead of offering a
 * button that fails.
 */
export function PendingDecisions<T extends PendingMoneyItem>({ id, texts, query, decide, detailColumns }: PendingDecisionsProps<T>) {
  const me = useMe();
  const keys = useIdempotencyKeys();
  const [busy, setBusy] = useState<{ id: string; verdict: Verdict } | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<{ item: T; open: boolean } | null>(null);
  const closeReject = () => setRejecting((current) => (current ? { ...current, open: false } : current));

  const run = (item: T, verdict: Verdict) => {
    setBanner(null);
    setBusy({ id: item.id, verdict });
    decide.mutate(
      { id: item.id, verdict, idempotencyKey: keys.keyFor({ [verdict]: item.id }) },
      {
        onSuccess: (response) => {
          keys.reset();
          notifications.show({ color: 'teal', message: response.message });
        },
        onError: (caught) => setBanner(adminWalletErrorText(caught, verdict === 'approve' ? texts.approveFailed : texts.rejectFailed)),
        onSettled: () => {
          setBusy(null);
          closeReject();
        },
      },
    );
  };

  const rowActions = (item: T, layout: 'table' | 'card') => {
    const myId = me.data?.id;
    const blocked = item.proposedBy?.id === myId || item.user.id === myId;
    const rowBusy = busy?.id === item.id ? busy.verdict : null;
    const size = layout === 'card' ? 'sm' : 'xs';
    const amount = formatCents(Math.abs(item.amountCents));
    const buttons = (
      <>
        {blocked ? (
          <Text size="xs" c="dimmed" maw={170}>
            {tAdmin(item.user.id === myId ? texts.ownMoney : texts.ownProposal)}
          </Text>
        ) : (
          <Button
            size={size}
            color="green"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={rowBusy === 'approve'}
            disabled={rowBusy !== null}
            onClick={() => run(item, 'approve')}
            aria-label={`${tAdmin('adminWallet.approve')}: ${userName(item)} ${amount}`}
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
          onClick={() => setRejecting({ item, open: true })}
          aria-label={`${tAdmin('adminWallet.reject')}: ${userName(item)} ${amount}`}
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

  const rejected = rejecting?.item;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mb="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {tAdmin(texts.title)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {tAdmin(texts.hint)}
      </Text>
      <DismissibleError mb="md" onClose={() => setBanner(null)}>
        {banner}
      </DismissibleError>
      <DataTable
        label={tAdmin(texts.title)}
        query={query}
        rowKey={(item) => item.id}
        columns={[...leadingColumns, ...detailColumns]}
        rowActions={rowActions}
        emptyText={tAdmin(texts.empty)}
        errorText={(error) => adminWalletErrorText(error, texts.loadFailed)}
        minWidth={760}
        skeletonRows={2}
      />
      <Modal opened={rejecting?.open ?? false} onClose={closeReject} title={tAdmin(texts.rejectTitle)} centered>
        <Stack>
          {rejected && <Text>{tAdmin(texts.rejectConfirm, { amount: formatCents(rejected.amountCents), name: userName(rejected) })}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={closeReject} data-autofocus>
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
