import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addRankingRequest,
  adminRankingIdParams,
  adminRankingListQuery,
  adminRankingListResponse,
  rankingBulkResponse,
  rankingCandidatesQuery,
  rankingCandidatesResponse,
  rankingListQuery,
  rankingListResponse,
  rankingMutationResponse,
  updateRankingRequest,
  adminRankingExportQuery,
} from '@arena/shared';
import { csvExportRoute, pagedBatches } from '../../lib/csv-export.js';
import type { Db } from '../../db/client.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { requireUser } from '../../lib/session-user.js';
import { runUseCase } from '../../lib/use-case.js';
import { listAdminRankings, listRankingCandidates, listRankings } from './queries.js';
import { addAllRankings, addRanking, deleteRanking, recalculateRankings, updateRanking } from './service.js';

/** Global ranking API: /fyp and the dashboard card for players, /admin/global-rankings for admins. */
export async function rankingRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  app.setErrorHandler(catalogueErrorHandler());

  app.get(
    '/api/rankings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['rankings'],
        summary:
          "The global ranking: the first `limit` rows by rank (default 100; the dashboard asks 5), searchable by name or email, sorted by rank, earnings, tournaments or leagues; plus the caller's own row",
        querystring: rankingListQuery,
        response: { 200: rankingListResponse },
      },
    },
    async (request) => listRankings(db, requireUser(request).id, request.query),
  );

  app.get(
    '/api/admin/rankings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'rankings'],
        summary: 'Every ranking row by rank position, searchable by name or email, paged',
        querystring: adminRankingListQuery,
        response: { 200: adminRankingListResponse },
      },
    },
    async (request) => listAdminRankings(db, request.query),
  );

  csvExportRoute(app, db, {
    table: 'rankings',
    tags: ['admin'],
    summary: "Every ranked player matching the table's search, as CSV (streamed; audited)",
    querystring: adminRankingExportQuery,
    batches: (filter) => pagedBatches(async (page, pageSize) => (await listAdminRankings(db, { ...filter, page, pageSize })).items),
  });

  app.get(
    '/api/admin/rankings/candidates',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'rankings'],
        summary: 'Players (role user) without a ranking, at most 100: the choices of Add User',
        querystring: rankingCandidatesQuery,
        response: { 200: rankingCandidatesResponse },
      },
    },
    async (request) => listRankingCandidates(db, request.query.search),
  );

  app.post(
    '/api/admin/rankings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'rankings'],
        summary: "Add User: the next rank after the maximum, zeroed statistics (409 'This user already has a ranking')",
        body: addRankingRequest,
        response: { 201: rankingMutationResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => addRanking(ctx, request.body), { status: 201 }),
  );

  app.post(
    '/api/admin/rankings/add-all',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'rankings'],
        summary: 'Add All Users: players without a ranking, at most 100 per run, each with the next rank and zeroed statistics',
        response: { 200: rankingBulkResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => addAllRankings(ctx)),
  );

  app.post(
    '/api/admin/rankings/recalculate',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'rankings'],
        summary: 'Recalculate Rankings: every row recomputed from league and tournament results and prizes, renumbered by earnings (ties by wins, then name)',
        response: { 200: rankingBulkResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => recalculateRankings(ctx)),
  );

  app.put(
    '/api/admin/rankings/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'rankings'],
        summary: 'Edit Ranking (rank ≥ 1, counts ≥ 0, wins ≤ matches; the win rate is recomputed); lasts until the next recalculation',
        params: adminRankingIdParams,
        body: updateRankingRequest,
        response: { 200: rankingMutationResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => updateRanking(ctx, { id: request.params.id, ...request.body })),
  );

  app.delete(
    '/api/admin/rankings/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'rankings'],
        summary: 'Delete a ranking row (Recalculate adds the user back when they have results)',
        params: adminRankingIdParams,
        response: { 200: rankingMutationResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => deleteRanking(ctx, { id: request.params.id })),
  );
}
