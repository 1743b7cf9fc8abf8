import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth.js';
import { toHeaders } from '../../lib/request-headers.js';
import { closeEventStreams } from '../../lib/realtime-events.js';
import type { Db } from '../../db/client.js';
import { beginLoginAttempt, checkResetLimit, checkSignUpLimit } from './login-limits.js';
import { claimTotpStep, pendingTwoFactorAccount, TOTP_PATH, TWO_FACTOR_VERIFY_PATHS } from './two-factor-guard.js';
import type { AppConfig } from '../../config.js';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  changePasswordRequest,
  passwordCheckRequest,
  requestPasswordResetRequest,
  resetPasswordRequest,
  signInRequest,
  signUpRequest,
  type Locale,
  verifyBackupCodeRequest,
  verifyTotpRequest,
} from '@arena/shared';
import { sessions, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { translate } from '../../lib/i18n.js';
import { refusalInReaderWords, refusalText } from './refusals.js';
import { issueCatalogueId, validationFields, zodValidationIssues } from '../../lib/validation-issues.js';

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const SIGN_UP_PATH = '/api/auth/sign-up/email';
const RESET_REQUEST_PATH = '/api/auth/request-password-reset';
const CHANGE_PASSWORD_PATH = '/api/auth/change-password';
const SIGN_OUT_PATH = '/api/auth/sign-out';
const RESET_PASSWORD_PATH = '/api/auth/reset-password';
/** better-auth endpoints that end sessions or change the signed-in account: cached sessions must go. */
const SESSION_CHANGING_PATHS = new Set([
  SIGN_OUT_PATH,
  CHANGE_PASSWORD_PATH,
  '/api/auth/change-email',
  '/api/auth/delete-user',
  '/api/auth/revoke-session',
  '/api/auth/revoke-sessions',
  '/api/auth/revoke-other-sessions',
]);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Mounts better-auth under /api/auth. Sign-in goes through Arena's login limits first (per account and
 * per address, counted in the database so all API processes share them).
 */
