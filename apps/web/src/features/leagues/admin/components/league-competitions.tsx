import { tAdmin, type AdminCompetition, type AdminLeague } from '@arena/shared';
import { ActionIcon, Button, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal';
import { formatDate } from '@/lib/format';
import { useDeleteCompetition, useLeagueCompetitions } from '../api/competitions';
import { leagueErrorText } from '../lib/error-text';
import { CompetitionFormModal } from './competition-form-modal';

type Dialog = { kind: 'form'; competition: AdminCompetition | null } | { kind: 'delete'; competition: AdminCompetition };

/**
 * A league's competitions on its admin card: what players choose on the new-request form after this league.
 * List, Add Competition, edit, and remove while no request names one (the button says why it is disabled).
 */
export function LeagueCompetitions({ league }: { league: Pick<AdminLeague, 'id' | 'name'> }) {
  const competitions = useLeagueCompetitions(league.id);
  const remove = useDeleteCompetition(league.id);
  const [dialog, setDialog] = useState<{ value: Dialog; open: boolean } | null>(null);
  const open = (value: Dialog) => {
    remove.reset();
    setDialog({ value, open: true });
  };
  const close = () => setDialog((current) => (current ? { ...current, open: false } : current));
  const current = dialog?.value;
  const items = competitions.data?.items;

  return (
    <section aria-label={tAdmin('adminCompetitions.title')}>
      <Group justify="space-between" mb={6}>
        <Text fw={600} size="sm">
          {tAdmin('adminCompetitions.title')} ({items?.length ?? 0})
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => open({ kind: 'form', competition: null })}
          aria-label={`${tAdmin('adminCompetitions.add')}: ${league.name}`}
        >
          {tAdmin('adminCompetitions.add')}
        </Button>
      </Group>
      {competitions.isError && !items ? (
        <Text size="sm" c="red" role="alert">
          {leagueErrorText(competitions.error, 'adminCompetitions.loadFailed')}
        </Text>
      ) : !items ? (
        <Skeleton height={28} />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {tAdmin('adminCompetitions.empty')}
        </Text>
      ) : (
        <Stack gap={4}>
          {items.map((competition) => (
            <Group key={competition.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="league-competition">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {competition.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {tAdmin('adminCompetitions.dates', { start: formatDate(competition.startDate), end: formatDate(competition.endDate) })}
                  {competition.requestCount > 0 && ` · ${tAdmin('adminCompetitions.requests', { count: competition.requestCount })}`}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Tooltip label={tAdmin('adminCompetitions.editOf', { name: competition.name })}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={tAdmin('adminCompetitions.editOf', { name: competition.name })}
                    onClick={() => open({ kind: 'form', competition })}
                  >
                    <IconEdit size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip
                  label={
                    competition.requestCount > 0 ? tAdmin('adminCompetitions.inUseHint') : tAdmin('adminCompetitions.deleteOf', { name: competition.name })
                  }
                >
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={tAdmin('adminCompetitions.deleteOf', { name: competition.name })}
                    disabled={competition.requestCount > 0}
                    onClick={() => open({ kind: 'delete', competition })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          ))}
        </Stack>
      )}

      <CompetitionFormModal
        opened={dialog?.open === true && current?.kind === 'form'}
        leagueId={league.id}
        leagueName={league.name}
        competition={current?.kind === 'form' ? current.competition : null}
        onClose={close}
      />
      <ConfirmModal
        opened={dialog?.open === true && current?.kind === 'delete'}
        title={tAdmin('adminCompetitions.deleteTitle')}
        confirmLabel={tAdmin('adminCompetitions.delete')}
        loading={remove.isPending}
        error={remove.isError ? leagueErrorText(remove.error, 'adminCompetitions.deleteFailed') : null}
        onClose={close}
        onConfirm={() => {
          if (current?.kind !== 'delete') return;
          remove.mutate(current.competition.id, {
            onSuccess: (result) => {
              notifications.show({ color: 'teal', message: result.message });
              close();
            },
          });
        }}
      >
        {current?.kind === 'delete' ? tAdmin('adminCompetitions.deleteConfirm', { name: current.competition.name }) : ''}
      </ConfirmModal>
    </section>
  );
}
