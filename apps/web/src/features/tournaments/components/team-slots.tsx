import { TOURNAMENT_MAX_TEAMS, t, type TournamentTeam } from '@arena/shared';
import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { TeamStageBadge } from './status-badge';

/** The fixed 8 team places of a tournament: each team with its owner and stage, the user's own marked 'You', the rest 'Open slot'. */
export function TeamSlots({ teams, currentUserId }: { teams: TournamentTeam[]; currentUserId: string | null }) {
  const empty = Math.max(0, TOURNAMENT_MAX_TEAMS - teams.length);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
      {teams.map((team) => {
        const mine = currentUserId !== null && team.userId === currentUserId;
        return (
          <Paper
            key={team.id}
            withBorder
            p="xs"
            radius="md"
            style={mine ? { borderColor: 'var(--mantine-color-blue-filled)', borderWidth: 2 } : undefined}
            data-testid="team-slot"
          >
            <Group justify="space-between" gap={4} wrap="nowrap" align="flex-start">
              <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
                {team.name}
              </Text>
              {mine && (
                <Badge size="sm" color="blue" variant="filled">
                  {t('tournamentUi.you')}
                </Badge>
              )}
            </Group>
            <Group justify="space-between" gap={4} mt={4}>
              <Text size="xs" c="dimmed">
                {team.userName ?? '—'}
              </Text>
              <TeamStageBadge stage={team.status} />
            </Group>
          </Paper>
        );
      })}
      {Array.from({ length: empty }, (_, i) => (
        <Paper key={`open-${i}`} p="xs" radius="md" style={{ border: '1px dashed var(--mantine-color-default-border)' }}>
          <Text size="sm" c="dimmed" ta="center" py={6}>
            {t('tournamentUi.openSlot')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
