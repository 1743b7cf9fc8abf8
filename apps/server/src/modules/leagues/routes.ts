import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLeagueListQuery,
  adminLeagueListResponse,
  adminLeagueMatchListQuery,
  adminLeagueRankingsQuery,
  adminLeagueRankingsResponse,
  adminLeagueResponse,
  adminLeagueSchema,
  addAvailableTeamRequest,
  addLeagueTeamRequest,
  calendarFeedResponse,
  calendarFeedStatusResponse,
  competitionListResponse,
  createLeagueMatchRequest,
  deleteLeagueResponse,
  generateScheduleRequest,
  generateScheduleResponse,
  leagueCalendarQuery,
  leagueCalendarResponse,
  leagueChampionRequest,
  leagueChampionResponse,
  leagueDetailResponse,
  leagueEnrollResponse,
  leagueInput,
  leagueListQuery,
  leagueListResponse,
  leagueMatchListResponse,
  leagueMatchResponse,
  leagueMessageResponse,
  leagueRecalculateRequest,
  leagueScoreRequest,
  leagueSelectTeamRequest,
  leagueSelectTeamResponse,
  leagueStatusRequest,
  myMatchesResponse,
  saveStandingsRequest,
  saveStandingsResponse,
  savedLeagueRankingListQuery,
  savedLeagueRankingListResponse,
  standingResponse,
  updateLeagueMatchRequest,
  updateStandingRequest,
} from '@arena/shared';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { idempotencyHeaders, MONEY_NOTE } from '../../lib/idempotency.js';
import { runUseCase } from '../../lib/use-case.js';
import { requireUser } from '../../lib/session-user.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { calendarFeedStatus, leagueCalendarIcs, myCalendarIcs, resetCalendarFeed, revokeCalendarFeed } from './calendar-feed.js';
import { enrollInLeague, selectLeagueTeam } from './enrollment.js';
import { createLeagueMatch, deleteLeagueMatch, generateSchedule, setLeagueMatchScore, updateLeagueMatch } from './matches.js';
import {
  calendarMonth,
  competitionsOf,
  getAdminLeague,
  getLeagueForUser,
  listAdminLeagues,
  listAdminRankings,
  listLeaguesForUser,
  listMatches,
  listPublicSavedRankings,
  myMatches,
} from './queries.js';
import {
  addAvailableTeam,
  addLeagueTeam,
  createLeague,
  deleteAvailableTeam,
  deleteLeague,
  deleteLeagueTeam,
  setChampion,
  setLeagueStatus,
  updateLeague,
} from './service.js';
import { completeLeague, recalculateStandings, saveStandings, updateStanding } from './standings.js';

const idParams = z.object({ id: z.uuid() });

/**
 * League API. User routes under /api/leagues and /api/league-rankings, the private calendar feed
 * under /api/calendar-feeds (its token is the credential), admin routes under /api/admin. Every
 * state change runs as a use case in one transaction (`runUseCase`), which honours Idempotency-Key.
 */
