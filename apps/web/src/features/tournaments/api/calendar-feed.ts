import type { CalendarFeed, CalendarFeedStatus } from '@arena/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tournamentKeys } from './keys';

/**
 * The private "my matches" calendar link (served by the leagues module for league and tournament matches):
 * GET tells whether one is on; POST makes a new one (the old stops working) and is the only time its URL is shown.
 */
export function getCalendarFeedStatus(): Promise<CalendarFeedStatus> {
  return api.get<CalendarFeedStatus>('/api/leagues/calendar-feed');
}

export function useCalendarFeedStatus(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: tournamentKeys.calendarFeed, queryFn: getCalendarFeedStatus, enabled: options.enabled ?? true });
}

export function makeCalendarFeed(): Promise<CalendarFeed> {
  return api.post<CalendarFeed>('/api/leagues/calendar-feed');
}

export function useMakeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeCalendarFeed, onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.calendarFeed }) });
}
