import { ownershipStatuses, t, type AdminPlayer, type Owner, tAdmin } from '@arena/shared';
import { Alert, Center, Group, Loader, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDate } from '@/lib/format';
import { OwnershipBadge } from '../../components/ownership-badge';
import { useOwners, useUpdateOwnership } from '../api/admin-marketplace';

/** Owners of a player, each with its ownership status editable (admin spec: the admin edits it freely). */
export function OwnersModal({ player, onClose }: { player: AdminPlayer | null; onClose: () => void }) {
  const owners = useOwners(player?.id ?? null);
  const update = useUpdateOwnership();
  const change = (owner: Owner, status: string | null) => {
    if (!status || status === owner.status) return;
    update.mutate(
      { id: owner.id, status: status as Owner['status'] },
      {
        onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
        onError: () => notifications.show({ color: 'red', message: tAdmin('admin.marketplace.ownershipFailed') }),
      },
    );
  };
  return (
    <Modal opened={player !== null} onClose={onClose} title={player ? tAdmin('admin.marketplace.ownersFor', { name: player.name }) : ''} centered size="xl">
      {owners.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      ) : owners.isError ? (
        <Alert color="red">{tAdmin('admin.marketplace.loadPlayersFailed')}</Alert>
      ) : owners.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {tAdmin('admin.marketplace.noOwners')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{tAdmin('admin.marketplace.bidder')}</Table.Th>
                <Table.Th>{tAdmin('admin.marketplace.acquired')}</Table.Th>
                <Table.Th>{t('myPlayers.expires')}</Table.Th>
                <Table.Th>{tAdmin('admin.marketplace.ownershipStatus')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {owners.data.items.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {o.userName ?? o.userEmail}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {o.userEmail}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>{formatDate(o.acquiredAt)}</Table.Td>
                  <Table.Td>{o.expiresAt ? formatDate(o.expiresAt) : '—'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <OwnershipBadge status={o.status} />
                      <Select
                        size="xs"
                        w={130}
                        aria-label={`${tAdmin('admin.marketplace.editOwnership')}: ${o.userName ?? o.userEmail}`}
                        value={o.status}
                        allowDeselect={false}
                        data={ownershipStatuses.map((s) => ({ value: s, label: t(`myPlayers.status.${s}`) }))}
                        onChange={(v) => change(o, v)}
                        disabled={update.isPending}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
