import { formatCents, t, type League } from '@arena/shared';
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendar, IconChevronRight, IconTrophy } from '@tabler/icons-react';
import { PlacesBar, placesText } from '@/components/competition/places-taken';
import { formatDate } from '@/lib/format';
import { placesLeft } from '../lib/enroll-state';
import { LeagueStatusBadge } from './league-status-badge';

interface LeagueCardProps {
  league: League;
  selected: boolean;
  onOpen: (league: League) => void;
  /** Mobile: the card opens the league's detail view (a chevron says so). */
  opensDetail?: boolean;
}

/** The user's place in a league at a glance: enrollment state or team. */
export function MyLeagueBadge({ league }: { league: League }) {
  const enrollment = league.myEnrollment;
  if (enrollment?.team)
    return (
      <Badge color="blue" variant="filled" size="sm">
        {`${t('common.you')}: ${enrollment.team.name}`}
      </Badge>
    );
  if (!enrollment || enrollment.status === 'rejected') return null;
  return (
    <Badge color={enrollment.status === 'approved' ? 'teal' : 'yellow'} variant="light" size="sm">
      {t(`requestStatus.${enrollment.status}`)}
    </Badge>
  );
}

/** A league in the list: name, status, dates, fee and prize, places taken; selecting it opens its detail. */
export function LeagueCard({ league, selected, onOpen, opensDetail = false }: LeagueCardProps) {
  const left = placesLeft(league);
  const places = { teams: league.teamCount, taken: league.placesTaken, max: league.maxTeams };
  return (
    <UnstyledButton
      onClick={() => onOpen(league)}
      aria-current={selected ? 'true' : undefined}
      aria-label={league.name}
      data-testid="league-card"
      style={{ display: 'block', width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Card
        withBorder
        radius="md"
        padding="md"
        style={{
          borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
          boxShadow: selected ? '0 0 0 1px var(--mantine-primary-color-filled)' : undefined,
        }}
      >
        <Stack gap={8}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text fw={700} lineClamp={2}>
              {league.name}
            </Text>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              <LeagueStatusBadge status={league.status} />
              {opensDetail && <IconChevronRight size={18} aria-hidden color="var(--mantine-color-dimmed)" />}
            </Group>
          </Group>
          <Group gap={6} c="dimmed" wrap="nowrap">
            <IconCalendar size={14} aria-hidden />
            <Text size="xs">
              {formatDate(league.startDate)} – {formatDate(league.endDate)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <div>
              <Text size="xs" c="dimmed">
                {t('leagues.entryFee')}
              </Text>
              <Text fw={700} size="sm">
                {league.priceCents > 0 ? formatCents(league.priceCents) : t('leagues.free')}
              </Text>
            </div>
            <div style={{ textAlign: 'right' }}>
              <Text size="xs" c="dimmed">
                {t('leagues.prize')}
              </Text>
              <Text fw={700} size="sm" c="teal">
                {formatCents(league.winningPriceCents)}
              </Text>
            </div>
          </Group>
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {placesText('league', places)}
              </Text>
              {league.status === 'active' && (
                <Text size="xs" c={left === 0 ? 'red' : 'dimmed'} fw={left === 0 ? 700 : undefined}>
                  {left === 0 ? t('leagues.fullBadge') : left === 1 ? t('leagues.placesLeftOne') : t('leagues.placesLeft', { count: left })}
                </Text>
              )}
            </Group>
            <PlacesBar places={places} />
          </Stack>
          {(league.myEnrollment || league.championTeam) && (
            <Group gap={6}>
              <MyLeagueBadge league={league} />
              {league.championTeam && (
                <Badge color="yellow" variant="light" size="sm" leftSection={<IconTrophy size={12} aria-hidden />}>
                  {league.championTeam.name}
                </Badge>
              )}
            </Group>
          )}
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
