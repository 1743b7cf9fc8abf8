import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardActivityQuery, dashboardActivityResponse } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { requireUser } from '../../lib/session-user.js';
import { getRecentActivity } from './activity.js';

export async function dashboardRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dashboard/activity',
    {
      config: { access: 'user' },
      schema: {
        tags: ['dashboard'],
        summary: "The caller's recent activity: money movements, bids, enrollments, results and notifications, newest first",
        querystring: dashboardActivityQuery,
        response: { 200: dashboardActivityResponse },
      },
    },
    async (request) => getRecentActivity(opts.db, requireUser(request).id, request.query.limit, request.locale),
  );
}
