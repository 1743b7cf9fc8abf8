import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addTournamentTeamRequest,
  adminMatchListQuery,
  adminMatchListResponse,
  adminTournamentListQuery,
  adminTournamentListResponse,
  availableTeamMutationResponse,
  availableTeamSchema,
  bracketActionResponse,
  calendarQuery,
  calendarResponse,
  createMatchRequest,
  deleteTournamentResponse,
  enrollResponse,
  generateMatchesRequest,
  matchMutationResponse,
  matchScoreRequest,
  myMatchListResponse,
  savedRankingsQuery,
  savedRankingsResponse,
  saveResultsRequest,
  saveResultsResponse,
  selectTeamRequest,
  selectTeamResponse,
  setChampionRequest,
  setWinnerRequest,
  teamMutationResponse,
  teamNameRequest,
  tournamentActionResponse,
  tournamentBracketResponse,
  tournamentFormRequest,
  tournamentIdParams,
  tournamentListQuery,
  tournamentMutationResponse,
  tournamentStatusRequest,
  updateMatchRequest,
  userTournamentListResponse,
  userTournamentSchema,
  t,
} from '@arena/shared';
import type { Db } from '../../db/client.js';
import { idempotencyHeaders, MONEY_NOTE } from '../../lib/idempotency.js';
import { buildCalendar, sendCalendar } from '../../lib/ical.js';
import { runUseCase } from '../../lib/use-case.js';
import { requireUser } from '../../lib/session-user.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import {
  addAvailableTeam,
  addTournamentTeam,
  createTournament,
  deleteTournament,
  removeAvailableTeam,
  removeTournamentTeam,
  setTournamentStatus,
  updateTournament,
} from './admin-service.js';
import {
  advanceTeam,
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
import { enrollInTournament, selectTournamentTeam } from './enrollment.js';
import {
  getBracket,
  getUserTournament,
  listAdminMatches,
  listAdminTournaments,
  listCalendarEvents,
  listFreeAvailableTeams,
  listMyMatches,
  listSavedRankings,
  listUserTournaments,
} from './queries.js';
import { saveTournamentResults } from './results.js';
import { bracketEvents, myTournamentMatchEvents, TOURNAMENT_MATCH_KIND } from './calendar.js';

const idParams = tournamentIdParams;
const tags = ['tournaments'];
const adminTags = ['admin', 'tournaments'];

/**
 * Tournaments API. User routes under /api/tournaments and /api/tournament-rankings (any signed-in
 * account; a user's own enrollment, team and matches are scoped to them), admin routes under
 * /api/admin. Every state change runs through `runUseCase` (one transaction, optional Idempotency-Key).
 */
export async function tournamentRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  app.setErrorHandler(catalogueErrorHandler());

  // ------------------------------------------------------------------ user
  app.get(
    '/api/tournaments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Tournaments with teams, free team names and the caller's enrollment; status filter and name search, newest first",
        querystring: tournamentListQuery,
        response: { 200: userTournamentListResponse },
      },
    },
    async (request) => ({ items: await listUserTournaments(db, requireUser(request).id, request.query) }),
  );

  app.get(
    '/api/tournaments/my-matches',
    {
      config: { access: 'user' },
      schema: { tags, summary: "Every match of the caller's teams (opponent, date, result)", response: { 200: myMatchListResponse } },
    },
    async (request) => ({ items: await listMyMatches(db, requireUser(request).id) }),
  );

  app.get(
    '/api/tournaments/my-matches.ics',
    {
      config: { access: 'user' },
      schema: { tags, summary: "iCalendar feed of the caller's tournament matches" },
    },
    async (request, reply) => {
      const body = buildCalendar({
        name: 'Arena: my tournament matches',
        kind: TOURNAMENT_MATCH_KIND,
        events: await myTournamentMatchEvents(db, requireUser(request).id),
      });
      return sendCalendar(reply, 'my-tournament-matches.ics', body);
    },
  );

  app.get(
    '/api/tournaments/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'One tournament as the user list shows it', params: idParams, response: { 200: userTournamentSchema } },
    },
    async (request) => getUserTournament(db, requireUser(request).id, request.params.id),
  );

  app.get(
    '/api/tournaments/:id/available-teams',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Team names of the tournament no team uses yet (the team picker)',
        params: idParams,
        response: { 200: z.object({ items: z.array(availableTeamSchema) }) },
      },
    },
    async (request) => ({ items: await listFreeAvailableTeams(db, request.params.id) }),
  );

  app.get(
    '/api/tournaments/:id/bracket',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The live bracket: rounds ascending with teams, owners, scores and winners; team stages',
        params: idParams,
        response: { 200: tournamentBracketResponse },
      },
    },
    async (request) => getBracket(db, request.params.id),
  );

  app.get(
    '/api/tournaments/:id/my-matches',
    {
      config: { access: 'user' },
      schema: { tags, summary: "The caller's matches in this tournament", params: idParams, response: { 200: myMatchListResponse } },
    },
    async (request) => ({ items: await listMyMatches(db, requireUser(request).id, request.params.id) }),
  );

  app.get(
    '/api/tournaments/:id/calendar.ics',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'iCalendar feed of every match of this tournament', params: idParams },
    },
    async (request, reply) => {
      const bracket = await getBracket(db, request.params.id);
      return sendCalendar(
        reply,
        `${bracket.tournament.name}.ics`,
        buildCalendar({ name: `Arena: ${bracket.tournament.name}`, kind: TOURNAMENT_MATCH_KIND, events: bracketEvents(bracket) }),
      );
    },
  );

  app.post(
    '/api/tournaments/:id/enroll',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary:
          'Enroll: the entry fee is charged and a pending request filed, in one transaction; 409 when full, closed, already enrolled or the balance is short',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        response: { 201: enrollResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => enrollInTournament(ctx, { tournamentId: request.params.id }), { status: 201 }),
  );

  app.post(
    '/api/tournaments/:id/select-team',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Pick a team once the enrollment is approved',
        params: idParams,
        body: selectTeamRequest,
        response: { 201: selectTeamResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, (ctx) => selectTournamentTeam(ctx, { tournamentId: request.params.id, availableTeamId: request.body?.availableTeamId }), {
        status: 201,
      }),
  );

  app.get(
    '/api/tournament-rankings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Published tournament results, newest first, with the saved bracket',
        querystring: savedRankingsQuery,
        response: { 200: savedRankingsResponse },
      },
    },
    async (request) => ({ items: await listSavedRankings(db, { ...request.query, publicOnly: true, includeEmail: false }) }),
  );

  // ------------------------------------------------------------------ admin: tournaments
  app.get(
    '/api/admin/tournaments',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Every tournament with teams (owner name and email), available teams and counts',
        querystring: adminTournamentListQuery,
        response: { 200: adminTournamentListResponse },
      },
    },
    async (request) => ({ items: await listAdminTournaments(db, request.query) }),
  );

  app.post(
    '/api/admin/tournaments',
    {
      config: { access: 'admin' },
      schema: { tags: adminTags, summary: 'Create a tournament', body: tournamentFormRequest, response: { 201: tournamentMutationResponse } },
    },
    async (request, reply) =>
      runUseCase(request, reply, async (ctx) => ({ message: t('tournaments.created'), tournament: await createTournament(ctx, request.body) }), {
        status: 201,
      }),
  );

  app.put(
    '/api/admin/tournaments/:id',
    {
      config: { access: 'admin' },
      schema: { tags: adminTags, summary: 'Edit a tournament', params: idParams, body: tournamentFormRequest, response: { 200: tournamentMutationResponse } },
    },
    async (request, reply) =>
      runUseCase(request, reply, async (ctx) => ({
        message: t('tournaments.updated'),
        tournament: await updateTournament(ctx, { ...request.body, tournamentId: request.params.id }),
      })),
  );

  app.patch(
    '/api/admin/tournaments/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Status dropdown: upcoming, active, completed, cancelled',
        params: idParams,
        body: tournamentStatusRequest,
        response: { 200: tournamentMutationResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, async (ctx) => ({
        message: t('tournaments.statusUpdated'),
        tournament: await setTournamentStatus(ctx, { tournamentId: request.params.id, status: request.body.status }),
      })),
  );

  app.delete(
    '/api/admin/tournaments/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Delete a tournament; every unrefunded entry fee is refunded once (409 for a completed tournament with paid entries)',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: deleteTournamentResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => deleteTournament(ctx, { tournamentId: request.params.id })),
  );

  app.post(
    '/api/admin/tournaments/:id/available-teams',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Add Available Team (unique in the tournament, case-insensitively)',
        params: idParams,
        body: teamNameRequest,
        response: { 201: availableTeamMutationResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, (ctx) => addAvailableTeam(ctx, { tournamentId: request.params.id, name: request.body.name }), { status: 201 }),
  );

  app.delete(
    '/api/admin/tournaments/:id/available-teams/:teamId',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Remove an available team name',
        params: z.object({ id: z.uuid(), teamId: z.uuid() }),
        response: { 200: tournamentActionResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, (ctx) => removeAvailableTeam(ctx, { tournamentId: request.params.id, availableTeamId: request.params.teamId })),
  );

  app.post(
    '/api/admin/tournaments/:id/teams',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Add a selected team (8th_finalist), optionally owned by a user; at most 8',
        params: idParams,
        body: addTournamentTeamRequest,
        response: { 201: teamMutationResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, (ctx) => addTournamentTeam(ctx, { tournamentId: request.params.id, name: request.body.name, userId: request.body.userId }), {
        status: 201,
      }),
  );

  app.delete(
    '/api/admin/tournaments/:id/teams/:teamId',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Remove a selected team (its match slots become TBD)',
        params: z.object({ id: z.uuid(), teamId: z.uuid() }),
        response: { 200: tournamentActionResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, (ctx) => removeTournamentTeam(ctx, { tournamentId: request.params.id, teamId: request.params.teamId })),
  );

  app.post(
    '/api/admin/tournament-teams/:id/advance',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Advance Team one stage; reaching champion completes the tournament and pays the prize once',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: bracketActionResponse.extend({ stage: z.string() }) },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => advanceTeam(ctx, { teamId: request.params.id })),
  );

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

  app.post(
    '/api/admin/tournaments/:id/champion',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Set Champion (active only, cannot be undone): completes the tournament and pays the prize once',
        description: MONEY_NOTE,
        headers: idempotencyHeaders,
        params: idParams,
        body: setChampionRequest,
        response: { 200: bracketActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => setChampion(ctx, { tournamentId: request.params.id, teamId: request.body.teamId })),
  );

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
  app.get(
    '/api/admin/matches',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Tournament matches in bracket order, optionally of one tournament',
        querystring: adminMatchListQuery,
        response: { 200: adminMatchListResponse },
      },
    },
    async (request) => ({ items: await listAdminMatches(db, request.query) }),
  );

  app.post(
    '/api/admin/matches',
    {
      config: { access: 'admin' },
      schema: { tags: adminTags, summary: 'Add Match (winner follows the score)', body: createMatchRequest, response: { 201: matchMutationResponse } },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => createMatch(ctx, request.body), { status: 201 }),
  );

  app.patch(
    '/api/admin/matches/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Edit Match: teams, score, winner (one of the teams, or empty), date',
        params: idParams,
        body: updateMatchRequest,
        response: { 200: matchMutationResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => updateMatch(ctx, { matchId: request.params.id, ...request.body })),
  );

  app.patch(
    '/api/admin/matches/:id/score',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Inline score edit; the winner follows the score',
        params: idParams,
        body: matchScoreRequest,
        response: { 200: matchMutationResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => updateMatchScore(ctx, { matchId: request.params.id, score: request.body.score })),
  );

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

  app.delete(
    '/api/admin/matches/:id',
    {
      config: { access: 'admin' },
      schema: { tags: adminTags, summary: 'Delete a match', params: idParams, response: { 200: tournamentActionResponse } },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => deleteMatch(ctx, { matchId: request.params.id })),
  );

  app.get(
    '/api/admin/calendar',
    {
      config: { access: 'admin' },
      schema: {
        tags: adminTags,
        summary: 'Calendar events of tournament matches in one UTC month',
        querystring: calendarQuery,
        response: { 200: calendarResponse },
      },
    },
    async (request) => ({ items: await listCalendarEvents(db, request.query) }),
  );
}
