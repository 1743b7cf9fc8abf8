import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminNotificationsResponse,
  notificationBroadcastRequest,
  notificationListQuery,
  notificationListResponse,
  notificationRecipientsQuery,
  notificationRecipientsResponse,
  notificationSendRequest,
  notificationSendResponse,
} from '@arena/shared';
import type { Db } from '../../db/client.js';
import { requireUser } from '../../lib/session-user.js';
import { runUseCase } from '../../lib/use-case.js';
import { broadcastNotification, listNotificationRecipients, listRecentNotifications, sendToSelectedUsers } from './admin.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './service.js';

export async function notificationRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  app.get(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: { tags: ['notifications'], querystring: notificationListQuery, response: { 200: notificationListResponse } },
    },
    async (request) => listNotifications(db, requireUser(request).id, request.query.limit, request.locale),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'user' },
      schema: { tags: ['notifications'], params: z.object({ id: z.uuid() }) },
    },
    async (request, reply) => {
      await runUseCase(request, reply, (ctx) => markNotificationRead(ctx, { notificationId: request.params.id }), { status: 204 });
      return reply.send();
    },
  );

  app.post('/api/notifications/read-all', { config: { access: 'user' }, schema: { tags: ['notifications'] } }, async (request, reply) => {
    await runUseCase(request, reply, (ctx) => markAllNotificationsRead(ctx), { status: 204 });
    return reply.send();
  });

  // ---------------------------------------------------------------- admin (admin spec §2 Notifications Management)

  app.get(
    '/api/admin/notifications/recipients',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Users (role user) for the picker',
        querystring: notificationRecipientsQuery,
        response: { 200: notificationRecipientsResponse },
      },
    },
    async (request) => listNotificationRecipients(db, request.query.search),
  );

  app.get(
    '/api/admin/notifications',
    { config: { access: 'admin' }, schema: { tags: ['admin'], summary: 'Recent Notifications (50)', response: { 200: adminNotificationsResponse } } },
    async (request) => listRecentNotifications(db, request.locale),
  );

  app.post(
    '/api/admin/notifications',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Send to selected users', body: notificationSendRequest, response: { 200: notificationSendResponse } },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => sendToSelectedUsers(ctx, request.body)),
  );

  app.post(
    '/api/admin/notifications/broadcast',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Broadcast to all users: one broadcast row, one event',
        body: notificationBroadcastRequest,
        response: { 200: notificationSendResponse },
      },
    },
    async (request, reply) => runUseCase(request, reply, (ctx) => broadcastNotification(ctx, request.body)),
  );
}
