import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addTournamentTeamRequest,
  adminTournamentListQuery,
  adminTournamentListResponse,
  availableTeamMutationResponse,
  bracketActionResponse,
  deleteTournamentResponse,
  teamMutationResponse,
  teamNameRequest,
  tournamentActionResponse,
  tournamentFormRequest,
  tournamentIdParams,
  tournamentMutationResponse,
  tournamentStatusRequest,
} from '@arena/shared';
import type { Db } from '../../db/client.js';
import { idempotencyHeaders, MONEY_NOTE } from '../../lib/idempotency.js';
import { runUseCase } from '../../lib/use-case.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { teamRoutes } from '../enrollments/index.js';
import {
  addAvailableTeam,
  addTournamentTeam,
  createTournament,
  deleteTournament,
  removeAvailableTeam,
  removeTournamentTeam,
  setTournamentStatus,
  updateTournament,
} from './service.js';
import { advanceTeam } from './bracket-service.js';
import { listAdminTournaments } from './queries.js';
import { translate } from '../../lib/i18n.js';

const idParams = tournamentIdParams;
const adminTags = ['admin', 'tournaments'];

/**
 * Tournament API for admins, under /api/admin: tournaments, their teams and available teams, status and delete
 * (which refund entries through the enrollment core). Every state change runs through `runUseCase`.
 */
export async function tournamentAdminRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  app.setErrorHandler(catalogueErrorHandler());
  await teamRoutes({
    base: '/api/admin/tournaments',
    tags: adminTags,
    summaries: {
      addTeam: 'Add a selected team (8th_finalist), optionally owned by a user; at most 8',
      removeTeam: 'Remove a selected team (its match slots become TBD)',
      addAvailableTeam: 'Add Available Team (unique in the tournament, case-insensitively)',
      removeAvailableTeam: 'Remove an available team name',
    },
    addTeamRequest: addTournamentTeamRequest,
    addAvailableTeamRequest: teamNameRequest,
    added: teamMutationResponse,
    availableTeamAdded: availableTeamMutationResponse,
    removed: tournamentActionResponse,
    addTeam: (ctx, tournamentId, team) => addTournamentTeam(ctx, { tournamentId, ...team }),
    removeTeam: (ctx, tournamentId, teamId) => removeTournamentTeam(ctx, { tournamentId, teamId }),
    addAvailableTeam: (ctx, tournamentId, name) => addAvailableTeam(ctx, { tournamentId, name }),
    removeAvailableTeam: (ctx, tournamentId, availableTeamId) => removeAvailableTeam(ctx, { tournamentId, availableTeamId }),
  })(app);

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
      runUseCase(
        request,
        reply,
        async (ctx) => ({ message: translate(ctx.locale, 'tournaments.created'), tournament: await createTournament(ctx, request.body) }),
        {
          status: 201,
        },
      ),
  );

  app.put(
    '/api/admin/tournaments/:id',
    {
      config: { access: 'admin' },
      schema: { tags: adminTags, summary: 'Edit a tournament', params: idParams, body: tournamentFormRequest, response: { 200: tournamentMutationResponse } },
    },
    async (request, reply) =>
      runUseCase(request, reply, async (ctx) => ({
        message: translate(ctx.locale, 'tournaments.updated'),
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
        message: translate(ctx.locale, 'tournaments.statusUpdated'),
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
}
