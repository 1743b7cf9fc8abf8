import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRequestActionResponse,
  adminRequestListQuery,
  adminRequestListResponse,
  myRequestListResponse,
  newRequestRequest,
  requestActionResponse,
  requestOptionsResponse,
  adminRequestExportQuery,
} from '@arena/shared';
import { csvExportRoute, pagedBatches } from '../../lib/csv-export.js';
import type { Db } from '../../db/client.js';
import { idempotencyHeaders } from '../../lib/idempotency.js';
import { runUseCase } from '../../lib/use-case.js';
import { requireUser } from '../../lib/session-user.js';
import { activeLeagueOptions } from '../leagues/index.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { listAdminRequests, listMyRequests } from './queries.js';
import { approveRequest, rejectRequest } from '../enrollments/index.js';
import { createUserRequest } from './service.js';

const idParams = z.object({ id: z.uuid() });

/** Requests API: the user's own requests and the new-request form; the admin queue with approve/reject. */
export async function requestRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  app.setErrorHandler(catalogueErrorHandler());

  app.get(
    '/api/requests/mine',
    {
      config: { access: 'user' },
      schema: { tags: ['requests'], summary: "The user's own requests (enrollments included), newest first", response: { 200: myRequestListResponse } },
    },
    async (request) => ({ items: await listMyRequests(db, requireUser(request).id, request.locale) }),
  );

  app.get(
    '/api/requests/options',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requests'],
        summary: 'Leagues the new-request form offers (status active); competitions: GET /api/leagues/:id/competitions',
        response: { 200: requestOptionsResponse },
      },
    },
    async () => ({ leagues: await activeLeagueOptions(db) }),
  );

  app.post(
    '/api/requests',
    {
      config: { access: 'user' },
      schema: {
        tags: ['requests'],
        summary: 'Submit a request (title, description, league, competition; all required and trimmed)',
        body: newRequestRequest,
        response: { 201: requestActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => createUserRequest(ctx, request.body), { status: 201 }),
  );

  app.get(
    '/api/admin/requests',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'requests'],
        summary: 'All requests, newest first; status filter, search on title or description, page size 10',
        querystring: adminRequestListQuery,
        response: { 200: adminRequestListResponse },
      },
    },
    async (request) => listAdminRequests(db, request.query, request.locale),
  );

  csvExportRoute(app, db, {
    table: 'requests',
    tags: ['admin', 'requests'],
    summary: "Every request matching the list's filters, as CSV (streamed; audited)",
    querystring: adminRequestExportQuery,
    batches: (filter, request) => pagedBatches(async (page, pageSize) => (await listAdminRequests(db, { ...filter, page, pageSize }, request.locale)).items),
  });

  app.post(
    '/api/admin/requests/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'requests'],
        summary: 'Approve a pending request (409 CONFLICT when already processed)',
        params: idParams,
        response: { 200: adminRequestActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => approveRequest(ctx, { requestId: request.params.id })),
  );

  app.post(
    '/api/admin/requests/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'requests'],
        summary: "Reject a pending request; an enrollment's entry fee is refunded exactly once (409 CONFLICT when already processed)",
        description: 'Moves money: send an `Idempotency-Key` header to make retries safe.',
        headers: idempotencyHeaders,
        params: idParams,
        response: { 200: adminRequestActionResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => rejectRequest(ctx, { requestId: request.params.id })),
  );
}
