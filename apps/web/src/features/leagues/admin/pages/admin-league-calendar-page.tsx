import { type LeagueMatch, tAdmin } from '@arena/shared';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarOff, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { formatTime } from '@/lib/format';
import { useIsMobile } from '@/lib/media';
import { useLeagueCalendar } from '../api/matches';
import { leagueErrorText } from '../lib/error-text';

/**
 * /admin/leagues/calendar (admin spec §2): the league matches of a month grouped by (the admin's local) day,
 * with Previous and Next; an empty month says 'No matches scheduled for this month'.
 */
export function AdminLeagueCalendarPage() {
  const isMobile = useIsMobile();
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const calendar = useLeagueCalendar({ month: month.format('YYYY-MM'), tzOffsetMinutes: month.toDate().getTimezoneOffset() });
  const days = calendar.data?.days;
  const total = days?.reduce((sum, day) => sum + day.matches.length, 0) ?? 0;

  return (
    <>
      <PageHeader title={tAdmin('adminLeagues.calendarTitle')} description={tAdmin('adminLeagues.calendarSubtitle')} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="md" wrap="nowrap" gap="xs">
          <Button
            variant="default"
            size={isMobile ? 'xs' : 'sm'}
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            onClick={() => setMonth((m) => m.subtract(1, 'month'))}
          >
            {tAdmin('adminLeagues.previousMonth')}
          </Button>
          <Stack gap={0} align="center" style={{ minWidth: 0 }}>
            <Title order={2} fz={{ base: 'md', sm: 'xl' }} ta="center" aria-live="polite" data-testid="calendar-month">
              {month.format(isMobile ? 'MMM YYYY' : 'MMMM YYYY')}
            </Title>
            {days && total > 0 && (
              <Text size="xs" c="dimmed">
                {tAdmin('adminLeagues.matchesOnDay', { count: total })}
              </Text>
            )}
          </Stack>
          <Button
            variant="default"
            size={isMobile ? 'xs' : 'sm'}
            rightSection={<IconChevronRight size={16} aria-hidden />}
            onClick={() => setMonth((m) => m.add(1, 'month'))}
          >
            {tAdmin('adminLeagues.nextMonth')}
          </Button>
        </Group>
        {calendar.isError && !days ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {leagueErrorText(calendar.error, 'adminLeagues.calendarLoadFailed')}
          </Alert>
        ) : !days ? (
          <Stack>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={90} radius="md" />
            ))}
          </Stack>
        ) : days.length === 0 ? (
          <Stack align="center" py="xl" gap="xs">
            <IconCalendarOff size={40} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text c="dimmed">{tAdmin('adminLeagues.calendarEmpty')}</Text>
          </Stack>
        ) : (
          <Stack gap="md" style={{ opacity: calendar.isPlaceholderData ? 0.6 : 1 }}>
            {days.map((day) => (
              <section key={day.date} aria-labelledby={`day-${day.date}`}>
                <Group gap="xs" mb={6} wrap="nowrap">
                  <Title order={3} fz={{ base: 'sm', sm: 'md' }} id={`day-${day.date}`}>
                    {dayjs(day.date).format('dddd, MMMM D')}
                  </Title>
                  <Badge variant="light" color="gray" size="sm">
                    {tAdmin('adminLeagues.matchesOnDay', { count: day.matches.length })}
                  </Badge>
                </Group>
                <Stack gap={6}>
                  {day.matches.map((match) => (
                    <CalendarMatch key={match.id} match={match} />
                  ))}
                </Stack>
              </section>
            ))}
          </Stack>
        )}
      </Paper>
    </>
  );
}

function CalendarMatch({ match }: { match: LeagueMatch }) {
  return (
    <Paper withBorder radius="md" px="sm" py={8} data-testid="calendar-match">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text size="sm" fw={700} w={70} style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
            {formatTime(match.date)}
          </Text>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {match.team1.name}{' '}
              <Text span c="dimmed" size="xs">
                vs
              </Text>{' '}
              {match.team2.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {match.leagueName}
            </Text>
          </Stack>
        </Group>
        {match.score ? (
          <Badge variant="filled" color="dark" size="lg" style={{ flexShrink: 0 }}>
            {match.score}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {tAdmin('adminLeagues.notPlayed')}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
