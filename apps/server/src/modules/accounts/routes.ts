import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUpdateUserBody,
  adminUserExportQuery,
  adminUpdateUserResponse,
  adminUserListQuery,
  adminUserListResponse,
  adminUserRequestsResponse,
  adminVerificationSchema,
  languagePreferenceSchema,
  meResponse,
  successResponse,
  updateProfileBody,
  updateProfileResponse,
  userIdParams,
} from '@arena/shared';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createLocalPrivateStore, privateStoreRoot, type PrivateStore } from '../../lib/private-store.js';
import { runUseCase } from '../../lib/use-case.js';
import { getAdminVerification } from '../verification/index.js';
import { proposeRoleChange } from '../admin-proposals/index.js';
import { auditRefusals } from '../../lib/refusal-audit.js';
import { adminUpdateUser, deleteUser, listUserRequests, listUsers } from './admin-users-service.js';
import { setLanguage, updateProfile } from './profile-service.js';
import { localeCookie } from '../../lib/request-locale.js';
import { getMe } from './me.js';
import { translate } from '../../lib/i18n.js';
import { userExportBatches } from './queries.js';
import { csvExportRoute } from '../../lib/csv-export.js';

export async function accountRoutes(fastify: FastifyInstance, opts: { db: Db; config: AppConfig; store?: PrivateStore }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const store = opts.store ?? createLocalPrivateStore(privateStoreRoot(opts.config));

  // Public: a visitor without a (live) session gets 200 and `null`, so an anonymous page load asks "who am I?"
  // without an error in the browser's console; the web app reads null as signed out.
  app.get(
    '/api/me',
    {
      config: { access: 'public' },
      schema: { tags: ['accounts'], summary: 'The signed-in account, or null when there is no live session', response: { 200: meResponse.nullable() } },
    },
    async (request) => (request.user ? getMe(opts.db, request.user.id) : null),
  );

  // The reader's language: saved on the account when signed in (players and admins alike), and in the
  // `arena_language` cookie either way, so a signed-out visitor's choice is remembered with the same call.
  const secureCookie = new URL(opts.config.publicUrl).protocol === 'https:';
  app.put(
    '/api/me/language',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'The language to read Arena in (saved on the account when signed in, and in a cookie)',
        body: languagePreferenceSchema,
      },
    },
    async (request, reply) => {
      const { language } = request.body;
      if (request.user) {
        await runUseCase(request, reply, (ctx) => setLanguage(ctx, { language }), { status: 204 });
        // The rest of this request (its errors, say) reads the new language too, and so do the account's open
        // event streams on this process (another process's streams take it when they reconnect).
        request.user = { ...request.user, language };
        app.realtime.setLocale(request.user.id, language);
      }
      reply.header('set-cookie', localeCookie(language, secureCookie));
      return reply.status(204).send();
    },
  );

  // The caller's own profile: no id in the URL, it is always the signed-in account.
  app.put(
    '/api/account/profile',
    {
      config: { access: 'user' },
      schema: { tags: ['accounts'], body: updateProfileBody, response: { 200: updateProfileResponse } },
    },
    async (request, reply) =>
      runUseCase(request, reply, async (ctx) => ({ message: translate(ctx.locale, 'profile.updated'), profile: await updateProfile(ctx, request.body) })),
  );

  // ------------------------------------------------------------ admin: User Management

  app.get(
    '/api/admin/users',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: adminUserListQuery, response: { 200: adminUserListResponse } },
    },
    async (request) => listUsers(db, request.query),
  );

  csvExportRoute(app, db, {
    table: 'users',
    tags: ['admin'],
    summary: "Every user matching the list's search, as CSV (streamed; audited)",
    querystring: adminUserExportQuery,
    batches: (filter) => userExportBatches(db, filter),
  });

  app.patch(
    '/api/admin/users/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: userIdParams, body: adminUpdateUserBody, response: { 200: adminUpdateUserResponse } },
    },
    async (request, reply) => {
      // The role is not saved with the rest: granting or removing the admin role is a proposal another admin approves.
      const { role, ...patch } = request.body;
      return auditRefusals(request, { action: 'user.update', targetType: 'user', targetId: request.params.id, asked: request.body }, () =>
        runUseCase(request, reply, async (ctx) => {
          const user = await adminUpdateUser(ctx, { userId: request.params.id, patch });
          const proposal = role === undefined ? null : await proposeRoleChange(ctx, { userId: request.params.id, role });
          return { message: translate(ctx.locale, proposal ? 'admin.users.roleProposed' : 'admin.users.updated'), user, proposal };
        }),
      );
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: userIdParams, response: { 200: successResponse } },
    },
    async (request, reply) =>
      runUseCase(request, reply, async (ctx) => {
        await deleteUser(ctx, store, { userId: request.params.id });
        return { message: translate(ctx.locale, 'admin.users.deleted') };
      }),
  );

  app.get(
    '/api/admin/users/:id/requests',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: userIdParams, response: { 200: adminUserRequestsResponse } },
    },
    async (request) => ({ items: await listUserRequests(db, request.params.id, request.locale) }),
  );

  app.get(
    '/api/admin/users/:id/verification',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: userIdParams, response: { 200: adminVerificationSchema } },
    },
    async (request) => getAdminVerification(db, request.params.id),
  );
}
