import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLiftExclusionResponse,
  adminProtectionExportQuery,
  adminProtectionReportQuery,
  adminProtectionReportResponse,
  adminProtectionResponse,
  protectionActionResponse,
  protectionBlockRequest,
  protectionLimitRequest,
  protectionStateResponse,
  userIdParams,
} from '@arena/shared';
import type { Db } from '../../db/client.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { csvExportRoute, pagedBatches } from '../../lib/csv-export.js';
import { requireUser } from '../../lib/session-user.js';
import { runUseCase } from '../../lib/use-case.js';
import { getProtectionState, listProtectedPlayers } from './queries.js';
import { getAdminProtection, liftExclusion, setLimit, startBlock } from './service.js';

/**
 * Responsible play: the player's own limits, breaks and activity (/api/protection), and the back office's read-only
 * view, report and the support path that lifts a self-exclusion after its term (/api/admin/…).
 */
export async function protectionRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  app.setErrorHandler(catalogueErrorHandler());

  app.get(
    '/api/protection',
    {
      config: { access: 'user' },
      schema: {
        tags: ['protection'],
        summary: "The signed-in player's limits (used, reset, waiting changes), break and 30-day / 12-month activity",
        response: { 200: protectionStateResponse },
      },
    },
    async (request) => getProtectionState(db, requireUser(request).id),
  );

  app.put(
    '/api/protection/limits',
    {
      config: { access: 'user' },
      schema: {
        tags: ['protection'],
        summary: 'Set or remove one limit: a lower one applies at once, a higher one or a removal after 24 hours',
        body: protectionLimitRequest,
        response: { 200: protectionActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => setLimit(ctx, request.body)),
  );

  app.post(
    '/api/protection/block',
    {
      config: { access: 'user' },
      schema: {
        tags: ['protection'],
        summary: 'Start a time-out (24h, 7d, 30d) or a self-exclusion (6m, 1y, permanent); it cannot be ended early',
        body: protectionBlockRequest,
        response: { 200: protectionActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => startBlock(ctx, { period: request.body.period })),
  );

  app.get(
    '/api/admin/player-protection',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'protection'],
        summary: 'Players with an active limit, time-out or self-exclusion',
        querystring: adminProtectionReportQuery,
        response: { 200: adminProtectionReportResponse },
      },
    },
    async (request) => listProtectedPlayers(db, request.query),
  );

  csvExportRoute(app, db, {
    table: 'protection',
    tags: ['admin', 'protection'],
    summary: "Every player of the report's filter, as CSV (streamed; audited)",
    querystring: adminProtectionExportQuery,
    batches: (filter) => pagedBatches(async (page, pageSize) => (await listProtectedPlayers(db, { ...filter, page, pageSize })).items),
  });

  app.get(
    '/api/admin/users/:id/protection',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'protection'],
        summary: "One user's protection settings (read-only)",
        params: userIdParams,
        response: { 200: adminProtectionResponse },
      },
    },
    async (request) => getAdminProtection(db, request.params.id),
  );

  app.post(
    '/api/admin/users/:id/protection/lift-exclusion',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'protection'],
        summary: 'Lift a self-exclusion whose term has ended, at the player’s request (audited); 409 otherwise',
        params: userIdParams,
        response: { 200: adminLiftExclusionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => liftExclusion(ctx, { userId: request.params.id })),
  );
}
