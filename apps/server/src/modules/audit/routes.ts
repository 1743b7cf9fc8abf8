import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActionsResponse, auditLogQuery, auditLogResponse, auditLogExportQuery } from '@arena/shared';
import { csvExportRoute, keysetBatches } from '../../lib/csv-export.js';
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

  csvExportRoute(app, opts.db, {
    table: 'auditLog',
    tags: ['admin'],
    summary: "Every audit entry matching the log's filters, as CSV (streamed; audited)",
    querystring: auditLogExportQuery,
    batches: (filter) => keysetBatches(async (afterId, pageSize) => (await listAuditLog(opts.db, { ...filter, page: 1, pageSize, afterId })).items),
  });

  app.get(
    '/api/admin/audit-log/actions',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: auditActionsResponse } },
    },
    async () => ({ actions: await listAuditActions(opts.db) }),
  );
}
