import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationListQuery, notificationListResponse } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { requireUser } from '../../lib/session-user.js';
import { runUseCase } from '../../lib/use-case.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './service.js';

export async function notificationRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  app.get('/api/notifications', {
    config: { access: 'user' },
    schema: { tags: ['notifications'], querystring: notificationListQuery, response: { 200: notificationListResponse } },
  }, async (request) => listNotifications(db, requireUser(request).id, request.query.limit));

  app.post('/api/notifications/:id/read', {
    config: { access: 'user' },
    schema: { tags: ['notifications'], params: z.object({ id: z.uuid() }) },
  }, async (request, reply) => {
    await runUseCase(request, reply, (ctx) => markNotificationRead(ctx, { notificationId: request.params.id }), { status: 204 });
    return reply.send();
  });

  app.post('/api/notifications/read-all', { config: { access: 'user' }, schema: { tags: ['notifications'] } }, async (request, reply) => {
    await runUseCase(request, reply, (ctx) => markAllNotificationsRead(ctx), { status: 204 });
    return reply.send();
  });
}
