import type { CalendarFeed, CalendarFeedStatus, LeagueMessageResponse } from '@arena/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leagueKeys } from './keys';

/** GET /api/leagues/calendar-feed: whether the private "my matches" link is on (the link itself is shown only when made). */
export function getCalendarFeed(): Promise<CalendarFeedStatus> {
  return api.get<CalendarFeedStatus>('/api/leagues/calendar-feed');
}

export function useCalendarFeed(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: leagueKeys.calendarFeed, queryFn: getCalendarFeed, enabled: options.enabled ?? true });
}

/** POST /api/leagues/calendar-feed: a new private link; the old one stops working. */
export function resetCalendarFeed(): Promise<CalendarFeed> {
  return api.post<CalendarFeed>('/api/leagues/calendar-feed');
}

/** DELETE /api/leagues/calendar-feed: the private link stops working. */
export function revokeCalendarFeed(): Promise<LeagueMessageResponse> {
  return api.delete<LeagueMessageResponse>('/api/leagues/calendar-feed');
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetCalendarFeed, onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.calendarFeed }) });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeCalendarFeed, onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.calendarFeed }) });
}

/** The league's iCalendar file (every match, UTC). */
export function leagueCalendarUrl(leagueId: string): string {
  return `/api/leagues/${leagueId}/calendar.ics`;
}
