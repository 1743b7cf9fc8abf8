import { t, type WalletAdjustmentProposal, tAdmin } from '@arena/shared';
import { Stack, Text } from '@mantine/core';
import type { DataTableColumn } from '@/components/data-table';
import { useDecideProposal } from '../api/decide-proposal';
import { useProposals } from '../api/get-proposals';
import { PendingDecisions, type PendingDecisionTexts } from './pending-decisions';

const detailColumns: DataTableColumn<WalletAdjustmentProposal>[] = [
  {
    get header() {
      return t('wallet.details');
    },
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

const texts: PendingDecisionTexts = {
  title: 'adminWallet.proposalsTitle',
  hint: 'adminWallet.proposalsHint',
  empty: 'adminWallet.proposalsEmpty',
  loadFailed: 'adminWallet.proposalsLoadFailed',
  approveFailed: 'adminWallet.proposalApproveFailed',
  rejectFailed: 'adminWallet.proposalRejectFailed',
  rejectTitle: 'adminWallet.proposalRejectTitle',
  rejectConfirm: 'adminWallet.proposalRejectConfirm',
  ownMoney: 'adminWallet.selfAdjust',
  ownProposal: 'adminWallet.waitingForOtherAdmin',
};

/**
 * Four-eyes (issue 12): wallet adjustments above the threshold of /admin/settings wait here until an admin
 * other than their proposer (and other than the wallet's owner) approves them; any admin may reject one.
 * Shown above the wallet transactions list.
 */
export function PendingAdjustments() {
  const query = useProposals({ status: 'pending', pageSize: 50 });
  const decide = useDecideProposal();
  return <PendingDecisions id="pending-adjustments-title" texts={texts} query={query} decide={decide} detailColumns={detailColumns} />;
}
