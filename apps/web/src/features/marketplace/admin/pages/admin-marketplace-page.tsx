import { formatCents, t, type AdminPlayer, type PendingBid, tAdmin } from '@arena/shared';
import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEdit, IconPlus, IconUsers, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DismissibleError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency';
import { useIsMobile } from '@/lib/media';
import { AuctionStatus } from '../../components/auction-status';
import { PlayerImage } from '../../components/player-image';
import { TierBadge } from '../../components/tier-badge';
import { tierOf } from '../../lib/tier';
import { useServerNow } from '../../lib/use-server-clock';
import { useAdminPlayers, useDecideBid, usePendingBids } from '../api/admin-marketplace';
import { OwnersModal } from '../components/owners-modal';
import { PlayerFormModal } from '../components/player-form-modal';

/**
 * /admin/marketplace (admin spec): the Players grid with Add Player and edit, owners per player with
 * their ownership status, and the Pending Mob Requests with Approve/Reject. New bids arrive live (the
 * realtime `auction` event refetches these lists).
 */
export function AdminMarketplacePage() {
  const players = useAdminPlayers();
  const bids = usePendingBids();
  const nowMs = useServerNow(players.data?.serverNow);
  const [editing, setEditing] = useState<{ player: AdminPlayer | null } | null>(null);
  const [ownersOf, setOwnersOf] = useState<AdminPlayer | null>(null);

  return (
    <>
      <PageHeader
        title={tAdmin('admin.marketplace.title')}
        description={tAdmin('admin.marketplace.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ player: null })}>
            {tAdmin('admin.marketplace.addPlayer')}
          </Button>
        }
      />
      <Stack gap="xl">
        <PendingRequests bids={bids} />
        <section aria-labelledby="players-title">
          <Title order={2} fz="xl" mb="sm" id="players-title">
            {tAdmin('admin.marketplace.players')}
          </Title>
          {players.isError && !players.data ? (
            <Alert color="red" role="alert">
              {tAdmin('admin.marketplace.loadPlayersFailed')}
            </Alert>
          ) : players.isPending ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} height={300} radius="md" />
              ))}
            </SimpleGrid>
          ) : players.data.items.length === 0 ? (
            <Text c="dimmed">{tAdmin('admin.marketplace.noPlayers')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
              {players.data.items.map((p) => (
                <Card key={p.id} withBorder padding={0} radius="md" component="article" aria-label={p.name} data-testid="admin-player">
                  <div style={{ height: 6, background: `var(--mantine-color-${tierOf(p.stats).color}-6)` }} aria-hidden />
                  <PlayerImage name={p.name} url={p.imageUrl} height={110} />
                  <Stack gap={6} p="sm">
                    <Group justify="space-between" wrap="nowrap">
                      <Text fw={700} lineClamp={1}>
                        {p.name}
                      </Text>
                      <Badge color={p.status === 'active' ? 'teal' : 'gray'} variant="light" size="sm">
                        {tAdmin(`admin.marketplace.playerStatus.${p.status}`)}
                      </Badge>
                    </Group>
                    <Group gap={6}>
                      <Text size="sm">
                        {t('market.stats')}: <b>{p.stats}</b>
                      </Text>
                      <TierBadge stats={p.stats} />
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t(`market.duration.${p.contractDuration}`)} · {t('market.startingPrice')} {formatCents(p.priceCents)}
                    </Text>
                    <Group justify="space-between" mih={22}>
                      <AuctionStatus player={p} nowMs={nowMs} />
                      <Text size="sm" c="dimmed">
                        {p.leadingBidCents !== null ? formatCents(p.leadingBidCents) : ''}{' '}
                        {p.bidCount === 1 ? t('market.bidCountOne') : t('market.bidCount', { count: p.bidCount })}
                      </Text>
                    </Group>
                    <Group grow gap="xs">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconEdit size={14} aria-hidden />}
                        onClick={() => setEditing({ player: p })}
                        aria-label={tAdmin('admin.marketplace.editFor', { name: p.name })}
                      >
                        {tAdmin('admin.marketplace.editPlayer')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconUsers size={14} aria-hidden />}
                        onClick={() => setOwnersOf(p)}
                        aria-label={tAdmin('admin.marketplace.ownersFor', { name: p.name })}
                      >
                        {tAdmin('admin.marketplace.owners')} ({p.ownerCount})
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </section>
      </Stack>
      <PlayerFormModal opened={editing !== null} player={editing?.player ?? null} onClose={() => setEditing(null)} />
      <OwnersModal player={ownersOf} onClose={() => setOwnersOf(null)} />
    </>
  );
}

function PendingRequests({ bids }: { bids: ReturnType<typeof usePendingBids> }) {
  const isMobile = useIsMobile();
  const decide = useDecideBid();
  const [error, setError] = useState<string | null>(null);
  const act = (bid: PendingBid, decision: 'approve' | 'reject') => {
    setError(null);
    decide.mutate(
      { id: bid.id, decision, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
        onError: (e) =>
          setError(
            e instanceof ApiError && e.code ? e.message : tAdmin(decision === 'approve' ? 'admin.marketplace.approveFailed' : 'admin.marketplace.rejectFailed'),
          ),
      },
    );
  };
  const busy = (bid: PendingBid) => decide.isPending && decide.variables?.id === bid.id;
  const actions = (bid: PendingBid) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        color="teal"
        leftSection={<IconCheck size={14} aria-hidden />}
        disabled={!bid.isLeading || !bid.ended || decide.isPending}
        loading={busy(bid) && decide.variables?.decision === 'approve'}
        onClick={() => act(bid, 'approve')}
        aria-label={`${tAdmin('admin.marketplace.approve')}: ${bid.playerName} ${formatCents(bid.bidAmountCents)}`}
      >
        {tAdmin('admin.marketplace.approve')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconX size={14} aria-hidden />}
        disabled={decide.isPending}
        loading={busy(bid) && decide.variables?.decision === 'reject'}
        onClick={() => act(bid, 'reject')}
        aria-label={`${tAdmin('admin.marketplace.reject')}: ${bid.playerName} ${formatCents(bid.bidAmountCents)}`}
      >
        {tAdmin('admin.marketplace.reject')}
      </Button>
    </Group>
  );
  const state = (bid: PendingBid) => (
    <Group gap={4}>
      <Badge size="sm" variant="light" color={bid.isLeading ? 'teal' : 'gray'}>
        {bid.isLeading ? tAdmin('admin.marketplace.leading') : tAdmin('admin.marketplace.outbid')}
      </Badge>
      {bid.isLeading && (
        <Badge size="sm" variant="light" color={bid.ended ? 'orange' : 'blue'}>
          {bid.ended ? tAdmin('admin.marketplace.ended') : tAdmin('admin.marketplace.running')}
        </Badge>
      )}
    </Group>
  );
  return (
    <section aria-labelledby="pending-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="xl" id="pending-title">
          {tAdmin('admin.marketplace.pending')}
        </Title>
        <ExportCsvButton table="bids" filter={{}} />
      </Group>
      <DismissibleError mb="sm" onClose={() => setError(null)}>
        {error}
      </DismissibleError>
      {bids.isError && !bids.data ? (
        <Alert color="red" role="alert">
          {tAdmin('admin.marketplace.loadRequestsFailed')}
        </Alert>
      ) : bids.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : bids.data.items.length === 0 ? (
        <Paper withBorder p="md" radius="md">
          <Text c="dimmed">{tAdmin('admin.marketplace.noPending')}</Text>
        </Paper>
      ) : isMobile ? (
        <Stack gap="xs" data-testid="pending-bids">
          {bids.data.items.map((bid) => (
            <Card key={bid.id} withBorder padding="sm" radius="md" data-testid="pending-bid">
              <Group justify="space-between" wrap="nowrap" mb={6}>
                <Text fw={700} truncate>
                  {bid.playerName}
                </Text>
                <Text fw={700}>{formatCents(bid.bidAmountCents)}</Text>
              </Group>
              <Text size="sm" c="dimmed" truncate>
                {bid.userName ?? bid.userEmail}
              </Text>
              <Group justify="space-between" mt="xs">
                {state(bid)}
                {actions(bid)}
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" striped data-testid="pending-bids">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{tAdmin('admin.marketplace.player')}</Table.Th>
                  <Table.Th>{tAdmin('admin.marketplace.bidder')}</Table.Th>
                  <Table.Th ta="right">{tAdmin('admin.marketplace.bid')}</Table.Th>
                  <Table.Th>{tAdmin('admin.marketplace.expiresAt')}</Table.Th>
                  <Table.Th>{t('market.status')}</Table.Th>
                  <Table.Th>{t('common.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bids.data.items.map((bid) => (
                  <Table.Tr key={bid.id} data-testid="pending-bid">
                    <Table.Td fw={600}>{bid.playerName}</Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text size="sm">{bid.userName ?? bid.userEmail}</Text>
                        <Text size="xs" c="dimmed">
                          {bid.userEmail}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatCents(bid.bidAmountCents)}
                    </Table.Td>
                    <Table.Td>{formatDateTime(bid.expiresAt)}</Table.Td>
                    <Table.Td>{state(bid)}</Table.Td>
                    <Table.Td>{actions(bid)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </section>
  );
}