export async function authRoutes(app: FastifyInstance, opts: { auth: Auth; db: Db; config: AppConfig; sleep?: (ms: number) => Promise<void> }) {
  const sleep = opts.sleep ?? wait;
  /** Password-reset work still running after its answer: shutting down waits for it. */
  const resetWork = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    // Each one catches its own failure.
    for (const work of [...resetWork]) await work;
  });
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, opts.config.publicUrl);
    // Admin changes to accounts go through Arena's own routes (audit log, notifications, delete rules);
    // better-auth's admin endpoints would bypass them, so they are not exposed.
    if (url.pathname.startsWith('/api/auth/admin/')) throw notFound();
    // Profile changes go through PUT /api/account/profile (its length and email rules, audit log);
    // better-auth's own update-user would take any name or image and record nothing.
    if (url.pathname === '/api/auth/update-user') throw notFound();
    const isPost = request.method === 'POST';
    const isSignIn = isPost && url.pathname === SIGN_IN_PATH;
    const isSignUp = isPost && url.pathname === SIGN_UP_PATH;
    const isResetRequest = isPost && url.pathname === RESET_REQUEST_PATH;
    let rawBody = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
    const type = request.headers['content-type'];
    const email = isSignIn || isSignUp || isResetRequest ? readField(rawBody, type, 'email').trim().toLowerCase() : '';
    const limits = { email, ip: request.ip, limits: opts.config.loginLimits };
    if (isSignUp) await checkSignUpLimit(opts.db, limits);
    // The spec's registration checks first whether an account with the email exists ('User already exists.
    // Please log in instead.'); better-auth's own refusal (two sign-ups racing) says 'User already registered'.
    if (isSignUp && email && (await accountExists(opts.db, email))) {
      return reply.status(422).send({ code: SIGN_UP_EXISTS_CODE, message: translate(request.locale, 'auth.userExists') });
    }
    if (isResetRequest) await checkResetLimit(opts.db, limits);
    // The second step of a sign-in (a two-factor code) has the same limits as the first, counted apart.
    const twoFactorAccount = isPost && TWO_FACTOR_VERIFY_PATHS.has(url.pathname) ? await pendingTwoFactorAccount(opts.db, request.headers.cookie) : undefined;
    const attempt = isSignIn
      ? await beginLoginAttempt(opts.db, limits)
      : twoFactorAccount
        ? await beginLoginAttempt(opts.db, { ...limits, email: twoFactorAccount.email, kind: 'two-factor' })
        : undefined;
    // An account being guessed at answers slowly (from every address), instead of refusing its owner.
    if (attempt?.delayMs) await sleep(attempt.delayMs);
    // A TOTP code finishes one sign-in only: one already used (within its time step) is refused as a wrong code.
    if (twoFactorAccount && url.pathname === TOTP_PATH) {
      const code = readField(rawBody, type, 'code');
      const claim = await claimTotpStep(opts.db, opts.auth, { userId: twoFactorAccount.id, code }).catch(async (error: unknown) => {
        await attempt?.discard();
        throw error;
      });
      if (claim === 'replayed') {
        await attempt?.failed();
        return reply.status(401).send({ code: 'INVALID_CODE', message: refusalText('INVALID_CODE', request.locale) });
      }
    }
    // Changing the password signs out every other session, whatever the client asked for.
    if (isPost && url.pathname === CHANGE_PASSWORD_PATH) rawBody = withField(rawBody, type, 'revokeOtherSessions', true);
    // Whose sessions a sign-out, password change or revocation is about (read before it takes effect).
    const changing =
      isPost && SESSION_CHANGING_PATHS.has(url.pathname) && request.headers.cookie
        ? await opts.auth.api.getSession({ headers: toHeaders(request) }).catch(() => null)
        : null;

    const authRequest = () =>
      new Request(url, {
        method: request.method,
        headers: withoutLength(toHeaders(request)),
        body: request.method === 'GET' ? undefined : rawBody,
      });
    // A reset request is answered before any work about the account: looking it up, creating the token and
    // the mail (more work for an existing account than for an unknown one) happen after the answer, so its
    // timing cannot tell whether the email has an account. A malformed request still gets better-auth's error.
    if (isResetRequest && isWellFormedResetRequest(rawBody, type, opts.config.trustedOrigins)) {
      const deferred = authRequest();
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => opts.auth.handler(deferred))
        .then((answer) => {
          if (!answer.ok) request.log.warn({ status: answer.status }, 'password-reset request refused after its answer');
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'password-reset request failed after its answer'))
        .finally(() => resetWork.delete(work));
      resetWork.add(work);
      return reply.status(200).send(RESET_REQUESTED);
    }

    let response: Response;
    try {
      response = await opts.auth.handler(authRequest());
    } catch (error) {
      await attempt?.discard();
      throw error;
    }
    if (attempt) await (response.status === 401 ? attempt.failed() : attempt.discard());
    if (response.status === 400) await refuseInCatalogueWords(url.pathname, rawBody, type, response);
    if (isSignUp && response.ok) return finishSignUp(opts.db, response, reply);
    if (isSignUp && response.status === 422) return relabelTakenEmail(opts.db, email, response, reply, request.locale);
    // This process forgets the account's cached sessions before answering; the database's triggers tell the
    // other processes (migration 0006). A password reset (by emailed token) revokes sessions of an account
    // not known here: everything cached goes.
    if (response.ok && changing) app.sessionCache.forget(changing.user.id);
    if (response.ok && isPost && url.pathname === RESET_PASSWORD_PATH) app.sessionCache.forget(null);
    // A sign-out closes that session's event streams at once (not at their next keepalive).
    if (response.ok && changing && url.pathname === SIGN_OUT_PATH) await closeEventStreams(opts.db, changing.user.id, changing.session.id);

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const refusal = await refusalInReaderWords(response, request.locale);
    if (refusal) return reply.removeHeader('content-length').send(refusal);
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

/** `code` of the sign-up pre-check's answer; better-auth's own duplicate answer keeps its code. */
export const SIGN_UP_EXISTS_CODE = 'USER_ALREADY_EXISTS';

async function accountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

/**
 * better-auth's 422 for a taken email, after the pre-check let it through (sign-ups racing): its own
 * duplicate check, or its insert failing on the unique email (FAILED_TO_CREATE_USER while the account now
 * exists). Either answers with the spec's auth error 'User already registered'.
 */
async function relabelTakenEmail(db: Db, email: string, response: Response, reply: FastifyReply, locale: Locale) {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const taken =
    body.code === 'USER_ALREADY_EXISTS' ||
    body.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' ||
    (body.code === 'FAILED_TO_CREATE_USER' && email !== '' && (await accountExists(db, email)));
  if (taken) return reply.status(422).send({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: translate(locale, 'auth.userRegistered') });
  return reply.status(422).send({ ...body, message: refusalText(body.code, locale) ?? body.message });
}

/** better-auth's answer to a password-reset request, whether or not the email has an account. */
export const RESET_REQUESTED = { status: true, message: 'If this email exists in our system, check your email for the reset link' };

/**
 * A reset request better-auth will take: an email, and a redirect that is a path of this site or starts with
 * a trusted origin. Anything else goes to better-auth on the request path, which refuses it before any work
 * about the account.
 */
