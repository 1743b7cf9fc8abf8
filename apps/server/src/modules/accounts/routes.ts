import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meResponse } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { requireUser } from '../../plugins/access.js';
import { getMe } from './service.js';

export async function accountRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/me', { config: { access: 'user' }, schema: { tags: ['accounts'], response: { 200: meResponse } } }, async (request) =>
    getMe(opts.db, requireUser(request).id),
  );
}
