import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedResponse,
  calendarFeedStatusResponse,
  competitionListResponse,
  leagueDetailResponse,
  leagueListQuery,
  leagueListResponse,
  leagueMessageResponse,
  myMatchesResponse,
  savedLeagueRankingListQuery,
  savedLeagueRankingListResponse,
} from '@arena/shared';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { runUseCase } from '../../lib/use-case.js';
import { requireUser } from '../../lib/session-user.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { calendarFeedStatus, leagueCalendarIcs, myCalendarIcs, resetCalendarFeed, revokeCalendarFeed } from './calendar-feed.js';
import { leagueEnrollmentRoutes } from './enrollment.js';
import { competitionsOf, getLeagueForUser, listLeaguesForUser, listPublicSavedRankings, myMatches } from './queries.js';

const idParams = z.object({ id: z.uuid() });

/**
 * League API for players: /api/leagues (enroll and team pick come from the enrollment core), /api/league-rankings
 * and the private calendar feed under /api/calendar-feeds (its token is the credential).
 */
export async function leaguePlayerRoutes(fastify: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = opts;
  app.setErrorHandler(catalogueErrorHandler());
  await leagueEnrollmentRoutes(app);

  // ------------------------------------------------------------------ user
  app.get(
    '/api/leagues',
    {
      config: { access: 'user' },
      schema: {
        tags: ['leagues'],
        summary: "Leagues of a tab (upcoming = active, active = started, completed), newest first, with teams, offerable teams and the user's enrollment",
        querystring: leagueListQuery,
        response: { 200: leagueListResponse },
      },
    },
    async (request) => ({ items: await listLeaguesForUser(db, requireUser(request).id, request.query) }),
  );

  app.get(
    '/api/leagues/my-matches',
    {
      config: { access: 'user' },
      schema: { tags: ['leagues'], summary: 'Matches of the teams the user manages, by date', response: { 200: myMatchesResponse } },
    },
    async (request) => ({ items: await myMatches(db, requireUser(request).id) }),
  );

  app.get(
    '/api/leagues/calendar-feed',
    {
      config: { access: 'user' },
      schema: { tags: ['leagues'], summary: 'Whether the user\'s private "my matches" calendar link is on', response: { 200: calendarFeedStatusResponse } },
    },
    async (request) => calendarFeedStatus(db, requireUser(request).id),
  );

  app.post(
    '/api/leagues/calendar-feed',
    {
      config: { access: 'user' },
      schema: {
        tags: ['leagues'],
        summary: 'Make a new private calendar link (the old one stops working); the URL is returned only now',
        response: { 200: calendarFeedResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => resetCalendarFeed(ctx, { publicUrl: config.publicUrl })),
  );

  app.delete(
    '/api/leagues/calendar-feed',
    {
      config: { access: 'user' },
      schema: { tags: ['leagues'], summary: 'Turn the private calendar link off', response: { 200: leagueMessageResponse } },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => revokeCalendarFeed(ctx)),
  );

  app.get(
    '/api/calendar-feeds/:token/matches.ics',
    {
      config: { access: 'public' },
      schema: {
        tags: ['leagues'],
        summary: "The private iCalendar feed of a user's matches (the token in the URL is the credential)",
        params: z.object({ token: z.string().min(20).max(100) }),
      },
    },
    async (request, reply) => {
      const ics = await myCalendarIcs(db, request.params.token, request.locale);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="arena-my-matches.ics"')
        .send(ics);
    },
  );

  app.get(
    '/api/leagues/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['leagues'],
        summary: "One league with its standings (started or completed leagues) and the user's team",
        params: idParams,
        response: { 200: leagueDetailResponse },
      },
    },
    async (request) => getLeagueForUser(db, requireUser(request).id, request.params.id),
  );

  app.get(
    '/api/leagues/:id/competitions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['leagues', 'requests'],
        summary: 'Competitions of a league, by start date (new-request form)',
        params: idParams,
        response: { 200: competitionListResponse },
      },
    },
    async (request) => ({ items: await competitionsOf(db, request.params.id) }),
  );

  app.get(
    '/api/leagues/:id/calendar.ics',
    {
      config: { access: 'user' },
      schema: { tags: ['leagues'], summary: "iCalendar feed of the league's matches (one VEVENT per match, UTC)", params: idParams },
    },
    async (request, reply) => {
      const { ics } = await leagueCalendarIcs(db, request.params.id, request.locale);
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `inline; filename="league-${request.params.id}.ics"`).send(ics);
    },
  );

  app.get(
    '/api/league-rankings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['leagues'],
        summary: 'Public saved league standings, newest first',
        querystring: savedLeagueRankingListQuery,
        response: { 200: savedLeagueRankingListResponse },
      },
    },
    async (request) => ({ items: await listPublicSavedRankings(db, request.query) }),
  );
}
