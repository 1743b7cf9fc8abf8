import { formatCents, t, type MarketPlayer } from '@arena/shared';
import { Badge, Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { useBidHistory } from '../api/get-bid-history';

const statusColor = { pending: 'blue', approved: 'teal', rejected: 'gray' } as const;

/** Every bid on a player, by amount then time (highest first); refreshed live by the `auction` event. */
export function BidHistoryDialog({ player, onClose }: { player: MarketPlayer | null; onClose: () => void }) {
  const history = useBidHistory(player?.id ?? null);
  return (
    <Modal opened={player !== null} onClose={onClose} title={player ? t('market.bidHistoryTitle', { name: player.name }) : ''} centered size="lg">
      {history.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      ) : !history.data || history.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('market.noHistory')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={360}>
            <Table striped verticalSpacing="xs" data-testid="bid-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('market.bidder')}</Table.Th>
                  <Table.Th ta="right">{t('market.amount')}</Table.Th>
                  <Table.Th>{t('market.time')}</Table.Th>
                  <Table.Th>{t('market.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.items.map((bid) => (
                  <Table.Tr key={bid.id}>
                    <Table.Td>
                      {bid.bidderName ?? t('market.anonymous')}
                      {bid.isMine && (
                        <Badge ml={6} size="xs" variant="light">
                          {t('common.you')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatCents(bid.bidAmountCents)}
                    </Table.Td>
                    <Table.Td>{formatDateTime(bid.createdAt)}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={statusColor[bid.status]}>
                        {t(`market.bidStatus.${bid.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Modal>
  );
}
