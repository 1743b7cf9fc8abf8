import { t, tournamentStatuses, TOURNAMENT_MAX_TEAMS, type AdminTournament, type TournamentStatus, tAdmin } from '@arena/shared';
import { ActionIcon, Badge, Button, Divider, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSwords, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AvailableTeamsSection, CompetitionAdminCard, CompetitionTeamsSection } from '@/components/competition/competition-admin-card';
import { paths } from '@/config/paths';
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

  const notify = (failed: 'tournaments.deleteTeamFailed' | 'tournaments.deleteAvailableTeamFailed') => ({
    onSuccess: (r: { message: string }) => notifications.show({ color: 'teal', message: r.message }),
    onError: (e: unknown) => notifications.show({ color: 'red', message: actionError(e, failed) }),
  });

  return (
    <CompetitionAdminCard
      kind="tournament"
      competition={tm}
      onEdit={onEdit}
      onDelete={onDelete}
      championName={tm.championTeamName}
      status={
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
      }
      data-testid="admin-tournament"
    >
      <Divider />
      <CompetitionTeamsSection
        kind="tournament"
        competitionName={tm.name}
        title={t('tournaments.selectedTeams', { n: tm.teams.length })}
        teams={tm.teams.map((team) => ({ ...team, owner: team.userName ?? team.userEmail }))}
        addDisabled={full}
        onAdd={onAddTeam}
        actions={(team) => (
          <>
            <Badge size="xs" variant="light" color={stageColor[team.status]}>
              {stageLabel(team.status)}
            </Badge>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={tAdmin('adminTournaments.removeTeamFor', { name: team.name })}
              loading={removeTeam.isPending && removeTeam.variables?.teamId === team.id}
              onClick={() => removeTeam.mutate({ tournamentId: tm.id, teamId: team.id }, notify('tournaments.deleteTeamFailed'))}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </>
        )}
      />

      <AvailableTeamsSection
        kind="tournament"
        competitionName={tm.name}
        teams={tm.availableTeams}
        onAdd={onAddAvailableTeam}
        onRemove={(a) => removeAvailable.mutate({ tournamentId: tm.id, availableTeamId: a.id }, notify('tournaments.deleteAvailableTeamFailed'))}
      />

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
    </CompetitionAdminCard>
  );
}
