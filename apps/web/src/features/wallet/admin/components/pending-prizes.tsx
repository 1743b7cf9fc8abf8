import { type PrizePayout, tAdmin } from '@arena/shared';
import { Stack, Text } from '@mantine/core';
import type { DataTableColumn } from '@/components/data-table';
import { useDecidePrizePayout } from '../api/decide-prize-payout';
import { usePrizePayouts } from '../api/get-prize-payouts';
import { PendingDecisions, type PendingDecisionTexts } from './pending-decisions';

const detailColumns: DataTableColumn<PrizePayout>[] = [
  {
    get header() {
      return tAdmin('adminPrizes.competition');
    },
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

const texts: PendingDecisionTexts = {
  title: 'adminPrizes.title',
  hint: 'adminPrizes.hint',
  empty: 'adminPrizes.empty',
  loadFailed: 'adminPrizes.loadFailed',
  approveFailed: 'adminPrizes.approveFailed',
  rejectFailed: 'adminPrizes.rejectFailed',
  rejectTitle: 'adminPrizes.rejectTitle',
  rejectConfirm: 'adminPrizes.rejectConfirm',
  ownMoney: 'adminPrizes.ownPrize',
  ownProposal: 'adminPrizes.ownProposal',
};

/**
 * Four-eyes on prizes (decision 031): a league or tournament prize above the threshold of /admin/settings waits
 * here until an admin other than the one who set the champion (and other than the champion) approves it; any
 * admin may reject it. Shown beside the pending adjustments, above the wallet transactions list.
 */
export function PendingPrizes() {
  const query = usePrizePayouts({ status: 'pending', pageSize: 50 });
  const decide = useDecidePrizePayout();
  return <PendingDecisions id="pending-prizes-title" texts={texts} query={query} decide={decide} detailColumns={detailColumns} />;
}
