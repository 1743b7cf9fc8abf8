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
  createLeagueMatchRequest,
  deleteLeagueResponse,
  generateScheduleRequest,
  generateScheduleResponse,
  leagueCalendarQuery,
  leagueCalendarResponse,
  leagueChampionRequest,
  leagueChampionResponse,
  leagueInput,
  leagueMatchListResponse,
  leagueMatchResponse,
  leagueMessageResponse,
  leagueRecalculateRequest,
  leagueScoreRequest,
  leagueStatusRequest,
  saveStandingsRequest,
  saveStandingsResponse,
  standingResponse,
  updateLeagueMatchRequest,
  updateStandingRequest,
} from '@arena/shared';
import type { Db } from '../../db/client.js';
import { idempotencyHeaders, MONEY_NOTE } from '../../lib/idempotency.js';
import { runUseCase } from '../../lib/use-case.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { championRoute, matchRoutes, teamRoutes } from '../enrollments/index.js';
import { createLeagueMatch, deleteLeagueMatch, generateSchedule, setLeagueMatchScore, updateLeagueMatch } from './matches.js';
import { calendarMonth, getAdminLeague, listAdminLeagues, listAdminRankings, listMatches } from './queries.js';
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
 * League API for admins, under /api/admin: leagues, their teams and available teams, status, champion,
 * standings, matches and the calendar. Every state change runs as a use case in one transaction (`runUseCase`),
 * which honours Idempotency-Key.
 */
export async function leagueAdminRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  app.setErrorHandler(catalogueErrorHandler());
  await teamRoutes({
    base: '/api/admin/leagues',
    tags: ['admin', 'leagues'],
    summaries: {
      addTeam: 'Add a team (optionally managed by a user)',
      removeTeam: 'Delete a team with its matches; standings recomputed',
      addAvailableTeam: 'Add a team name users may select',
      removeAvailableTeam: 'Remove a team name users may select',
    },
    addTeamRequest: addLeagueTeamRequest,
    addAvailableTeamRequest,
    added: adminLeagueResponse,
    availableTeamAdded: adminLeagueResponse,
    removed: adminLeagueResponse,
    addTeam: (ctx, leagueId, team) => addLeagueTeam(ctx, { leagueId, ...team }),
    removeTeam: (ctx, leagueId, teamId) => deleteLeagueTeam(ctx, { leagueId, teamId }),
    addAvailableTeam: (ctx, leagueId, name) => addAvailableTeam(ctx, { leagueId, name }),
    removeAvailableTeam: (ctx, leagueId, availableTeamId) => deleteAvailableTeam(ctx, { leagueId, availableTeamId }),
  })(app);

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

  await championRoute({
    base: '/api/admin/leagues',
    tags: ['admin', 'leagues'],
    summary: "Set the champion: completes the league and credits the prize to the team's manager exactly once (409 CONFLICT when a champion is already set)",
    request: leagueChampionRequest,
    response: leagueChampionResponse,
    setChampion: (ctx, leagueId, teamId) => setChampion(ctx, { leagueId, teamId }),
  })(app);

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
  await matchRoutes({
    base: '/api/admin/league-matches',
    calendarUrl: '/api/admin/league-calendar',
    tags: ['admin', 'leagues'],
    updateMethod: 'put',
    summaries: {
      list: 'League matches by date; filter by league, search team or league names',
      create: 'Add a match (standings recomputed when scored)',
      update: 'Edit a match (teams, date, score)',
      score: 'Inline score edit; null or empty clears the score. Standings recomputed in the same transaction',
      calendar: 'A month of league matches grouped by local day',
    },
    listQuery: adminLeagueMatchListQuery,
    createRequest: createLeagueMatchRequest,
    updateRequest: updateLeagueMatchRequest,
    scoreRequest: leagueScoreRequest,
    calendarQuery: leagueCalendarQuery,
    listed: leagueMatchListResponse,
    match: leagueMatchResponse,
    deleted: leagueMessageResponse,
    calendar: leagueCalendarResponse,
    list: async (query) => ({ items: await listMatches(db, query) }),
    create: createLeagueMatch,
    update: updateLeagueMatch,
    setScore: setLeagueMatchScore,
    remove: deleteLeagueMatch,
    calendarMonth: (query) => calendarMonth(db, query),
  })(app);

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
}
