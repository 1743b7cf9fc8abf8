import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMatchListQuery,
  adminMatchListResponse,
  bracketActionResponse,
  calendarQuery,
  calendarResponse,
  createMatchRequest,
  generateMatchesRequest,
  matchMutationResponse,
  matchScoreRequest,
  savedRankingsQuery,
  savedRankingsResponse,
  saveResultsRequest,
  saveResultsResponse,
  setChampionRequest,
  setWinnerRequest,
  tournamentActionResponse,
  tournamentBracketResponse,
  tournamentIdParams,
  updateMatchRequest,
} from '@arena/shared';
import type { Db } from '../../db/client.js';
import { idempotencyHeaders, MONEY_NOTE } from '../../lib/idempotency.js';
import { runUseCase } from '../../lib/use-case.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { championRoute, matchRoutes } from '../enrollments/index.js';
import {
  advanceTournament,
  createMatch,
  deleteAllMatches,
  deleteMatch,
  generateMatches,
  generateNextRoundFor,
  setChampion,
  setMatchWinner,
  updateMatch,
  updateMatchScore,
} from './bracket-service.js';
import { getBracket, listAdminMatches, listCalendarEvents, listSavedRankings } from './queries.js';
import { saveTournamentResults } from './results.js';

const idParams = tournamentIdParams;
const adminTags = ['admin', 'tournaments'];

/**
 * Tournament API for admins: the bracket (generate, advance, winners, champion, results) and the matches and
 * calendar screens. Every state change runs through `runUseCase` (one transaction, optional Idempotency-Key).
 */
export async function tournamentBracketRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  app.setErrorHandler(catalogueErrorHandler());

  // ------------------------------------------------------------------ admin: bracket
  app.get(
    '/api/admin/tournaments/:id/bracket',
    {
      config: { access: 'admin' },
      schema: { tags: adminTags, summary: 'The live bracket (same as the user route)', params: idParams, response: { 200: tournamentBracketResponse } },
    },
    async (request) => getBracket(db, request.params.id),
  );

  app.post(
    '/api/admin/tournaments/:id/generate-matches',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Generate Matches: quarterfinals of exactly 8 teams',
        params: idParams,
        body: generateMatchesRequest.optional(),
        response: { 200: bracketActionResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, (ctx) => generateMatches(ctx, { tournamentId: request.params.id, startDate: request.body?.startDate })),
  );

  app.delete(
    '/api/admin/tournaments/:id/matches',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Delete All Matches and reset every team to 8th_finalist',
        params: idParams,
        response: { 200: bracketActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => deleteAllMatches(ctx, { tournamentId: request.params.id })),
  );

  app.post(
    '/api/admin/tournaments/:id/next-round',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Generate Next Round: every winner of the latest round paired in order',
        params: idParams,
        response: { 200: bracketActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => generateNextRoundFor(ctx, { tournamentId: request.params.id })),
  );

  app.post(
    '/api/admin/tournaments/:id/advance',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Advance Tournament (active only): semifinals, then the final, then the champion (prize paid once)',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: bracketActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => advanceTournament(ctx, { tournamentId: request.params.id })),
  );

  await championRoute({
    base: '/api/admin/tournaments',
    tags: adminTags,
    summary: 'Set Champion (active only, cannot be undone): completes the tournament and pays the prize once',
    request: setChampionRequest,
    response: bracketActionResponse,
    setChampion: (ctx, tournamentId, teamId) => setChampion(ctx, { tournamentId, teamId }),
  })(app);

  app.post(
    '/api/admin/tournaments/:id/results',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Save & Publish Results: a snapshot of teams, stages and matches',
        params: idParams,
        body: saveResultsRequest,
        response: { 201: saveResultsResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, (ctx) => saveTournamentResults(ctx, { tournamentId: request.params.id, ...request.body }), { status: 201 }),
  );

  app.get(
    '/api/admin/tournament-rankings',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Every saved tournament result (public and private), newest first',
        querystring: savedRankingsQuery,
        response: { 200: savedRankingsResponse },
      },
    },
    async (request) => ({ items: await listSavedRankings(db, { ...request.query, publicOnly: false, includeEmail: true }) }),
  );

  // ------------------------------------------------------------------ admin: matches and calendar
  await matchRoutes({
    base: '/api/admin/matches',
    calendarUrl: '/api/admin/calendar',
    tags: adminTags,
    updateMethod: 'patch',
    summaries: {
      list: 'Tournament matches in bracket order, optionally of one tournament',
      create: 'Add Match (winner follows the score)',
      update: 'Edit Match: teams, score, winner (one of the teams, or empty), date',
      score: 'Inline score edit; the winner follows the score',
      delete: 'Delete a match',
      calendar: 'Calendar events of tournament matches in one UTC month',
    },
    listQuery: adminMatchListQuery,
    createRequest: createMatchRequest,
    updateRequest: updateMatchRequest,
    scoreRequest: matchScoreRequest,
    calendarQuery,
    listed: adminMatchListResponse,
    match: matchMutationResponse,
    deleted: tournamentActionResponse,
    calendar: calendarResponse,
    list: async (query) => ({ items: await listAdminMatches(db, query) }),
    create: createMatch,
    update: updateMatch,
    setScore: updateMatchScore,
    remove: deleteMatch,
    calendarMonth: async (query, locale) => ({ items: await listCalendarEvents(db, query, locale) }),
  })(app);

  app.post(
    '/api/admin/matches/:id/winner',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Set Winner (unscored → 2-1 / 1-2)',
        params: idParams,
        body: setWinnerRequest,
        response: { 200: matchMutationResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => setMatchWinner(ctx, { matchId: request.params.id, teamId: request.body.teamId })),
  );
}
