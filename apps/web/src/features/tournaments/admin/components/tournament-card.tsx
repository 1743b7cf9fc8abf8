import { formatCents, t, tournamentStatuses, TOURNAMENT_MAX_TEAMS, type AdminTournament, type TournamentStatus, tAdmin } from '@arena/shared';
import { ActionIcon, Badge, Button, Card, Divider, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconPlus, IconSwords, IconTrash, IconTrophy, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useRemoveAvailableTeam, useRemoveTournamentTeam, useSetTournamentStatus } from '../api/admin-tournaments';
import { actionError, stageColor, stageLabel, statusColor, statusLabel } from '../lib/labels';

interface TournamentCardProps {
  tournament: AdminTournament;
  onEdit: () => void;
  onDelete: () => void;
  onAddTeam: () => void;
  onAddAvailableTeam: () => void;
}

/** One tournament of /admin/tournaments: status dropdown, edit, delete, its selected teams (n/8) and its available team names. */
export function TournamentCard({ tournament: tm, onEdit, onDelete, onAddTeam, onAddAvailableTeam }: TournamentCardProps) {
  const setStatus = useSetTournamentStatus();
  const removeTeam = useRemoveTournamentTeam();
  const removeAvailable = useRemoveAvailableTeam();
  const full = tm.teams.length >= TOURNAMENT_MAX_TEAMS;
  const titleId = `tournament-${tm.id}-title`;

  const changeStatus = (status: string | null) => {
    if (!status || status === tm.status) return;
    setStatus.mutate(
      { id: tm.id, status: status as TournamentStatus },
      {
        onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
        onError: (e) => notifications.show({ color: 'red', message: actionError(e, 'tournaments.statusFailed') }),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} data-testid="admin-tournament">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id={titleId} lineClamp={2}>
              {tm.name}
            </Title>
            <Text size="xs" c="dimmed">
              {formatDate(tm.startDate)} – {formatDate(tm.endDate)}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={tAdmin('adminTournaments.editFor', { name: tm.name })}>
              <ActionIcon variant="subtle" onClick={onEdit} aria-label={tAdmin('adminTournaments.editFor', { name: tm.name })}>
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={tAdmin('adminTournaments.deleteFor', { name: tm.name })}>
              <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={tAdmin('adminTournaments.deleteFor', { name: tm.name })}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>

        {tm.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {tm.description}
          </Text>
        )}

        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            aria-label={tAdmin('adminTournaments.statusFor', { name: tm.name })}
            size="xs"
            w={140}
            allowDeselect={false}
            data={tournamentStatuses.map((s) => ({ value: s, label: statusLabel(s) }))}
            value={tm.status}
            onChange={changeStatus}
            disabled={setStatus.isPending}
            leftSection={<span style={{ width: 8, height: 8, borderRadius: 4, background: `var(--mantine-color-${statusColor[tm.status]}-6)` }} aria-hidden />}
          />
          <Group gap={6} justify="flex-end" style={{ flex: 1 }}>
            <Badge variant="light" color="gray" size="sm">
              {tAdmin('adminTournaments.entry')} {formatCents(tm.priceCents)}
            </Badge>
            <Badge variant="light" color="yellow" size="sm">
              {tAdmin('adminTournaments.prizeShort')} {formatCents(tm.winningPriceCents)}
            </Badge>
          </Group>
        </Group>

        <Group gap={6}>
          <Badge variant="outline" color="gray" size="sm">
            {tAdmin('adminTournaments.matchCount', { n: tm.matchCount })}
          </Badge>
          <Badge variant="outline" color="gray" size="sm">
            {tAdmin('adminTournaments.paidEntries', { n: tm.paidEntries })}
          </Badge>
          {tm.pendingEnrollments > 0 && (
            <Badge variant="light" color="orange" size="sm">
              {tAdmin('adminTournaments.pendingEnrollments', { n: tm.pendingEnrollments })}
            </Badge>
          )}
          {tm.championTeamName && (
            <Badge variant="filled" color="yellow" c="dark" size="sm" leftSection={<IconTrophy size={12} aria-hidden />}>
              {tm.championTeamName}
            </Badge>
          )}
        </Group>

        <Divider />

        <section aria-label={t('tournaments.selectedTeams', { n: tm.teams.length })}>
          <Group justify="space-between" mb={6} gap="xs">
            <Text fw={600} size="sm">
              {t('tournaments.selectedTeams', { n: tm.teams.length })}
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconPlus size={12} aria-hidden />}
              onClick={onAddTeam}
              disabled={full}
              aria-label={tAdmin('adminTournaments.addTeamFor', { name: tm.name })}
            >
              {tAdmin('adminTournaments.addTeam')}
            </Button>
          </Group>
          {tm.teams.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('tournaments.noTeamsSelected')}
            </Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {tm.teams.map((team) => (
                <Group key={team.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {team.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {team.userName ?? team.userEmail ?? tAdmin('adminTournaments.noOwner')}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Badge size="xs" variant="light" color={stageColor[team.status]}>
                      {stageLabel(team.status)}
                    </Badge>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      aria-label={tAdmin('adminTournaments.removeTeamFor', { name: team.name })}
                      loading={removeTeam.isPending && removeTeam.variables?.teamId === team.id}
                      onClick={() =>
                        removeTeam.mutate(
                          { tournamentId: tm.id, teamId: team.id },
                          {
                            onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
                            onError: (e) => notifications.show({ color: 'red', message: actionError(e, 'tournaments.deleteTeamFailed') }),
                          },
                        )
                      }
                    >
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </section>

        <section aria-label={tAdmin('adminTournaments.availableTeams')}>
          <Group justify="space-between" mb={6} gap="xs">
            <Text fw={600} size="sm">
              {tAdmin('adminTournaments.availableTeams')} ({tm.availableTeams.length})
            </Text>
            <Button
              size="compact-xs"
              variant="default"
              leftSection={<IconPlus size={12} aria-hidden />}
              onClick={onAddAvailableTeam}
              aria-label={tAdmin('adminTournaments.addAvailableTeamFor', { name: tm.name })}
            >
              {tAdmin('adminTournaments.addAvailableTeam')}
            </Button>
          </Group>
          {tm.availableTeams.length === 0 ? (
            <Text size="sm" c="dimmed">
              {tAdmin('adminTournaments.noAvailableTeams')}
            </Text>
          ) : (
            <Group gap={6}>
              {tm.availableTeams.map((a) => (
                <Badge
                  key={a.id}
                  variant="default"
                  size="md"
                  tt="none"
                  fw={500}
                  rightSection={
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      color="gray"
                      aria-label={tAdmin('adminTournaments.removeAvailableFor', { name: a.name })}
                      onClick={() =>
                        removeAvailable.mutate(
                          { tournamentId: tm.id, availableTeamId: a.id },
                          {
                            onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
                            onError: (e) => notifications.show({ color: 'red', message: actionError(e, 'tournaments.deleteAvailableTeamFailed') }),
                          },
                        )
                      }
                    >
                      <IconX size={12} aria-hidden />
                    </ActionIcon>
                  }
                >
                  {a.name}
                </Badge>
              ))}
            </Group>
          )}
        </section>

        <Button
          component={Link}
          to={`${paths.admin.matches}?tournament=${tm.id}`}
          variant="subtle"
          size="xs"
          mt="auto"
          leftSection={<IconSwords size={14} aria-hidden />}
          aria-label={`${tAdmin('adminTournaments.manageMatches')}: ${tm.name}`}
        >
          {tAdmin('adminTournaments.manageMatches')}
        </Button>
      </Stack>
    </Card>
  );
}
