import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationListQuery, notificationListResponse } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { requireUser } from '../../lib/session-user.js';
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
    await markNotificationRead(db, requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.post('/api/notifications/read-all', { config: { access: 'user' }, schema: { tags: ['notifications'] } }, async (request, reply) => {
    await markAllNotificationsRead(db, requireUser(request).id);
    return reply.status(204).send();
  });
}
