import { nextStage, roundLabel, t, teamStages, TOURNAMENT_MAX_TEAMS, type AdminMatch, type AdminTournamentTeam, type TeamStage, tAdmin } from '@arena/shared';
import { ActionIcon, Badge, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowUp, IconPlayerTrackNext, IconPlus, IconTrash, IconWand } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { CompetitionTeamList } from '@/components/competition/competition-admin-card';
import { DismissibleError } from '@/components/form-error';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useFailureAbout } from '@/lib/use-failure-about';
import {
  useAdminBracket,
  useAdminMatches,
  useAdminTournaments,
  useAdvanceTeam,
  useDeleteAllMatches,
  useDeleteMatch,
  useGenerateMatches,
  useGenerateNextRound,
} from '../api/admin-tournaments';
import { ConfirmModal } from '@/components/confirm-modal';
import { BracketScheduleNote } from '../components/bracket-schedule-note';
import { TournamentMatchFormModal } from '../components/match-form-modal';
import classes from '../components/matches.module.css';
import { ScoreCell } from '../components/score-cell';
import { actionError, matchTitle, stageColor, stageLabel } from '../lib/labels';

/**
 * /admin/matches (admin spec "Tournament Match Management"): pick a tournament (`?tournament=`) to see its teams
 * grouped by stage and to Generate Matches (exactly 8 teams), Delete All Matches and Generate Next Round; the
 * matches table has inline score edit and delete. `?match=<id>` (or the calendar's navigation state) marks a match.
 */
