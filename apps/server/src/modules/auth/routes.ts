import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth.js';
import { toHeaders } from '../../plugins/access.js';
import type { Db } from '../../db/client.js';
import { beginLoginAttempt } from './login-limits.js';
import type { AppConfig } from '../../config.js';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const SIGN_UP_PATH = '/api/auth/sign-up/email';

/**
 * Mounts better-auth under /api/auth. Sign-in goes through Arena's login limits first (per account and
 * per address, counted in the database so all API processes share them).
 */
export async function authRoutes(app: FastifyInstance, opts: { auth: Auth; db: Db; config: AppConfig }) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, opts.config.publicUrl);
    // Admin changes to accounts go through Arena's own routes (audit log, notifications, delete rules);
    // better-auth's admin endpoints would bypass them, so they are not exposed.
    if (url.pathname.startsWith('/api/auth/admin/')) throw notFound();
    // Profile changes go through PUT /api/account/profile (its length and email rules, audit log);
    // better-auth's own update-user would take any name or image and record nothing.
    if (url.pathname === '/api/auth/update-user') throw notFound();
    const isSignIn = request.method === 'POST' && url.pathname === SIGN_IN_PATH;
    const isSignUp = request.method === 'POST' && url.pathname === SIGN_UP_PATH;
    const rawBody = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
    const email = isSignIn || isSignUp ? readEmail(rawBody, request.headers['content-type']) : '';
    const attempt = isSignIn || isSignUp ? await beginLoginAttempt(opts.db, { email, ip: request.ip, limits: opts.config.loginLimits }) : undefined;

    let response: Response;
    try {
      response = await opts.auth.handler(
        new Request(url, {
          method: request.method,
          headers: toHeaders(request),
          body: request.method === 'GET' ? undefined : rawBody,
        }),
      );
    } catch (error) {
      await attempt?.discard();
      throw error;
    }
    if (attempt) {
      const failed = (isSignIn && response.status === 401) || (isSignUp && response.status === 422);
      await (failed ? attempt.failed() : attempt.discard());
    }
    if (isSignUp && response.ok) return finishSignUp(opts.db, response, reply);

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  };
  // better-auth reads the raw body itself (JSON, sometimes empty): hand it over untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', config: { access: 'public' }, handler });
}

/**
 * The spec's register screen tells a taken email apart ('This email is already registered...'), which
 * better-auth does only with autoSignIn on; but registering must not sign in (the user goes to /login).
 * So the session better-auth just opened is deleted and its cookies are not passed on.
 */
async function finishSignUp(db: Db, response: Response, reply: FastifyReply) {
  const body = (await response.json()) as { token?: string | null; user?: { id: string; email: string; name: string } };
  if (body.token) await db.delete(sessions).where(eq(sessions.token, body.token));
  return reply.status(200).send({ user: body.user ? { id: body.user.id, email: body.user.email, name: body.user.name } : null });
}

/**
 * The email a sign-in or sign-up is for, read the way better-auth reads the body: these endpoints take
 * JSON and also urlencoded forms (a form post must not slip past the per-account limit).
 */
function readEmail(body: Buffer | undefined, contentType: string | undefined): string {
  if (!body) return '';
  const type = (contentType ?? '').toLowerCase();
  try {
    let email: unknown;
    if (/^application\/([a-z0-9.+-]*\+)?json/.test(type)) email = (JSON.parse(body.toString('utf8')) as { email?: unknown }).email;
    else if (type.includes('application/x-www-form-urlencoded')) email = new URLSearchParams(body.toString('utf8')).get('email');
    return String(email ?? '').trim().toLowerCase();
  } catch {
    return '';
  }
}
