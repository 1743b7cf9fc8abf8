import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import { isLocale, type CalendarFeed, type CalendarFeedStatus, type LeagueMatch, type Locale } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { calendarFeeds, leagues, users } from '../../db/schema/index.js';
import { translate } from '../../lib/i18n.js';
import { notFound } from '../../lib/errors.js';
import { addCalendarEvents, type CalendarFeedEvent } from '../../lib/ical.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { myTournamentMatchEvents, TOURNAMENT_MATCH_KIND } from '../tournaments/index.js';
import { matchesOfLeague, myMatches } from './queries.js';

/**
 * iCalendar feeds of league matches that a phone calendar subscribes to (RFC 5545, built with
 * ical-generator). One VEVENT per match, UID `league-match-<id>@arena` (stable, so an edited match
 * updates the subscriber's event instead of adding one), times in UTC.
 * - per league: GET /api/leagues/:id/calendar.ics, for signed-in users (the same people who see /leagues);
 * - per user: a private "my matches" feed at an unguessable URL (32 random bytes): the user's league
 *   matches and their tournament matches (from the tournaments module, UID `tournament-match-<id>@arena`
 *   as in the tournament feeds). Only its SHA-256 is stored; the link is shown once when made, and making
 *   a new one revokes the old.
 */

const MATCH_DURATION_MS = 2 * 3_600_000;
const PROD_ID = { company: 'Arena', product: 'League matches', language: 'EN' };

export function matchUid(matchId: string): string {
  return `league-match-${matchId}@arena`;
}

/** A feed named `name` of `matches` (and `tournamentMatches`), its events titled in `locale`. */
export function matchesToIcs(locale: Locale, name: string, matches: LeagueMatch[], tournamentMatches: CalendarFeedEvent[] = []): string {
  const calendar = ical({ name, prodId: PROD_ID, ttl: 3600 });
  addCalendarEvents(calendar, TOURNAMENT_MATCH_KIND, tournamentMatches);
  for (const m of matches) {
    const start = new Date(m.date);
    calendar.createEvent({
      id: matchUid(m.id),
      start,
      end: new Date(start.getTime() + MATCH_DURATION_MS),
      stamp: new Date(m.createdAt),
      summary: translate(locale, 'leagues.calendarEventTitle', { team1: m.team1.name, team2: m.team2.name }),
      description: m.score
        ? translate(locale, 'leagues.calendarEventDescription', { league: m.leagueName, score: m.score })
        : translate(locale, 'leagues.calendarEventUnplayed', { league: m.leagueName }),
    });
  }
  return calendar.toString();
}

export async function leagueCalendarIcs(db: DbOrTx, leagueId: string, locale: Locale): Promise<{ name: string; ics: string }> {
  const [league] = await db.select({ id: leagues.id, name: leagues.name }).from(leagues).where(eq(leagues.id, leagueId));
  if (!league) throw notFound();
  return { name: league.name, ics: matchesToIcs(locale, league.name, await matchesOfLeague(db, league.id)) };
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The private feed for a token, or 404 (an unknown or revoked token). A calendar app reads it without the owner's
 * session: its texts are in the owner's chosen language, else in that of the asking request (`fallback`).
 */
export async function myCalendarIcs(db: DbOrTx, token: string, fallback: Locale): Promise<string> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!feed) throw notFound();
  const locale = isLocale(feed.language) ? feed.language : fallback;
  return matchesToIcs(
    locale,
    translate(locale, 'leagues.calendarFeedName'),
    await myMatches(db, feed.userId),
    await myTournamentMatchEvents(db, feed.userId, locale),
  );
}

export async function calendarFeedStatus(db: DbOrTx, userId: string): Promise<CalendarFeedStatus> {
  const [feed] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}

export const MY_CALENDAR_PATH = '/api/calendar-feeds';

/** Makes (or replaces) the user's private feed link; the returned URL is the only time it is shown. */
export async function resetCalendarFeed(ctx: UseCaseContext, input: { publicUrl: string }): Promise<CalendarFeed> {
  const token = crypto.randomBytes(32).toString('base64url');
  const [row] = await ctx.tx
    .insert(calendarFeeds)
    .values({ userId: ctx.actor.id, tokenHash: hashToken(token) })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashToken(token), createdAt: sql`now()` } })
    .returning();
  return {
    message: translate(ctx.locale, 'leagues.calendarFeedReset'),
    url: `${input.publicUrl.replace(/\/$/, '')}${MY_CALENDAR_PATH}/${token}/matches.ics`,
    createdAt: row!.createdAt.toISOString(),
  };
}

export async function revokeCalendarFeed(ctx: UseCaseContext): Promise<{ message: string }> {
  await ctx.tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, ctx.actor.id));
  return { message: translate(ctx.locale, 'leagues.calendarFeedRevoked') };
}
