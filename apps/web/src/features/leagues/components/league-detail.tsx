import { formatCents, t, type League } from '@arena/shared';
import { Alert, Anchor, Badge, Box, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarDown, IconPointFilled, IconTrophy } from '@tabler/icons-react';
import { placesText } from '@/components/competition/places-taken';
import { formatDate } from '@/lib/format';
import { useIsMobile } from '@/lib/media';
import { leagueCalendarUrl } from '../api/calendar-feed';
import { useLeague } from '../api/get-league';
import { fromStandings } from '../lib/standings';
import { EnrollPanel } from './enroll-panel';
import { LeagueStatusBadge } from './league-status-badge';
import { StandingsTable } from './standings-table';

function Fact({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * One league (desktop: the right-hand panel; mobile: its own view): facts, enrollment and team
 * selection, teams, standings for started or completed leagues (live: refetched on the `standings`
 * event), and its calendar file.
 */
export function LeagueDetail({ leagueId, fromList }: { leagueId: string; fromList?: League }) {
  const isMobile = useIsMobile();
  const query = useLeague(leagueId, fromList);
  const league = query.data;

  if (!league) {
    return query.isError ? (
      <Alert color="red" role="alert">
        {t('leagues.detailFailed')}
      </Alert>
    ) : (
      <Stack>
        <Skeleton height={36} width="60%" />
        <Skeleton height={80} />
        <Skeleton height={240} />
      </Stack>
    );
  }

  const hasStandings = league.status === 'started' || league.status === 'completed';
  const completed = league.status === 'completed';

  return (
    <Stack gap="md" data-testid="league-detail">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {league.name}
          </Title>
          <Box style={{ flexShrink: 0 }}>
            <LeagueStatusBadge status={league.status} size="md" />
          </Box>
        </Group>
        {league.description && <Text c="dimmed">{league.description}</Text>}
      </Stack>

      <SimpleGrid cols={{ base: 2, xl: 4 }} spacing="sm">
        <Fact label={t('leagues.entryFee')} value={league.priceCents > 0 ? formatCents(league.priceCents) : t('leagues.free')} />
        <Fact label={t('leagues.prize')} value={formatCents(league.winningPriceCents)} color="teal" />
        <Fact label={t('leagues.teams')} value={placesText('league', { teams: league.teamCount, taken: league.placesTaken, max: league.maxTeams })} />
        <Fact label={t('leagues.dates')} value={`${formatDate(league.startDate)} – ${formatDate(league.endDate)}`} />
      </SimpleGrid>

      {league.championTeam && (
        <Alert color="yellow" variant="light" icon={<IconTrophy aria-hidden />} title={t('leagues.champion')}>
          {league.championTeam.name}
          {` · ${league.championTeam.user?.fullName ?? t('leagues.unassigned')}`}
        </Alert>
      )}

      <EnrollPanel league={league} />

      {hasStandings ? (
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Title order={3} fz="lg">
              {t('leagues.standings')}
            </Title>
            {league.status === 'started' && (
              <Badge color="red" variant="light" leftSection={<IconPointFilled size={12} aria-hidden />} title={t('leagues.liveUpdates')}>
                {t('leagues.live')}
              </Badge>
            )}
          </Group>
          {query.isPlaceholderData ? (
            <Skeleton height={220} />
          ) : league.standings.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('leagues.standingsNoTeams')}
            </Text>
          ) : (
            <StandingsTable
              lines={fromStandings(league.standings, league.myTeamId)}
              completed={completed}
              compact={isMobile}
              label={`${t('leagues.standings')}: ${league.name}`}
            />
          )}
        </Stack>
      ) : (
        <Stack gap="xs">
          <Title order={3} fz="lg">
            {t('leagues.teams')}
          </Title>
          {league.teams.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('leagues.noTeamsYet')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              {league.teams.map((team) => (
                <Paper key={team.id} withBorder radius="sm" px="sm" py={6}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={600} lineClamp={1}>
                      {team.name}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {team.user?.fullName ?? t('leagues.unassigned')}
                    </Text>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          )}
          <Text fz="xs" c="dimmed">
            {t('leagues.standingsEmpty')}
          </Text>
        </Stack>
      )}

      {league.status !== 'cancelled' && (
        <Group gap="xs">
          <IconCalendarDown size={18} aria-hidden />
          <Anchor href={leagueCalendarUrl(league.id)} size="sm" download>
            {t('leagues.leagueCalendar')}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('leagues.leagueCalendarHint')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
