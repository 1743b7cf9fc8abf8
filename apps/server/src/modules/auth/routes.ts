import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth.js';
import { toHeaders } from '../../plugins/access.js';
import type { Db } from '../../db/client.js';
import { checkLoginAllowed, recordFailedLogin } from './login-limits.js';
import type { AppConfig } from '../../config.js';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.js';

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const SIGN_UP_PATH = '/api/auth/sign-up/email';

/**
 * Mounts better-auth under /api/auth. Sign-in goes through Arena's login limits first (per account and
 * per address, counted in the database so all API processes share them).
 */
export async function authRoutes(app: FastifyInstance, opts: { auth: Auth; db: Db; config: AppConfig }) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, opts.config.publicUrl);
    const isSignIn = request.method === 'POST' && url.pathname === SIGN_IN_PATH;
    const isSignUp = request.method === 'POST' && url.pathname === SIGN_UP_PATH;
    const rawBody = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
    const email = isSignIn || isSignUp ? readEmail(rawBody) : '';
    if (isSignIn || isSignUp) await checkLoginAllowed(opts.db, { email, ip: request.ip, limits: opts.config.loginLimits });

    const response = await opts.auth.handler(
      new Request(url, {
        method: request.method,
        headers: toHeaders(request),
        body: request.method === 'GET' ? undefined : rawBody,
      }),
    );
    if ((isSignIn && response.status === 401) || (isSignUp && response.status === 422)) {
      await recordFailedLogin(opts.db, { email, ip: request.ip });
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

function readEmail(body: Buffer | undefined): string {
  try {
    const parsed = body ? (JSON.parse(body.toString('utf8')) as { email?: unknown }) : {};
    return String(parsed.email ?? '').trim().toLowerCase();
  } catch {
    return '';
  }
}
