import { eq, sql } from 'drizzle-orm';
import { roundLabel, t, type MyMatch, type TournamentBracket } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { calendarEvents, matches, teams, tournaments } from '../../db/schema/index.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import type { CalendarFeedEvent } from '../../lib/ical.js';
import { listMyMatches } from './queries.js';

/**
 * Tournament matches as iCalendar events. Every feed that shows a tournament match (the tournament's feed,
 * the session-bound my-matches.ics and the private "my matches" link of the leagues module) uses these,
 * so one match has the same UID (`tournament-match-<id>@arena`) and text everywhere.
 */
export const TOURNAMENT_MATCH_KIND = 'tournament-match';

export function myMatchEvent(m: MyMatch): CalendarFeedEvent {
  return {
    id: m.id,
    start: new Date(m.date),
    summary: `${m.myTeam.name} vs ${m.opponent?.name ?? t('tournaments.tbd')} (${m.roundLabel})`,
    description: `${m.tournamentName}${m.score ? ` · ${m.score}` : ''}`,
  };
}

export function bracketEvents(bracket: TournamentBracket): CalendarFeedEvent[] {
  return bracket.rounds.flatMap((round) =>
    round.matches.map((m) => ({
      id: m.id,
      start: new Date(m.date),
      summary: `${m.team1?.name ?? t('tournaments.tbd')} vs ${m.team2?.name ?? t('tournaments.tbd')} (${roundLabel(m.roundNumber)})`,
      description: `${bracket.tournament.name}${m.score ? ` · ${m.score}` : ''}`,
    })),
  );
}

/** Every tournament match of the user's teams, as calendar events in date order. */
export async function myTournamentMatchEvents(db: DbOrTx, userId: string): Promise<CalendarFeedEvent[]> {
  return (await listMyMatches(db, userId)).map(myMatchEvent);
}

/** Keeps the match's calendar event (admin calendar, iCalendar feeds) in step with the match: title and start. */
export async function syncCalendarEvent(ctx: UseCaseContext, matchId: string): Promise<void> {
  await ctx.tx.delete(calendarEvents).where(eq(calendarEvents.matchId, matchId));
  await ctx.tx.execute(sql`
    insert into ${calendarEvents} (title, start_time, match_id)
    select ${tournaments.name} || ': ' || coalesce(t1.name, 'TBD') || ' vs ' || coalesce(t2.name, 'TBD'), ${matches.date}, ${matches.id}
    from ${matches}
    join ${tournaments} on ${tournaments.id} = ${matches.tournamentId}
    left join ${teams} t1 on t1.id = ${matches.team1Id}
    left join ${teams} t2 on t2.id = ${matches.team2Id}
    where ${matches.id} = ${matchId}`);
}
