import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appSettingsSchema, updateAppSettingsRequest, updateAppSettingsResponse } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { runUseCase } from '../../lib/use-case.js';
import { catalogueErrorHandler } from '../../lib/catalogue-error-handler.js';
import { auditRefusals } from '../../lib/refusal-audit.js';
import { proposeSettingsChange } from '../admin-proposals/index.js';
import { getAppSettings, PAYMENTS_KEY } from './service.js';

/** Admin settings (/admin/settings): payment numbers and per-transaction limits, changed through proposals. */
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
        summary:
          'Propose a change of any subset of the settings (money rules: it applies once another admin approves it at /api/admin/proposals); an empty or null phone clears it',
        body: updateAppSettingsRequest,
        response: { 200: updateAppSettingsResponse },
      },
    },
    async (request, reply) =>
      auditRefusals(
        request,
        { action: 'admin.proposal.create', targetType: 'app_settings', targetId: PAYMENTS_KEY, asked: request.body, before: () => getAppSettings(db) },
        () => runUseCase(request, reply, (ctx) => proposeSettingsChange(ctx, request.body)),
      ),
  );
}
