import { formatCents, t, TOURNAMENT_MAX_TEAMS, type UserTournament } from '@arena/shared';
import { Badge, Button, Collapse, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarDown, IconChevronDown, IconChevronUp, IconTrophy } from '@tabler/icons-react';
import { PlacesBar, placesText } from '@/components/competition/places-taken';
import { formatDate } from '@/lib/format';
import { LiveBracket } from './live-bracket';
import { MyMatches } from './my-matches';
import { TournamentStatusBadge } from './status-badge';
import { TeamSlots } from './team-slots';

interface TournamentCardProps {
  tournament: UserTournament;
  currentUserId: string | null;
  /** The user's available balance; undefined while unknown (Enroll is then disabled). */
  availableCents: number | undefined;
  onEnroll: (tournament: UserTournament) => void;
  onSelectTeam: (tournament: UserTournament) => void;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * One tournament of /tournaments: status, fee, prize, dates and the team count out of 8; Enroll (disabled when
 * the balance is too low or unknown, with the spec's text), the enrollment's state, Select Team once approved;
 * expandable details with the description, the 8 team places, the user's own matches, the live bracket and
 * the tournament's calendar feed.
 */
export function TournamentCard({ tournament, currentUserId, availableCents, onEnroll, onSelectTeam }: TournamentCardProps) {
  const [opened, details] = useDisclosure(false);
  const detailsId = `tournament-details-${tournament.id}`;
  const enrollment = tournament.myEnrollment;
  const tooLow = availableCents !== undefined && availableCents < tournament.priceCents;
  const enrollDisabled = availableCents === undefined || tooLow;
  const open = tournament.status === 'upcoming' || tournament.status === 'active';
  const places = { teams: tournament.teamCount, taken: TOURNAMENT_MAX_TEAMS - tournament.openSlots, max: TOURNAMENT_MAX_TEAMS };
  const hasBracket = tournament.status !== 'upcoming' || tournament.teamCount === TOURNAMENT_MAX_TEAMS;

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      aria-labelledby={`tournament-${tournament.id}`}
      data-testid="tournament-card"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={`tournament-${tournament.id}`} style={{ overflowWrap: 'anywhere' }}>
                {tournament.name}
              </Title>
              <TournamentStatusBadge status={tournament.status} />
            </Group>
            {tournament.championTeamName && (
              <Group gap={6}>
                <IconTrophy size={16} color="var(--mantine-color-yellow-filled)" aria-hidden />
                <Text size="sm" fw={600}>
                  {t('tournamentUi.champion', { team: tournament.championTeamName })}
                </Text>
              </Group>
            )}
          </Stack>
          {tournament.myTeam ? (
            <Badge color="blue" variant="filled" size="lg" tt="none" data-testid="my-team">
              {t('tournamentUi.yourTeam', { name: tournament.myTeam.name })}
            </Badge>
          ) : (
            enrollment && (
              <Badge
                color={enrollment.status === 'approved' ? 'teal' : enrollment.status === 'rejected' ? 'red' : 'yellow'}
                variant="light"
                size="lg"
                tt="none"
                style={{ whiteSpace: 'normal', height: 'auto' }}
                data-testid="enrollment-status"
              >
                {t(`tournamentUi.enrollment.${enrollment.status}`)}
              </Badge>
            )
          )}
        </Group>

        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('tournamentUi.entryFee')}>{formatCents(tournament.priceCents)}</Fact>
          <Fact label={t('tournamentUi.prize')}>{formatCents(tournament.winningPriceCents)}</Fact>
          <Fact label={t('tournamentUi.dates')}>
            <Text fw={700} size="sm">
              {formatDate(tournament.startDate)} – {formatDate(tournament.endDate)}
            </Text>
          </Fact>
          <Fact label={t('tournamentUi.teams')}>
            <Text fw={700} data-testid="team-count">
              {placesText('tournament', places)}
            </Text>
            <PlacesBar places={places} mt={4} />
          </Fact>
        </SimpleGrid>

        <Group justify="space-between" gap="sm" align="flex-end">
          <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
            <Group gap="sm">
              {tournament.canEnroll && (
                <Button
                  onClick={() => onEnroll(tournament)}
                  disabled={enrollDisabled}
                  aria-label={t('tournamentUi.enrollFor', { name: tournament.name })}
                  aria-describedby={tooLow ? `${detailsId}-balance` : undefined}
                >
                  {t('tournamentUi.enroll')}
                </Button>
              )}
              {tournament.canSelectTeam && (
                <Button color="teal" onClick={() => onSelectTeam(tournament)} aria-label={t('tournamentUi.selectTeamFor', { name: tournament.name })}>
                  {t('tournamentUi.selectTeam')}
                </Button>
              )}
              {open && !tournament.canEnroll && !enrollment && !tournament.myTeam && (
                <Text size="sm" c="dimmed">
                  {tournament.openSlots > 0 ? t('tournamentUi.placesLeft', { n: tournament.openSlots }) : t('tournamentUi.noPlacesLeft')}
                </Text>
              )}
              {tournament.canEnroll && (
                <Text size="sm" c="dimmed">
                  {t('tournamentUi.placesLeft', { n: tournament.openSlots })}
                </Text>
              )}
            </Group>
            {tournament.canEnroll && tooLow && (
              <Text size="sm" c="red" id={`${detailsId}-balance`} data-testid="insufficient-balance">
                {t('tournaments.insufficientBalance', { price: formatCents(tournament.priceCents) })}
              </Text>
            )}
            {tournament.canEnroll && availableCents === undefined && (
              <Text size="sm" c="dimmed">
                {t('tournamentUi.balanceUnknown')}
              </Text>
            )}
          </Stack>
          <Button
            variant="subtle"
            onClick={details.toggle}
            aria-expanded={opened}
            aria-controls={detailsId}
            rightSection={opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          >
            {opened ? t('tournamentUi.hideDetails') : t('tournamentUi.showDetails')}
          </Button>
        </Group>

        <Collapse expanded={opened} id={detailsId}>
          {opened && (
            <Stack gap="lg">
              <Divider />
              <Text size="sm" c={tournament.description ? undefined : 'dimmed'}>
                {tournament.description || t('tournamentUi.noDescription')}
              </Text>
              <Section title={t('tournaments.selectedTeams', { n: tournament.teamCount })}>
                <TeamSlots teams={tournament.teams} currentUserId={currentUserId} />
              </Section>
              {tournament.myTeam && (
                <Section title={t('tournamentUi.myMatches')}>
                  <MyMatches tournamentId={tournament.id} />
                </Section>
              )}
              <Section title={t('tournamentUi.bracket')}>
                {hasBracket ? (
                  <LiveBracket tournamentId={tournament.id} tournamentName={tournament.name} currentUserId={currentUserId} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('tournamentUi.noBracket')}
                  </Text>
                )}
              </Section>
              <Section title={t('tournamentUi.calendar')}>
                <Group gap="sm">
                  <Button
                    component="a"
                    href={`/api/tournaments/${tournament.id}/calendar.ics`}
                    download
                    variant="light"
                    leftSection={<IconCalendarDown size={18} aria-hidden />}
                  >
                    {t('tournamentUi.calendarTournament')}
                  </Button>
                  <Text size="sm" c="dimmed">
                    {t('tournamentUi.calendarTournamentHint')}
                  </Text>
                </Group>
              </Section>
            </Stack>
          )}
        </Collapse>
      </Stack>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
