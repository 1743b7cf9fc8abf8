import { t, type AdminTournament, tAdmin } from '@arena/shared';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/lib/use-list-params';
import { useAdminTournaments, useDeleteTournament } from '../api/admin-tournaments';
import { ConfirmModal } from '@/components/confirm-modal';
import { AddAvailableTeamModal, AddTeamModal } from '../components/team-modals';
import { TournamentCard } from '../components/tournament-card';
import { TournamentFormModal } from '../components/tournament-form-modal';
import { actionError } from '../lib/labels';

/**
 * /admin/tournaments (admin spec "Tournament Management"): a searchable card grid with Create Tournament; each card
 * has its status dropdown, edit, delete (entry fees refunded once, or refused with the server's reason), its selected
 * teams (n/8) and its available team names.
 */
export function AdminTournamentsPage() {
  const list = useListParams({ filters: { search: 'text' }, pageSize: 100 });
  const query = useAdminTournaments({ search: list.values.search || undefined });
  const [editing, setEditing] = useState<{ tournament: AdminTournament | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminTournament | null>(null);
  const [addTeamTo, setAddTeamTo] = useState<string | null>(null);
  const [addAvailableTo, setAddAvailableTo] = useState<string | null>(null);
  const remove = useDeleteTournament();
  const items = query.data?.items ?? [];
  // Dialogs follow the live list, so a team added elsewhere shows at once.
  const byId = (id: string | null) => items.find((x) => x.id === id) ?? null;

  return (
    <>
      <PageHeader
        title={tAdmin('adminTournaments.title')}
        description={tAdmin('adminTournaments.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ tournament: null })}>
            {tAdmin('adminTournaments.create')}
          </Button>
        }
      />
      <Group mb="md">
        <TextInput
          aria-label={t('common.search')}
          placeholder={tAdmin('adminTournaments.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ base: '100%', sm: 340 }}
          {...list.textInput('search')}
        />
      </Group>
      {query.isError && !query.data ? (
        <Alert color="red" role="alert">
          {t('tournaments.loadFailed')}
        </Alert>
      ) : query.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={380} radius="md" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            {list.values.search ? tAdmin('adminTournaments.emptySearch') : tAdmin('adminTournaments.empty')}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((tm) => (
            <TournamentCard
              key={tm.id}
              tournament={tm}
              onEdit={() => setEditing({ tournament: tm })}
              onDelete={() => {
                remove.reset();
                setDeleting(tm);
              }}
              onAddTeam={() => setAddTeamTo(tm.id)}
              onAddAvailableTeam={() => setAddAvailableTo(tm.id)}
            />
          ))}
        </SimpleGrid>
      )}
      <TournamentFormModal opened={editing !== null} tournament={editing?.tournament ?? null} onClose={() => setEditing(null)} />
      <AddTeamModal tournament={byId(addTeamTo)} onClose={() => setAddTeamTo(null)} />
      <AddAvailableTeamModal tournament={byId(addAvailableTo)} onClose={() => setAddAvailableTo(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={tAdmin('adminTournaments.deleteTitle')}
        confirmLabel={tAdmin('adminTournaments.delete')}
        loading={remove.isPending}
        error={remove.error ? actionError(remove.error, 'tournaments.deleteFailed') : null}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (r) => {
              notifications.show({ color: 'teal', message: r.message });
              setDeleting(null);
            },
          })
        }
      >
        <Text>{t('tournaments.deleteConfirm')}</Text>
        {deleting && (
          <Text fw={600} mt="xs">
            {deleting.name}
            {deleting.paidEntries > 0 && (
              <Text span c="dimmed" fw={400}>
                {' '}
                · {tAdmin('adminTournaments.deletePaidEntries', { n: deleting.paidEntries })}
              </Text>
            )}
          </Text>
        )}
      </ConfirmModal>
    </>
  );
}