export async function leagueRoutes(fastify: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = opts;
  app.setErrorHandler(catalogueErrorHandler());

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
      const ics = await myCalendarIcs(db, request.params.token);
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
      const { ics } = await leagueCalendarIcs(db, request.params.id);
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `inline; filename="league-${request.params.id}.ics"`).send(ics);
    },
  );

  app.post(
    '/api/leagues/:id/enroll',
    {
      config: { access: 'user' },
      schema: {
        tags: ['leagues'],
        summary:
          'Enroll: charges the entry fee and creates the pending enrollment request in one transaction (409 INSUFFICIENT_FUNDS, or CONFLICT when full, closed or already enrolled)',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        response: { 201: leagueEnrollResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => enrollInLeague(ctx, { leagueId: request.params.id }), { status: 201 }),
  );

  app.post(
    '/api/leagues/:id/team',
    {
      config: { access: 'user' },
      schema: {
        tags: ['leagues'],
        summary: 'Select a team once the enrollment is approved (once only)',
        params: idParams,
        body: leagueSelectTeamRequest,
        response: { 200: leagueSelectTeamResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, (ctx) => selectLeagueTeam(ctx, { leagueId: request.params.id, availableTeamId: request.body.availableTeamId })),
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

  // ------------------------------------------------------------------ admin: leagues
  app.get(
    '/api/admin/leagues',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Leagues with teams, available teams and counts, newest first',
        querystring: adminLeagueListQuery,
        response: { 200: adminLeagueListResponse },
      },
    },
    async (request) => ({ items: await listAdminLeagues(db, request.query) }),
  );

  app.post(
    '/api/admin/leagues',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Create a league (status active unless given)',
        body: leagueInput,
        response: { 201: adminLeagueResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => createLeague(ctx, request.body), { status: 201 }),
  );

  app.get(
    '/api/admin/leagues/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin', 'leagues'], params: idParams, response: { 200: adminLeagueSchema } },
    },
    async (request) => getAdminLeague(db, request.params.id),
  );

  app.put(
    '/api/admin/leagues/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Edit a league (status through /status)',
        params: idParams,
        body: leagueInput,
        response: { 200: adminLeagueResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => updateLeague(ctx, { ...request.body, leagueId: request.params.id })),
  );

  app.post(
    '/api/admin/leagues/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Change the status; started initialises the standings in the same transaction',
        params: idParams,
        body: leagueStatusRequest,
        response: { 200: adminLeagueResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => setLeagueStatus(ctx, { leagueId: request.params.id, status: request.body.status })),
  );

  app.delete(
    '/api/admin/leagues/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Delete a league with its teams and matches; unused entry fees (pending or approved enrollments of a league not completed) are refunded once',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: deleteLeagueResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => deleteLeague(ctx, { leagueId: request.params.id })),
  );

  app.post(
    '/api/admin/leagues/:id/teams',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Add a team (optionally managed by a user)',
        params: idParams,
        body: addLeagueTeamRequest,
        response: { 201: adminLeagueResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => addLeagueTeam(ctx, { leagueId: request.params.id, ...request.body }), { status: 201 }),
  );

  app.delete(
    '/api/admin/leagues/:id/teams/:teamId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Delete a team with its matches; standings recomputed',
        params: z.object({ id: z.uuid(), teamId: z.uuid() }),
        response: { 200: adminLeagueResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => deleteLeagueTeam(ctx, { leagueId: request.params.id, teamId: request.params.teamId })),
  );

  app.post(
    '/api/admin/leagues/:id/available-teams',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Add a team name users may select',
        params: idParams,
        body: addAvailableTeamRequest,
        response: { 201: adminLeagueResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, (ctx) => addAvailableTeam(ctx, { leagueId: request.params.id, name: request.body.name }), { status: 201 }),
  );

  app.delete(
    '/api/admin/leagues/:id/available-teams/:availableTeamId',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin', 'leagues'], params: z.object({ id: z.uuid(), availableTeamId: z.uuid() }), response: { 200: adminLeagueResponse } },
    },
    async (request, reply) =>
      runUseCase(request, reply, (ctx) => deleteAvailableTeam(ctx, { leagueId: request.params.id, availableTeamId: request.params.availableTeamId })),
  );

  app.post(
    '/api/admin/leagues/:id/champion',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary:
          "Set the champion: completes the league and credits the prize to the team's manager exactly once (409 CONFLICT when a champion is already set)",
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        body: leagueChampionRequest,
        response: { 200: leagueChampionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => setChampion(ctx, { leagueId: request.params.id, teamId: request.body.teamId })),
  );

  app.post(
    '/api/admin/leagues/:id/complete',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin', 'leagues'], summary: 'Mark a started league as completed', params: idParams, response: { 200: leagueMessageResponse } },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => completeLeague(ctx, { leagueId: request.params.id })),
  );

  app.post(
    '/api/admin/leagues/:id/rankings/recalculate',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'points = wins × 3 + draws (mode points, default) or everything from the scored matches (mode matches)',
        params: idParams,
        body: leagueRecalculateRequest,
        response: { 200: standingResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, (ctx) => recalculateStandings(ctx, { leagueId: request.params.id, mode: request.body?.mode ?? 'points' })),
  );

  app.post(
    '/api/admin/leagues/:id/saved-rankings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Save the standings as a named snapshot (public by default)',
        params: idParams,
        body: saveStandingsRequest,
        response: { 201: saveStandingsResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => saveStandings(ctx, { leagueId: request.params.id, ...request.body }), { status: 201 }),
  );

  app.get(
    '/api/admin/league-rankings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Started and completed leagues with standings and saved snapshots',
        querystring: adminLeagueRankingsQuery,
        response: { 200: adminLeagueRankingsResponse },
      },
    },
    async (request) => ({ items: await listAdminRankings(db, request.query) }),
  );

  app.put(
    '/api/admin/league-rankings/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Edit one standings row (audited; the next score change recomputes from the matches)',
        params: idParams,
        body: updateStandingRequest,
        response: { 200: standingResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => updateStanding(ctx, { rankingId: request.params.id, ...request.body })),
  );

  // ------------------------------------------------------------------ admin: matches and calendar
  app.get(
    '/api/admin/league-matches',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'League matches by date; filter by league, search team or league names',
        querystring: adminLeagueMatchListQuery,
        response: { 200: leagueMatchListResponse },
      },
    },
    async (request) => ({ items: await listMatches(db, request.query) }),
  );

  app.post(
    '/api/admin/league-matches',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Add a match (standings recomputed when scored)',
        body: createLeagueMatchRequest,
        response: { 201: leagueMatchResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => createLeagueMatch(ctx, request.body), { status: 201 }),
  );

  app.post(
    '/api/admin/league-matches/generate',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Generate League Schedule: single round robin, shuffled, ceil(pairs/days) a day from 09:00',
        body: generateScheduleRequest,
        response: { 201: generateScheduleResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => generateSchedule(ctx, request.body), { status: 201 }),
  );

  app.put(
    '/api/admin/league-matches/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Edit a match (teams, date, score)',
        params: idParams,
        body: updateLeagueMatchRequest,
        response: { 200: leagueMatchResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => updateLeagueMatch(ctx, { matchId: request.params.id, ...request.body })),
  );

  app.patch(
    '/api/admin/league-matches/:id/score',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Inline score edit; null or empty clears the score. Standings recomputed in the same transaction',
        params: idParams,
        body: leagueScoreRequest,
        response: { 200: leagueMatchResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => setLeagueMatchScore(ctx, { matchId: request.params.id, score: request.body.score })),
  );

  app.delete(
    '/api/admin/league-matches/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin', 'leagues'], params: idParams, response: { 200: leagueMessageResponse } },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => deleteLeagueMatch(ctx, { matchId: request.params.id })),
  );

  app.get(
    '/api/admin/league-calendar',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'A month of league matches grouped by local day',
        querystring: leagueCalendarQuery,
        response: { 200: leagueCalendarResponse },
      },
    },
    async (request) => calendarMonth(db, request.query),
  );
}
