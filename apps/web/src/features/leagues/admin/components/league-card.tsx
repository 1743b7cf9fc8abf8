import { formatCents, type AdminLeague, type LeagueStatusValue, tAdmin } from '@arena/shared';
import { ActionIcon, Badge, Button, Card, Divider, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash, IconTrophy, IconX } from '@tabler/icons-react';
import { formatDate } from '@/lib/format';
import { LeagueCompetitions } from './league-competitions';
import { LeagueStatusSelect } from './league-status-select';

export type LeagueCardAction =
  | { kind: 'edit' }
  | { kind: 'delete' }
  | { kind: 'status'; status: LeagueStatusValue }
  | { kind: 'champion'; teamId: string | null }
  | { kind: 'addTeam' }
  | { kind: 'addAvailableTeam' }
  | { kind: 'deleteTeam'; teamId: string; name: string }
  | { kind: 'deleteAvailableTeam'; availableTeamId: string; name: string };

/** One league of /admin/leagues: status dropdown, edit, delete, champion panel, Teams (count/max), Available Teams, Competitions. */
export function LeagueCard({ league, onAction, statusBusy }: { league: AdminLeague; onAction: (action: LeagueCardAction) => void; statusBusy: boolean }) {
  const canCrown = league.championTeamId === null && (league.status === 'started' || league.status === 'completed');
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={league.name} data-testid="admin-league">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {league.name}
            </Title>
            <Text size="xs" c="dimmed">
              {tAdmin('adminLeagues.dates')}: {formatDate(league.startDate)} – {formatDate(league.endDate)}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={tAdmin('adminLeagues.editLeague')}>
              <ActionIcon variant="subtle" aria-label={tAdmin('adminLeagues.editFor', { name: league.name })} onClick={() => onAction({ kind: 'edit' })}>
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={tAdmin('adminLeagues.deleteTitle')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={tAdmin('adminLeagues.deleteFor', { name: league.name })}
                onClick={() => onAction({ kind: 'delete' })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>

        {league.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {league.description}
          </Text>
        )}

        <Group justify="space-between" gap="xs">
          <LeagueStatusSelect name={league.name} value={league.status} disabled={statusBusy} onChange={(status) => onAction({ kind: 'status', status })} />
          <Group gap="md">
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">
                {tAdmin('adminLeagues.entry')}
              </Text>
              <Text fw={700} size="sm">
                {formatCents(league.priceCents)}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">
                {tAdmin('adminLeagues.prize')}
              </Text>
              <Text fw={700} size="sm" c="var(--mantine-color-teal-text)">
                {formatCents(league.winningPriceCents)}
              </Text>
            </Stack>
          </Group>
        </Group>

        <Group gap={6}>
          {league.pendingEnrollments > 0 && (
            <Badge color="orange" variant="light" size="sm">
              {tAdmin('adminLeagues.pendingEnrollments', { count: league.pendingEnrollments })}
            </Badge>
          )}
          {league.paidEntries > 0 && (
            <Badge color="blue" variant="light" size="sm">
              {tAdmin('adminLeagues.paidEntries', { count: league.paidEntries })}
            </Badge>
          )}
          <Badge color="gray" variant="light" size="sm">
            {tAdmin('adminLeagues.matchCount', { count: league.matchCount })}
          </Badge>
        </Group>

        <Paper withBorder radius="md" p="sm" bg={league.championTeam ? 'var(--mantine-color-yellow-light)' : undefined}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconTrophy size={20} color="var(--mantine-color-yellow-7)" aria-hidden style={{ flexShrink: 0 }} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {tAdmin('adminLeagues.champion')}
                </Text>
                <Text fw={600} size="sm" truncate data-testid="league-champion">
                  {league.championTeam ? league.championTeam.name : tAdmin('adminLeagues.noChampion')}
                </Text>
              </Stack>
            </Group>
            {canCrown && (
              <Button size="xs" color="yellow" autoContrast onClick={() => onAction({ kind: 'champion', teamId: null })} disabled={league.teams.length === 0}>
                {league.status === 'started' ? tAdmin('adminLeagues.completeAndSetChampion') : tAdmin('adminLeagues.setChampion')}
              </Button>
            )}
          </Group>
        </Paper>

        <Divider />
        <section aria-label={tAdmin('adminLeagues.teamsCount', { count: league.teamCount, max: league.maxTeams })}>
          <Group justify="space-between" mb={6}>
            <Text fw={600} size="sm">
              {tAdmin('adminLeagues.teamsCount', { count: league.teamCount, max: league.maxTeams })}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onAction({ kind: 'addTeam' })}
              aria-label={tAdmin('adminLeagues.addTeamTo', { name: league.name })}
            >
              {tAdmin('adminLeagues.addTeam')}
            </Button>
          </Group>
          {league.teams.length === 0 ? (
            <Text size="sm" c="dimmed">
              {tAdmin('adminLeagues.noTeams')}
            </Text>
          ) : (
            <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {league.teams.map((team) => (
                <Group key={team.id} component="li" justify="space-between" wrap="nowrap" gap="xs" py={2}>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {team.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {team.user ? (team.user.fullName ?? team.user.email) : tAdmin('adminLeagues.noManager')}
                    </Text>
                  </Stack>
                  <Group gap={2} wrap="nowrap">
                    {canCrown && (
                      <Tooltip label={tAdmin('adminLeagues.setChampionFor', { name: team.name })}>
                        <ActionIcon
                          variant="subtle"
                          color="yellow.8"
                          aria-label={tAdmin('adminLeagues.setChampionFor', { name: team.name })}
                          onClick={() => onAction({ kind: 'champion', teamId: team.id })}
                        >
                          <IconTrophy size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={tAdmin('adminLeagues.deleteTeamFor', { name: team.name })}
                      onClick={() => onAction({ kind: 'deleteTeam', teamId: team.id, name: team.name })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </section>

        <Divider />
        <section aria-label={tAdmin('adminLeagues.availableTeams')}>
          <Group justify="space-between" mb={6}>
            <Text fw={600} size="sm">
              {tAdmin('adminLeagues.availableTeams')} ({league.availableTeams.length})
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => onAction({ kind: 'addAvailableTeam' })}
              aria-label={tAdmin('adminLeagues.addAvailableTeamTo', { name: league.name })}
            >
              {tAdmin('adminLeagues.addAvailableTeam')}
            </Button>
          </Group>
          {league.availableTeams.length === 0 ? (
            <Text size="sm" c="dimmed">
              {tAdmin('adminLeagues.noAvailableTeams')}
            </Text>
          ) : (
            <Group gap={6}>
              {league.availableTeams.map((team) => (
                <Badge
                  key={team.id}
                  variant="outline"
                  color="gray"
                  size="lg"
                  tt="none"
                  fw={500}
                  rightSection={
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      color="gray"
                      aria-label={tAdmin('adminLeagues.deleteAvailableTeamFor', { name: team.name })}
                      onClick={() => onAction({ kind: 'deleteAvailableTeam', availableTeamId: team.id, name: team.name })}
                    >
                      <IconX size={12} aria-hidden />
                    </ActionIcon>
                  }
                >
                  {team.name}
                </Badge>
              ))}
            </Group>
          )}
        </section>

        <Divider />
        <LeagueCompetitions league={league} />
      </Stack>
    </Card>
  );
}
