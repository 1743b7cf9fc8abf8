import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActionsResponse, auditLogQuery, auditLogResponse } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { listAuditActions, listAuditLog } from './audit-log-queries.js';

export async function auditRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/audit-log',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: auditLogQuery, response: { 200: auditLogResponse } },
    },
    async (request) => listAuditLog(opts.db, request.query),
  );

  app.get(
    '/api/admin/audit-log/actions',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: auditActionsResponse } },
    },
    async () => ({ actions: await listAuditActions(opts.db) }),
  );
}