function isWellFormedResetRequest(body: Buffer | undefined, contentType: string | undefined, trustedOrigins: string[]): boolean {
  const email = readField(body, contentType, 'email');
  if (!z.email().safeParse(email).success) return false;
  const redirectTo = readField(body, contentType, 'redirectTo');
  return (
    redirectTo === '' || (redirectTo.startsWith('/') && !redirectTo.startsWith('//')) || trustedOrigins.some((origin) => redirectTo.startsWith(`${origin}/`))
  );
}

/** Arena's contract of a better-auth endpoint's body (packages/shared), whose texts its refusals show. */
const contractByPath = new Map<string, z.ZodType>([
  [SIGN_IN_PATH, signInRequest],
  [SIGN_UP_PATH, signUpRequest],
  [RESET_REQUEST_PATH, requestPasswordResetRequest],
  [RESET_PASSWORD_PATH, resetPasswordRequest],
  [CHANGE_PASSWORD_PATH, changePasswordRequest],
  ['/api/auth/two-factor/enable', passwordCheckRequest],
  ['/api/auth/two-factor/disable', passwordCheckRequest],
  ['/api/auth/two-factor/generate-backup-codes', passwordCheckRequest],
  [TOTP_PATH, verifyTotpRequest],
  ['/api/auth/two-factor/verify-backup-code', verifyBackupCodeRequest],
]);

/**
 * better-auth words its refusals of a malformed body with the request's path ('[body.email] Invalid email
 * address'): a person must read the catalogue's text instead. The body is checked with Arena's contract of the
 * endpoint for the field texts; an endpoint without one, or a refusal the contract does not explain, gets the
 * generic 'Please check the highlighted fields and try again.' Other 400s pass through untouched.
 */
async function refuseInCatalogueWords(pathname: string, body: Buffer | undefined, contentType: string | undefined, response: Response) {
  const refusal = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: unknown };
  // INVALID_EMAIL: better-auth's own check of the email field, before its schema's.
  if (refusal.code !== 'VALIDATION_ERROR' && refusal.code !== 'INVALID_EMAIL') return;
  const parsed = contractByPath.get(pathname)?.safeParse(readBody(body, contentType));
  if (!parsed || parsed.success) throw new AppError('VALIDATION', 'error.validation');
  const issues = zodValidationIssues(parsed.error.issues);
  const first = issues.map(issueCatalogueId).find((id) => id !== undefined) ?? 'error.validation';
  throw new AppError('VALIDATION', first, { fields: validationFields(issues) });
}

/** The body as better-auth reads it (JSON or a urlencoded form); undefined when unreadable. */
function readBody(body: Buffer | undefined, contentType: string | undefined): unknown {
  if (!body) return undefined;
  const type = (contentType ?? '').toLowerCase();
  try {
    if (isJson(type)) return JSON.parse(body.toString('utf8')) as unknown;
    if (isForm(type)) return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  } catch {
    // better-auth refused it already.
  }
  return undefined;
}

/** The body is handed over whole (and may have been rewritten): its length comes from the body itself. */
function withoutLength(headers: Headers): Headers {
  headers.delete('content-length');
  return headers;
}

const isJson = (type: string) => /^application\/([a-z0-9.+-]*\+)?json/.test(type);
const isForm = (type: string) => type.includes('application/x-www-form-urlencoded');

/**
 * A field of the body, read the way better-auth reads it: these endpoints take JSON and also
 * urlencoded forms (a form post must not slip past a limit).
 */
function readField(body: Buffer | undefined, contentType: string | undefined, field: string): string {
  if (!body) return '';
  const type = (contentType ?? '').toLowerCase();
  try {
    let value: unknown;
    if (isJson(type)) value = (JSON.parse(body.toString('utf8')) as Record<string, unknown>)[field];
    else if (isForm(type)) value = new URLSearchParams(body.toString('utf8')).get(field);
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

/** The body with `field` set to `value` (JSON or form); a body better-auth cannot read is left as it is. */
function withField(body: Buffer | undefined, contentType: string | undefined, field: string, value: boolean): Buffer | undefined {
  if (!body) return body;
  const type = (contentType ?? '').toLowerCase();
  try {
    if (isJson(type)) {
      const parsed = JSON.parse(body.toString('utf8')) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return Buffer.from(JSON.stringify({ ...parsed, [field]: value }));
    } else if (isForm(type)) {
      const params = new URLSearchParams(body.toString('utf8'));
      params.set(field, String(value));
      return Buffer.from(params.toString());
    }
  } catch {
    // better-auth answers an unreadable body itself.
  }
  return body;
}
