// The server's languages before anything renders a text.
import './lib/i18n.js';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { createMailer, type SendMail } from './lib/mailer.js';
import { systemClock, type Clock } from './lib/clock.js';
import { accessPlugin } from './plugins/access.js';
import { crossSitePlugin } from './plugins/cross-site.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { localePlugin } from './plugins/locale.js';
import { realtimePlugin } from './plugins/realtime.js';
import { createAuth, type Auth } from './modules/auth/index.js';
import { authRoutes } from './modules/auth/routes.js';
import { accountRoutes } from './modules/accounts/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { verificationRoutes } from './modules/verification/routes.js';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { adminProposalRoutes } from './modules/admin-proposals/routes.js';
import { tournamentRoutes } from './modules/tournaments/routes.js';
import { leagueRoutes } from './modules/leagues/routes.js';
import { leagueCompetitionRoutes } from './modules/leagues/index.js';
import { requestRoutes } from './modules/requests/routes.js';
import { imageStore, registerMarketplaceSweeper } from './modules/marketplace/index.js';
import { marketplaceRoutes } from './modules/marketplace/routes.js';
import { rankingRoutes } from './modules/rankings/routes.js';
import { operationsPlugin, RequestLogController } from './modules/operations/index.js';
import { backupRoutes } from './modules/operations/routes.js';
import { protectionRoutes } from './modules/protection/routes.js';
import { inlineScriptSources, serveWebApp } from './web-app.js';

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  authSecret: string;
  /** Replaces the mailer (tests read reset links from here). */
  sendMail?: SendMail;
  clock?: Clock;
  /** How the sign-in slow-down waits (tests record the delays instead of waiting). */
  sleep?: (ms: number) => Promise<void>;
  /** false: no log (most tests); an object: pino options merged over the app's (a test gives a stream to read). */
  logger?: boolean | object;
  /**
   * The token of the embedded database's backup route (modules/operations/routes.ts); the server passes it and
   * writes it to the data directory's control file. Without it the route does not exist (tests, PostgreSQL).
   */
  backupToken?: string;
}

/**
 * Whatever a log line carries, these never show (pino redaction), should a log call hand them over: passwords,
 * tokens, session cookies, TOTP secrets and backup codes, mail bodies (a reset link). The request log has no
 * headers or URL at all (modules/operations).
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.secret',
  '*.totpURI',
  '*.backupCodes',
  '*.cookie',
  'mail.text',
];

function loggerOptions(config: AppConfig, given: boolean | object | undefined): boolean | object {
  if (given === false) return false;
  const base = { level: config.logLevel, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } };
  return typeof given === 'object' ? { ...base, ...given } : base;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    database: Database;
    clock: Clock;
  }
}

/** Builds the whole API (and the web app when built) without listening: tests inject requests into it. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    // One line per request instead of Fastify's two, with the route pattern instead of the raw URL.
    logController: new RequestLogController(),
    // Closing ends idle kept-alive connections and lets requests in flight finish; the realtime hub ends its event
    // streams first (its preClose hook), so they do not hold the shutdown.
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy,
    // Plugins (swagger-ui reads its assets) may take longer than Fastify's 10 s on a machine busy with
    // other work; a slow start is better than a failed one.
    pluginTimeout: 120_000,
    // Fastify's default is no limit at all on receiving a request; headers get far less time than a whole upload.
    // An event stream is a response, to which neither applies. Node checks at most every 5 s.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, config.headersTimeoutMs),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sendMail =
    options.sendMail ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, outboxDir: path.join(config.dataDir, 'mail') });
  const auth = createAuth({
    db: database.db,
    secret: options.authSecret,
    baseURL: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    sendMail,
    log: app.log,
  });
  app.decorate('auth', auth);
  app.decorate('database', database);
  app.decorate('clock', options.clock ?? systemClock);

  // The security headers' middleware is built once: @fastify/helmet built it again on every request.
  const securityHeaders = helmet({
    // HSTS only when Arena is served over https; on http://localhost it would pin the browser to https.
    strictTransportSecurity: new URL(config.publicUrl).protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(config.webDist)],
        // Mantine sets style attributes at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)));
  await app.register(localePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(operationsPlugin, { database, metricsToken: config.metricsToken, openStreams: () => app.realtime.connectionCount });
  await app.register(inputGuardPlugin);
  await app.register(crossSitePlugin, { trustedOrigins: config.trustedOrigins });
  await app.register(accessPlugin, { auth });
  // After the access plugin, so the documentation routes are listed in app.routeAccess too.
  await app.register(swagger, {
    openapi: { info: { title: 'Arena API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(realtimePlugin, { database, keepaliveMs: config.realtimeKeepaliveMs });
  // Answers about an account (and better-auth's) are never kept by a browser or a proxy cache. A public route that
  // says its answer is the same for everyone (`Cache-Control: public`, the player images) keeps it for a signed-in
  // visitor too.
  app.addHook('onSend', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    if (request.routeOptions.config.access === 'public' && /^public\b/.test(String(reply.getHeader('cache-control') ?? ''))) return;
    if (request.user || request.routeOptions.config.access !== 'public' || url.startsWith('/api/auth/') || url.split('?')[0] === '/api/me') {
      reply.header('cache-control', 'no-store');
    }
  });

  app.get('/api/health', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ ok: true }));
  await app.register(authRoutes, { auth, db: database.db, config, sleep: options.sleep });
  await app.register(accountRoutes, { db: database.db, config });
  await app.register(notificationRoutes, { db: database.db });
  await app.register(verificationRoutes, { db: database.db, config });
  await app.register(adminDashboardRoutes, { db: database.db });
  await app.register(dashboardRoutes, { db: database.db });
  await app.register(auditRoutes, { db: database.db });
  await app.register(walletRoutes, { db: database.db });
  await app.register(protectionRoutes, { db: database.db });
  await app.register(settingsRoutes, { db: database.db });
  await app.register(adminProposalRoutes, { db: database.db });
  await app.register(tournamentRoutes, { db: database.db });
  await app.register(leagueRoutes, { db: database.db, config });
  await app.register(leagueCompetitionRoutes, { db: database.db });
  await app.register(requestRoutes, { db: database.db });
  const playerImages = imageStore(config);
  app.decorate('playerImages', playerImages);
  await app.register(marketplaceRoutes, { db: database.db, config, store: playerImages });
  await app.register(rankingRoutes, { db: database.db });
  if (options.backupToken) await app.register(backupRoutes, { database, token: options.backupToken });
  // Every API process ends auctions and expires contracts on its own timer; claims make it once-only.
  registerMarketplaceSweeper(app, database.db, config.marketplaceSweepMs);

  if (config.webDist && fs.existsSync(config.webDist)) await serveWebApp(app, config.webDist);
  return app;
}
