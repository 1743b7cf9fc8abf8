import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCompetitionListResponse, competitionMutationResponse, leagueCompetitionInput, leagueCompetitionParams } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { runUseCase } from '../../lib/use-case.js';
import { addLeagueCompetition, deleteLeagueCompetition, listLeagueCompetitions, updateLeagueCompetition } from './competitions.js';

const idParams = z.object({ id: z.uuid() });

/** Admin routes of a league's competitions (the player reads them at GET /api/leagues/:id/competitions). */
export async function leagueCompetitionRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  app.setErrorHandler(catalogueErrorHandler());

  app.get(
    '/api/admin/leagues/:id/competitions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: "A league's competitions by start date, each with how many requests name it",
        params: idParams,
        response: { 200: adminCompetitionListResponse },
      },
    },
    async (request) => ({ items: await listLeagueCompetitions(db, request.params.id) }),
  );

  app.post(
    '/api/admin/leagues/:id/competitions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: 'Add a competition to a league (name unique in the league, case-insensitively; end after start)',
        params: idParams,
        body: leagueCompetitionInput,
        response: { 201: competitionMutationResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => addLeagueCompetition(ctx, { ...request.body, leagueId: request.params.id }), { status: 201 }),
  );

  app.put(
    '/api/admin/leagues/:id/competitions/:competitionId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: "Rename or re-date a league's competition",
        params: leagueCompetitionParams,
        body: leagueCompetitionInput,
        response: { 200: competitionMutationResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, (ctx) =>
        updateLeagueCompetition(ctx, { ...request.body, leagueId: request.params.id, competitionId: request.params.competitionId }),
      ),
  );

  app.delete(
    '/api/admin/leagues/:id/competitions/:competitionId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'leagues'],
        summary: "Remove a league's competition no request names (409 otherwise)",
        params: leagueCompetitionParams,
        response: { 200: competitionMutationResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, (ctx) => deleteLeagueCompetition(ctx, { leagueId: request.params.id, competitionId: request.params.competitionId })),
  );
}
