import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDashboardResponse } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { requireUser } from '../../lib/session-user.js';
import { getAdminDashboard } from './dashboard.js';

export async function adminDashboardRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/dashboard',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: adminDashboardResponse } },
    },
    async (request) => getAdminDashboard(opts.db, requireUser(request).id),
  );
}
