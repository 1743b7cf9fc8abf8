import { type AdminLeague, type LeagueStatusValue, tAdmin } from '@arena/shared';
import { ActionIcon, Button, Divider, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash, IconTrophy } from '@tabler/icons-react';
import { AvailableTeamsSection, CompetitionAdminCard, CompetitionTeamsSection } from '@/components/competition/competition-admin-card';
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
    <CompetitionAdminCard
      kind="league"
      competition={league}
      onEdit={() => onAction({ kind: 'edit' })}
      onDelete={() => onAction({ kind: 'delete' })}
      status={<LeagueStatusSelect name={league.name} value={league.status} disabled={statusBusy} onChange={(status) => onAction({ kind: 'status', status })} />}
      data-testid="admin-league"
    >
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
      <CompetitionTeamsSection
        kind="league"
        competitionName={league.name}
        title={tAdmin('adminLeagues.teamsCount', { count: league.teamCount, max: league.maxTeams })}
        teams={league.teams.map((team) => ({ id: team.id, name: team.name, owner: team.user ? (team.user.fullName ?? team.user.email) : null }))}
        onAdd={() => onAction({ kind: 'addTeam' })}
        actions={(team) => (
          <>
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
          </>
        )}
      />

      <Divider />
      <AvailableTeamsSection
        kind="league"
        competitionName={league.name}
        teams={league.availableTeams}
        onAdd={() => onAction({ kind: 'addAvailableTeam' })}
        onRemove={(team) => onAction({ kind: 'deleteAvailableTeam', availableTeamId: team.id, name: team.name })}
      />

      <Divider />
      <LeagueCompetitions league={league} />
    </CompetitionAdminCard>
  );
}
