import { eq, sql } from 'drizzle-orm';
import { FINAL_ROUND, QUARTERFINAL_ROUND, SEMIFINAL_ROUND, type Locale, type MyMatch, type TournamentBracket } from '@arena/shared';
import { translate } from '../../lib/i18n.js';
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

/** A round's name in `locale` (the bracket's roundLabel, in the calendar's reader's language). */
function roundLabelIn(locale: Locale, roundNumber: number): string {
  if (roundNumber === QUARTERFINAL_ROUND) return translate(locale, 'tournaments.round.quarterfinals');
  if (roundNumber === SEMIFINAL_ROUND) return translate(locale, 'tournaments.round.semifinals');
  if (roundNumber === FINAL_ROUND) return translate(locale, 'tournaments.round.final');
  return translate(locale, 'tournaments.round.n', { n: roundNumber });
}

/** An event's title in `locale`: '<team> vs <team> (<round>)', an unknown opponent named as the catalogue does. */
function matchSummary(locale: Locale, team1: string | undefined, team2: string | undefined, roundNumber: number): string {
  const tbd = translate(locale, 'tournaments.tbd');
  const teams = translate(locale, 'leagues.calendarEventTitle', { team1: team1 ?? tbd, team2: team2 ?? tbd });
  return `${teams} (${roundLabelIn(locale, roundNumber)})`;
}

export function myMatchEvent(m: MyMatch, locale: Locale): CalendarFeedEvent {
  return {
    id: m.id,
    start: new Date(m.date),
    summary: matchSummary(locale, m.myTeam.name, m.opponent?.name, m.roundNumber),
    description: `${m.tournamentName}${m.score ? ` · ${m.score}` : ''}`,
  };
}

export function bracketEvents(bracket: TournamentBracket, locale: Locale): CalendarFeedEvent[] {
  return bracket.rounds.flatMap((round) =>
    round.matches.map((m) => ({
      id: m.id,
      start: new Date(m.date),
      summary: matchSummary(locale, m.team1?.name, m.team2?.name, m.roundNumber),
      description: `${bracket.tournament.name}${m.score ? ` · ${m.score}` : ''}`,
    })),
  );
}

/** Every tournament match of the user's teams, as calendar events in date order, titled in `locale`. */
export async function myTournamentMatchEvents(db: DbOrTx, userId: string, locale: Locale): Promise<CalendarFeedEvent[]> {
  return (await listMyMatches(db, userId)).map((m) => myMatchEvent(m, locale));
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
