import { t, type CalendarEvent, tAdmin } from '@arena/shared';
import { Alert, Button, Card, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/format';
import { useIsMobile } from '@/lib/media';
import { useCalendarEvents } from '../api/admin-tournaments';
import classes from '../components/calendar.module.css';

const MONTH_PARAM = 'month';
const MAX_PER_DAY = 3;

/** The month shown: `?month=YYYY-MM`, else the current one. */
function useMonth(): [dayjs.Dayjs, (month: dayjs.Dayjs) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(MONTH_PARAM);
  const parsed = raw && /^\d{4}-\d{2}$/.test(raw) ? dayjs(`${raw}-01`) : null;
  const month = parsed?.isValid() ? parsed : dayjs().startOf('month');
  const setMonth = (next: dayjs.Dayjs) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set(MONTH_PARAM, next.format('YYYY-MM'));
      return copy;
    });
  return [month, setMonth];
}

/**
 * /admin/calendar (admin spec "Tournament Calendar"): a Sun–Sat month grid of the matches' calendar events with
 * Previous and Next. An event opens /admin/matches with its match marked (`?match=` and the navigation state).
 */
export function AdminCalendarPage() {
  const [month, setMonth] = useMonth();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const events = useCalendarEvents(month.year(), month.month() + 1);
  const items = events.data?.items ?? [];

  const byDay = new Map<string, CalendarEvent[]>();
  for (const e of [...items].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    const key = dayjs(e.startTime).format('YYYY-MM-DD');
    byDay.set(key, [...(byDay.get(key) ?? []), e]);
  }
  const first = month.startOf('month').startOf('week');
  const weeks = Math.ceil((month.startOf('month').day() + month.daysInMonth()) / 7);
  const days = Array.from({ length: weeks * 7 }, (_, i) => first.add(i, 'day'));
  const today = dayjs().format('YYYY-MM-DD');
  const open = (e: CalendarEvent) => void navigate(`${paths.admin.matches}?tournament=${e.tournamentId}&match=${e.matchId}`, { state: { matchId: e.matchId } });
  const label = (e: CalendarEvent) => `${formatTime(e.startTime)} ${e.title}`;

  return (
    <>
      <PageHeader title={tAdmin('adminTournaments.calendarTitle')} description={tAdmin('adminTournaments.calendarSubtitle')} />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Button
            variant="default"
            size="xs"
            px={isMobile ? 8 : undefined}
            leftSection={<IconChevronLeft size={14} aria-hidden />}
            onClick={() => setMonth(month.subtract(1, 'month'))}
            aria-label={tAdmin('adminTournaments.previousMonth')}
          >
            {isMobile ? null : tAdmin('adminTournaments.previousMonth')}
          </Button>
          <Title order={2} fz={{ base: 'md', sm: 'lg' }} aria-live="polite">
            {month.format('MMMM YYYY')}
          </Title>
          <Button
            variant="default"
            size="xs"
            px={isMobile ? 8 : undefined}
            rightSection={<IconChevronRight size={14} aria-hidden />}
            onClick={() => setMonth(month.add(1, 'month'))}
            aria-label={tAdmin('adminTournaments.nextMonth')}
          >
            {isMobile ? null : tAdmin('adminTournaments.nextMonth')}
          </Button>
        </Group>
        {events.isError && !events.data ? (
          <Alert color="red" role="alert">
            {t('tournaments.calendarLoadFailed')}
          </Alert>
        ) : (
          <div className={classes.grid} role="table" aria-label={month.format('MMMM YYYY')} aria-busy={events.isFetching || undefined}>
            <div role="row" style={{ display: 'contents' }}>
              {Array.from({ length: 7 }, (_, i) => (
                <div key={i} role="columnheader" className={classes.weekday}>
                  {dayjs()
                    .day(i)
                    .format(isMobile ? 'dd' : 'ddd')}
                </div>
              ))}
            </div>
            {Array.from({ length: weeks }, (_, w) => (
              <div key={w} role="row" style={{ display: 'contents' }}>
                {days.slice(w * 7, w * 7 + 7).map((d) => {
                  const key = d.format('YYYY-MM-DD');
                  const dayEvents = byDay.get(key) ?? [];
                  const inMonth = d.month() === month.month();
                  return (
                    <div
                      key={key}
                      role="cell"
                      aria-label={`${d.format('dddd, MMMM D')}${dayEvents.length ? ` · ${dayEvents.length}` : ''}`}
                      className={[classes.day, inMonth ? '' : classes.outside, key === today ? classes.today : ''].join(' ')}
                    >
                      <span className={classes.dayNumber}>{d.date()}</span>
                      {events.isPending && inMonth ? null : isMobile ? (
                        dayEvents.length > 0 && (
                          <span className={classes.dot} aria-hidden>
                            {dayEvents.length}
                          </span>
                        )
                      ) : (
                        <>
                          {dayEvents.slice(0, MAX_PER_DAY).map((e) => (
                            <UnstyledButton key={e.id} className={classes.event} onClick={() => open(e)} title={`${label(e)} · ${e.tournamentName}`}>
                              {label(e)}
                            </UnstyledButton>
                          ))}
                          {dayEvents.length > MAX_PER_DAY && (
                            <Text size="xs" c="dimmed" px={4}>
                              +{dayEvents.length - MAX_PER_DAY}
                            </Text>
                          )}
                        </>
                      )}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        )}
        {events.isPending ? (
          <Skeleton height={24} mt="sm" />
        ) : (
          !events.isError &&
          items.length === 0 && (
            <Text c="dimmed" ta="center" mt="md">
              {t('tournaments.noMatchesThisMonth')}
            </Text>
          )
        )}
      </Paper>

      {/* The day's events under the grid: on a phone the grid only counts them; on a computer, the ones a full day hides. */}
      {(isMobile ? items.length > 0 : [...byDay.values()].some((list) => list.length > MAX_PER_DAY)) && (
        <Stack gap="sm" mt="md">
          {[...byDay.entries()]
            .filter(([, list]) => isMobile || list.length > MAX_PER_DAY)
            .map(([day, list]) => (
              <Card key={day} withBorder radius="md" padding="sm">
                <Text fw={700} size="sm" mb={6}>
                  {dayjs(day).format('dddd, MMMM D')}
                </Text>
                <Stack gap={4}>
                  {list.map((e) => (
                    <UnstyledButton
                      key={e.id}
                      onClick={() => open(e)}
                      className={classes.event}
                      style={{ whiteSpace: 'normal', fontSize: 13, padding: '6px 8px' }}
                    >
                      <b>{formatTime(e.startTime)}</b> {e.title}
                    </UnstyledButton>
                  ))}
                </Stack>
              </Card>
            ))}
        </Stack>
      )}
    </>
  );
}
