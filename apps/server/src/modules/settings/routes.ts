import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appSettingsSchema, updateAppSettingsRequest, updateAppSettingsResponse, tAdmin } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { runUseCase } from '../../lib/use-case.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { getAppSettings, updateAppSettings } from './service.js';

/** Admin settings (/admin/settings): payment numbers and per-transaction limits. */
export async function settingsRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  app.setErrorHandler(catalogueErrorHandler());

  app.get(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin', 'settings'], summary: 'Payment phone numbers and per-transaction min/max', response: { 200: appSettingsSchema } },
    },
    async () => getAppSettings(db),
  );

  app.put(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'settings'],
        summary: 'Update any subset of the settings (audited); an empty or null phone clears it',
        body: updateAppSettingsRequest,
        response: { 200: updateAppSettingsResponse },
      },
    },
    async (request, reply) =>
      runUseCase(request, reply, async (ctx) => ({ message: tAdmin('adminSettings.saved'), settings: await updateAppSettings(ctx, request.body) })),
  );
}
