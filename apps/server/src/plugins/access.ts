import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isLocale } from '@arena/shared';
import type { Auth } from '../modules/auth/index.js';
import { forbidden, unauthenticated } from '../lib/errors.js';
import { isDatabaseUnavailable } from '../lib/pg-errors.js';
import { toHeaders } from '../lib/request-headers.js';
import { SessionCache } from '../lib/session-cache.js';
import type { SessionUser } from '../lib/session-user.js';

/**
 * Who may call a route. Every route must declare one in `config.access`; registering a route
 * without it throws at start-up, so no endpoint is ever open by accident.
 * - public: anyone
 * - user: any signed-in account (admins included); services scope data to `request.user.id`
 * - admin: role admin
 */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /**
     * Every registered /api route with its access rule, and whether the OpenAPI document describes it
     * (`schema.hide` leaves it out). The access-matrix and OpenAPI tests walk this list.
     */
    routeAccess: Array<{ method: string; url: string; access: Access; documented: boolean }>;
    /** Recently looked-up sessions of this process (lib/session-cache.ts). */
    sessionCache: SessionCache;
    /**
     * Resolves `request.user` for a public route that is not under /api, which the access rule leaves without a
     * session lookup (the web app's files): a page rendered for its visitor asks for it.
     */
    resolveSessionUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null>;
  }
  interface FastifyRequest {
    /** The signed-in account, resolved for every request that carries a session cookie. */
    user: SessionUser | null;
    /** The id of the session the request was made with (when signed in). */
    sessionId: string | null;
  }
}

/** Routes that third-party plugins register (API docs); they are public. */
const PUBLIC_PREFIXES = ['/api/docs'];

export const accessPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  const routeAccess: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', routeAccess);
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  const resolveSessionUser = async (request: FastifyRequest, reply: FastifyReply) => {
    // The database is read only when a lookup failed (lookUpSession).
    request.user = await resolveUser(opts.auth, () => app.database.db, cache, request, reply);
    return request.user;
  };
  app.decorate('resolveSessionUser', resolveSessionUser);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    const documented = route.schema?.hide !== true;
    if (!url.startsWith('/api')) {
      route.config = { ...(route.config ?? {}), access: route.config?.access ?? 'public' };
      return;
    }
    if (PUBLIC_PREFIXES.some((p) => url.startsWith(p))) {
      route.config = { ...(route.config ?? {}), access: route.config?.access ?? 'public' };
      for (const method of methods) routeAccess.push({ method, url, access: 'public', documented });
      return;
    }
    const access = route.config?.access;
    if (access !== 'public' && access !== 'user' && access !== 'admin') {
      throw new Error(`Route ${methods.join(',')} ${url} has no access rule (config.access)`);
    }
    for (const method of methods) routeAccess.push({ method, url, access, documented });
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access ?? 'public';
    // better-auth resolves its own sessions (decided by the matched route, not by the raw URL text).
    if (request.routeOptions.url?.startsWith('/api/auth/')) return;
    // The web app's files are public and many per page: no session lookup for them.
    if (access === 'public' && !request.routeOptions.url?.startsWith('/api')) return;
    const user = await resolveSessionUser(request, reply);
    if (access === 'public') return;
    if (!user) throw unauthenticated();
    if (access === 'admin' && user.role !== 'admin') throw forbidden();
  });
});

/**
 * better-auth answers a session lookup that failed with an error of its own, without the cause: when it fails, one
 * query says whether the database can be reached at all, and if not its error is what the request answers (a 503,
 * plugins/error-handler.ts) instead of a 500.
 */
async function lookUpSession(auth: Auth, db: () => Db, request: FastifyRequest) {
  try {
    return await auth.api.getSession({ headers: toHeaders(request), returnHeaders: true });
  } catch (error) {
    const reached = await db()
      .execute(sql`select 1`)
      .then(
        () => undefined,
        (probe: unknown) => probe,
      );
    throw isDatabaseUnavailable(reached) ? reached : error;
  }
}

async function resolveUser(auth: Auth, db: () => Db, cache: SessionCache, request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const cached = cache.get(cookie);
  if (cached) {
    request.sessionId = cached.sessionId;
    return cached.user;
  }
  const startedAt = cache.begin();
  const { headers, response: session } = await lookUpSession(auth, db, request);
  // A dead session's cookie is not cleared from here: a request that left with a session's cookie just as the
  // session was replaced (turning two-factor on issues a new one) would clear the new cookie the browser received
  // meanwhile, and sign the player out. A dead cookie signs nobody in, and the next sign-in replaces it.
  if (!session) return null;
  // When better-auth refreshes a remembered session (daily while used), it answers with Set-Cookie; pass it on, or
  // the browser cookie keeps its first Max-Age and expires mid-use.
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length) reply.header('set-cookie', cookies);
  const u = session.user as { id: string; email: string; name: string; role?: string | null; banned?: boolean | null; language?: string | null };
  // A ban revokes sessions; this guards the window between the ban and the revocation.
  if (u.banned) return null;
  request.sessionId = session.session.id;
  const user: SessionUser = {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role === 'admin' ? 'admin' : 'user',
    language: isLocale(u.language) ? u.language : null,
  };
  cache.set(cookie, startedAt, { user, sessionId: session.session.id, sessionExpiresAt: new Date(session.session.expiresAt) });
  return user;
}