export function AdminMatchesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const tournamentId = searchParams.get('tournament');
  const highlightId = searchParams.get('match') ?? (location.state as { matchId?: string } | null)?.matchId ?? null;
  const tournaments = useAdminTournaments();
  const matches = useAdminMatches(tournamentId);
  const bracket = useAdminBracket(tournamentId);
  const tournament = tournaments.data?.items.find((x) => x.id === tournamentId) ?? null;

  const generate = useGenerateMatches();
  const deleteAll = useDeleteAllMatches();
  const nextRound = useGenerateNextRound();
  const deleteMatch = useDeleteMatch();
  const advance = useAdvanceTeam();
  // A refusal reports on the tournament's teams and bracket: it goes once they change (winners set, a team added).
  const [actionFailure, setActionFailure] = useFailureAbout(bracket.data, tournament);
  const [adding, setAdding] = useState(false);
  const [confirmDeleteAll, setConfirmDeleteAll] = useState(false);
  const [advancing, setAdvancing] = useState<AdminTournamentTeam | null>(null);
  const [removing, setRemoving] = useState<AdminMatch | null>(null);

  // Bring the marked match into view once its row is drawn.
  const rowsReady = matches.data !== undefined;
  useEffect(() => {
    if (!highlightId || !rowsReady) return;
    document.querySelector(`[data-match-marker="${highlightId}"]`)?.scrollIntoView({ block: 'center' });
  }, [highlightId, rowsReady]);

  const selectTournament = (id: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('tournament', id);
      else next.delete('tournament');
      next.delete('match');
      return next;
    });

  /** Success toast, or the refusal's text in the banner; `after` runs either way (closes a dialog). */
  const handlers = (fallback: Parameters<typeof actionError>[1], after?: () => void) => {
    setActionFailure(null);
    return {
      onSuccess: (r: { message: string }) => {
        notifications.show({ color: 'teal', message: r.message });
        after?.();
      },
      onError: (e: unknown) => {
        setActionFailure(actionError(e, fallback));
        after?.();
      },
    };
  };

  const teamCount = tournament?.teams.length ?? 0;
  const hasMatches = (bracket.data?.rounds.length ?? 0) > 0;
  const canGenerate = tournament !== null && teamCount === TOURNAMENT_MAX_TEAMS && !hasMatches;
  const canNextRound = bracket.data?.canGenerateNextRound === true && bracket.data.tournament.status !== 'completed';

  const columns: DataTableColumn<AdminMatch>[] = [
    {
      header: tAdmin('adminTournaments.match'),
      card: 'title',
      cell: (m) => (
        <Stack gap={0}>
          {m.id === highlightId && (
            <Badge size="xs" color="yellow" variant="filled" c="dark" className={classes.marker} data-match-marker={m.id} w="fit-content">
              {tAdmin('adminTournaments.highlighted')}
            </Badge>
          )}
          <Text fw={600} size="sm">
            {matchTitle(m)}
          </Text>
          {!tournamentId && (
            <Text size="xs" c="dimmed">
              {m.tournamentName}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: tAdmin('adminTournaments.round'),
      card: 'aside',
      cell: (m) => (
        <Badge variant="light" size="sm">
          {roundLabel(m.roundNumber)}
        </Badge>
      ),
    },
    { header: tAdmin('adminTournaments.date'), cell: (m) => formatDateTime(m.date) },
    { header: tAdmin('adminTournaments.score'), cell: (m) => <ScoreCell match={m} /> },
    {
      header: tAdmin('adminTournaments.winner'),
      cell: (m) =>
        m.winnerName ? (
          <Badge color="teal" variant="light" tt="none">
            {m.winnerName}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={tAdmin('adminTournaments.matchesTitle')}
        description={tAdmin('adminTournaments.matchesSubtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} disabled={!tournaments.data}>
            {tAdmin('adminTournaments.addMatch')}
          </Button>
        }
      />
      <Stack gap="lg" className={classes.list}>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Select
              label={tAdmin('adminTournaments.tournament')}
              w={{ base: '100%', sm: 360 }}
              searchable
              data={[
                { value: '', label: tAdmin('adminTournaments.allTournaments') },
                ...(tournaments.data?.items ?? []).map((x) => ({ value: x.id, label: `${x.name} (${x.teams.length}/8)` })),
              ]}
              value={tournamentId ?? ''}
              onChange={(id) => selectTournament(id || null)}
              allowDeselect={false}
            />
            {tournament ? (
              <>
                <Group gap="xs">
                  <Tooltip label={t('tournaments.needEightTeams', { n: teamCount })} disabled={teamCount === TOURNAMENT_MAX_TEAMS}>
                    <span>
                      <Button
                        leftSection={<IconWand size={16} aria-hidden />}
                        disabled={!canGenerate}
                        loading={generate.isPending}
                        onClick={() => generate.mutate(tournament.id, handlers('tournaments.generateFailed'))}
                      >
                        {tAdmin('adminTournaments.generateMatches')}
                      </Button>
                    </span>
                  </Tooltip>
                  {canNextRound && (
                    <Button
                      color="teal"
                      leftSection={<IconPlayerTrackNext size={16} aria-hidden />}
                      loading={nextRound.isPending}
                      onClick={() => nextRound.mutate(tournament.id, handlers('tournaments.nextRoundFailed'))}
                    >
                      {tAdmin('adminTournaments.generateNextRound')}
                    </Button>
                  )}
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    disabled={!hasMatches}
                    onClick={() => {
                      setActionFailure(null);
                      setConfirmDeleteAll(true);
                    }}
                  >
                    {tAdmin('adminTournaments.deleteAllMatches')}
                  </Button>
                </Group>
                <BracketScheduleNote tournament={tournament} />
                {teamCount !== TOURNAMENT_MAX_TEAMS && (
                  <Text size="sm" c="orange.9" data-testid="team-count-rule">
                    {t('tournaments.needEightTeams', { n: teamCount })}
                  </Text>
                )}
                {hasMatches && !canNextRound && bracket.data?.tournament.status !== 'completed' && (
                  <Text size="sm" c="dimmed">
                    {t('tournaments.nextRoundNeedsWinners')}
                  </Text>
                )}
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {tAdmin('adminTournaments.chooseTournament')}
              </Text>
            )}
            <DismissibleError onClose={() => setActionFailure(null)}>{actionFailure}</DismissibleError>
          </Stack>
        </Paper>

        {tournament && (
          <section aria-labelledby="stages-title">
            <Title order={2} fz="lg" mb="sm" id="stages-title">
              {tAdmin('adminTournaments.teamsByStage')}
            </Title>
            {bracket.isPending ? (
              <Skeleton height={140} radius="md" />
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="sm">
                {teamStages.map((stage) => (
                  <StageGroup key={stage} stage={stage} teams={tournament.teams.filter((team) => team.status === stage)} onAdvance={setAdvancing} />
                ))}
              </SimpleGrid>
            )}
          </section>
        )}

        <section aria-labelledby="matches-title">
          <Title order={2} fz="lg" mb="sm" id="matches-title">
            {tAdmin('adminTournaments.matchesTable')}
          </Title>
          <DataTable
            label={tAdmin('adminTournaments.matchesTable')}
            query={matches}
            rowKey={(m) => m.id}
            columns={columns}
            emptyText={t('tournaments.noMatches')}
            errorText={(e) => errorMessage(e, 'tournaments.matchesLoadFailed')}
            rowActions={(m) => (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={tAdmin('adminTournaments.deleteMatchFor', { match: matchTitle(m) })}
                onClick={() => setRemoving(m)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          />
        </section>
      </Stack>

      <TournamentMatchFormModal
        opened={adding}
        tournaments={tournaments.data?.items ?? []}
        initialTournamentId={tournamentId}
        onClose={() => setAdding(false)}
      />
      <ConfirmModal
        opened={confirmDeleteAll}
        title={tAdmin('adminTournaments.deleteAllMatches')}
        confirmLabel={tAdmin('adminTournaments.deleteAllMatches')}
        loading={deleteAll.isPending}
        onClose={() => setConfirmDeleteAll(false)}
        onConfirm={() =>
          tournament &&
          deleteAll.mutate(
            tournament.id,
            handlers('tournaments.deleteMatchesFailed', () => setConfirmDeleteAll(false)),
          )
        }
      >
        {tAdmin('adminTournaments.deleteAllConfirm', { name: tournament?.name ?? '' })}
      </ConfirmModal>
      <ConfirmModal
        opened={removing !== null}
        title={tAdmin('admin.tournamentRankings.deleteMatch')}
        confirmLabel={tAdmin('admin.tournamentRankings.deleteMatch')}
        loading={deleteMatch.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          deleteMatch.mutate(
            removing.id,
            handlers('tournaments.deleteMatchFailed', () => setRemoving(null)),
          )
        }
      >
        <Text>{tAdmin('admin.tournamentRankings.deleteMatchConfirm')}</Text>
        <Text fw={600}>{removing ? `${matchTitle(removing)} · ${roundLabel(removing.roundNumber)}` : ''}</Text>
      </ConfirmModal>
      <ConfirmModal
        opened={advancing !== null}
        title={tAdmin('adminTournaments.advanceTeam')}
        confirmLabel={tAdmin('adminTournaments.advanceTeam')}
        color="teal"
        loading={advance.isPending}
        onClose={() => setAdvancing(null)}
        onConfirm={() =>
          advancing &&
          advance.mutate(
            advancing.id,
            handlers('tournaments.advanceTeamFailed', () => setAdvancing(null)),
          )
        }
      >
        {advancing && (
          <Stack gap="xs">
            <Text>
              {tAdmin('adminTournaments.advanceConfirm', {
                team: advancing.name,
                from: stageLabel(advancing.status),
                to: stageLabel(nextStage(advancing.status)),
              })}
            </Text>
            {advancing.status === 'finalist' && (
              <Text size="sm" c="orange.9">
                {tAdmin('adminTournaments.advanceChampionNote')}
              </Text>
            )}
          </Stack>
        )}
      </ConfirmModal>
    </>
  );
}

function StageGroup({ stage, teams, onAdvance }: { stage: TeamStage; teams: AdminTournamentTeam[]; onAdvance: (team: AdminTournamentTeam) => void }) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={`${stageLabel(stage)} (${teams.length})`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Badge color={stageColor[stage]} variant="light">
          {stageLabel(stage)}
        </Badge>
        <Text size="sm" c="dimmed">
          {teams.length}
        </Text>
      </Group>
      <CompetitionTeamList
        kind="tournament"
        teams={teams.map((team) => ({ ...team, owner: team.userName ?? team.userEmail }))}
        empty={tAdmin('adminTournaments.noTeamsInStage')}
        actions={(team) =>
          stage !== 'champion' && (
            <Tooltip label={tAdmin('adminTournaments.advanceTeamFor', { name: team.name })}>
              <ActionIcon
                variant="light"
                color="teal"
                aria-label={tAdmin('adminTournaments.advanceTeamFor', { name: team.name })}
                onClick={() => onAdvance(team)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )
        }
      />
    </Paper>
  );
}
