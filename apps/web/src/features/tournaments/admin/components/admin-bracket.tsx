import { roundLabel, t, type AdminTournament, type BracketMatchView, type BracketTeam, type TournamentBracket, tAdmin } from '@arena/shared';
import { ActionIcon, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEdit, IconTrash, IconTrophy } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format';
import { useSetMatchWinner } from '../api/admin-tournaments';
import { actionError, stageColor, stageLabel } from '../lib/labels';

/** A match's name in its round: 'Quarterfinal 2', or the round's label. */
function slotName(roundNumber: number, label: string, index: number, count: number): string {
  if (roundNumber === 1) return t('tournamentRankings.quarterfinal', { n: index + 1 });
  if (roundNumber === 2 && count > 1) return tAdmin('adminTournaments.semifinal', { n: index + 1 });
  return count > 1 ? `${label} ${index + 1}` : label;
}

/**
 * The admin bracket (admin spec "Tournament Rankings Management"): rounds from the highest down; each match box has
 * both teams (or 'TBD'), a Set Winner control per team, edit and delete, the score and a winner badge.
 */
export function AdminBracket({
  bracket,
  onEdit,
  onDelete,
  onError,
}: {
  bracket: TournamentBracket;
  onEdit: (match: BracketMatchView) => void;
  onDelete: (match: BracketMatchView) => void;
  onError: (text: string) => void;
}) {
  const rounds = [...bracket.rounds].sort((a, b) => b.roundNumber - a.roundNumber);
  if (rounds.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {tAdmin('adminTournaments.bracketEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {rounds.map((round) => (
        <section key={round.roundNumber} aria-label={roundLabel(round.roundNumber)}>
          <Title order={4} fz="sm" tt="uppercase" c="dimmed" mb={6}>
            {roundLabel(round.roundNumber)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: Math.min(round.matches.length, 2), xl: Math.min(round.matches.length, 4) }} spacing="sm">
            {round.matches.map((match, i) => (
              <MatchBox
                key={match.id}
                match={match}
                name={slotName(round.roundNumber, roundLabel(round.roundNumber), i, round.matches.length)}
                onEdit={() => onEdit(match)}
                onDelete={() => onDelete(match)}
                onError={onError}
              />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}

function MatchBox({
  match,
  name,
  onEdit,
  onDelete,
  onError,
}: {
  match: BracketMatchView;
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  onError: (text: string) => void;
}) {
  const setWinner = useSetMatchWinner();
  const choose = (team: BracketTeam) =>
    setWinner.mutate(
      { matchId: match.id, teamId: team.id! },
      {
        onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
        onError: (e) => onError(actionError(e, 'tournaments.setWinnerFailed')),
      },
    );
  const row = (team: BracketTeam | null) => {
    const won = team !== null && team.id !== null && team.id === match.winnerId;
    return (
      <Group justify="space-between" wrap="nowrap" gap="xs" px={8} py={6} bg={won ? 'var(--mantine-color-teal-light)' : undefined} style={{ borderRadius: 6 }}>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={won ? 700 : 500} truncate c={team ? undefined : 'dimmed'}>
            {team?.name ?? t('tournaments.tbd')}
          </Text>
          {team?.userName && (
            <Text size="xs" c="dimmed" truncate>
              {team.userName}
            </Text>
          )}
        </Stack>
        {team && team.id && won && (
          <Badge color="teal" variant="filled" size="sm" tt="none" leftSection={<IconCheck size={12} aria-hidden />} style={{ flexShrink: 0 }}>
            {tAdmin('adminTournaments.winnerBadge')}
          </Badge>
        )}
        {team && team.id && !won && (
          <Button
            size="compact-xs"
            variant="light"
            color="teal"
            style={{ flexShrink: 0 }}
            loading={setWinner.isPending && setWinner.variables?.teamId === team.id}
            onClick={() => choose(team)}
            aria-label={tAdmin('adminTournaments.setWinnerFor', { team: team.name })}
          >
            {tAdmin('admin.tournamentRankings.setWinner')}
          </Button>
        )}
      </Group>
    );
  };
  return (
    <Paper withBorder radius="md" p="xs" data-testid="admin-bracket-match" aria-label={name} component="article">
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Stack gap={0}>
          <Text size="xs" fw={700}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(match.date)}
          </Text>
        </Stack>
        <Group gap={2} wrap="nowrap">
          <ActionIcon variant="subtle" size="sm" aria-label={`${tAdmin('admin.tournamentRankings.editMatch')}: ${name}`} onClick={onEdit}>
            <IconEdit size={15} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="sm" aria-label={`${tAdmin('admin.tournamentRankings.deleteMatch')}: ${name}`} onClick={onDelete}>
            <IconTrash size={15} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Stack gap={2}>
        {row(match.team1)}
        {row(match.team2)}
      </Stack>
      <Group justify="space-between" mt={6} px={4} gap="xs">
        <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="match-score">
          {match.score ?? '–'}
        </Text>
        {match.winnerName && (
          <Badge color="teal" variant="light" size="sm" tt="none" leftSection={<IconTrophy size={11} aria-hidden />}>
            {t('tournamentRankings.winner', { name: match.winnerName })}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

const groups = ['champion', 'finalist', 'semifinalist', 'quarterfinalist'] as const;

/** Team Status: champion, finalist, semifinalist and quarterfinalist groups with counts and each manager's name or email. */
export function TeamStatusGrid({ tournament }: { tournament: AdminTournament }) {
  return (
    <section aria-label={tAdmin('admin.tournamentRankings.teamStatus')}>
      <Title order={4} fz="sm" tt="uppercase" c="dimmed" mb={6}>
        {tAdmin('admin.tournamentRankings.teamStatus')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        {groups.map((stage) => {
          const teams = tournament.teams.filter((team) => team.status === stage);
          return (
            <Paper key={stage} withBorder radius="md" p="xs">
              <Group justify="space-between" mb={4}>
                <Badge color={stageColor[stage]} variant="light" c={stage === 'champion' ? 'dark' : undefined}>
                  {tAdmin(`adminTournaments.teamStatusGroup.${stage}`)}
                </Badge>
                <Text size="sm" fw={700} aria-label={`${stageLabel(stage)}: ${teams.length}`}>
                  {teams.length}
                </Text>
              </Group>
              {teams.length === 0 ? (
                <Text size="xs" c="dimmed">
                  {tAdmin('adminTournaments.noTeamsInStage')}
                </Text>
              ) : (
                <Stack gap={2}>
                  {teams.map((team) => (
                    <Text key={team.id} size="xs" truncate>
                      <b>{team.name}</b> · {team.userName ?? team.userEmail ?? tAdmin('adminTournaments.noManager')}
                    </Text>
                  ))}
                </Stack>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
