import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Repository root, so `./data` means the same folder whichever workspace runs the server. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Abuse limits of sign-in, sign-up and password reset, enforced by modules/auth/login-limits.ts. */
export interface LoginLimits {
  /** Failed sign-ins for one account from one address before that pair is refused. */
  perAccountAddress: number;
  /** Failed sign-ins from one address (any accounts) before the address is refused. */
  perAddress: number;
  /** Failed sign-ins for one account (any addresses) after which every answer for it is delayed. */
  slowAfter: number;
  /** First delay; doubles with each further failure, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Window of the sign-in counts. */
  windowMs: number;
  signUpsPerAddress: number;
  resetsPerAccount: number;
  resetsPerAddress: number;
  /** Window of the sign-up and reset counts. */
  hourlyWindowMs: number;
}

export const defaultLoginLimits: LoginLimits = {
  perAccountAddress: 5,
  perAddress: 50,
  slowAfter: 5,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  windowMs: 15 * 60 * 1000,
  signUpsPerAddress: 10,
  resetsPerAccount: 3,
  resetsPerAddress: 10,
  hourlyWindowMs: 60 * 60 * 1000,
};

const envSchema = z.object({
  // Unset means production: `npm start` is what gets deployed. `npm run dev` sets development.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  PUBLIC_URL: z.string().url().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  SEED_DEMO_DATA: z.enum(['auto', 'never', 'always']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Arena <no-reply@arena.local>'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  PRIVATE_STORE_DIR: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((value) => value !== 'true', {
      message:
        "'true' would take the client address from the left of X-Forwarded-For, which any client writes; give the proxies' addresses (e.g. 10.0.0.0/8 or loopback)",
    })
    .refine((value) => value === 'false' || value.split(',').every((entry) => isProxyAddress(entry.trim())), {
      message: "'false', or the proxies' addresses separated by commas: IP, CIDR (10.0.0.0/8), or loopback, linklocal, uniquelocal",
    }),
  SIGNUP_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(defaultLoginLimits.signUpsPerAddress),
  MARKETPLACE_SWEEP_MS: z.coerce.number().int().min(0).optional(),
  METRICS_TOKEN: z.string().min(16, { message: 'at least 16 characters' }).optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(5_000).default(0),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL URL; undefined means the embedded PGlite database in `dataDir`. */
  databaseUrl?: string;
  /** PostgreSQL connections this process's pool opens at most (plus one that LISTENs for realtime events). */
  databasePoolSize: number;
  dataDir: string;
  publicUrl: string;
  trustedOrigins: string[];
  authSecret?: string;
  seedDemoData: 'auto' | 'never' | 'always';
  logLevel: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Built web app to serve; skipped when the folder does not exist (API-only, tests). */
  webDist?: string;
  /** Root of the private file store (KYC photos); default `${dataDir}/private`. Never served statically. */
  privateStoreDir?: string;
  loginLimits: LoginLimits;
  /**
   * Behind reverse proxies: their addresses (IP, CIDR or proxy-addr's named ranges). The client address is the
   * right-most X-Forwarded-For entry not added by one of them, i.e. the address the first trusted proxy saw;
   * false: the connection's address.
   */
  trustProxy: false | string[];
  /** How often an open event stream gets a keepalive and its session is re-checked. */
  realtimeKeepaliveMs: number;
  /**
   * How long a client may take to send a request's headers, then the whole request (an upload's body included),
   * before the connection is closed (408): a connection that trickles its headers (slowloris) is not kept open.
   */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** How often each API process ends auctions and expires contracts (0 = never on its own; tests run it on demand). */
  marketplaceSweepMs: number;
  /** Bearer token that /metrics answers to; unset: /metrics answers loopback clients only. */
  metricsToken?: string;
  /**
   * On SIGTERM, how long readiness answers 503 while the process still serves, so a proxy or orchestrator polling
   * /api/ready stops sending it requests before it stops listening (0: stop listening at once).
   */
  shutdownDrainMs: number;
}

/** Named ranges Fastify's proxy-addr knows: 127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address Fastify's `trustProxy` takes: an IP, an IP/prefix, an IP/netmask or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [ip = '', mask, ...rest] = entry.split('/');
  const family = net.isIP(ip);
  if (!family || rest.length) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && net.isIPv4(mask);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const trustedOrigins = [
    publicUrl,
    ...(e.TRUSTED_ORIGINS?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? []),
  ];
  // The Vite dev server (`npm run dev` only) sends its requests from another origin.
  if (e.NODE_ENV === 'development') trustedOrigins.push('http://localhost:5173', `http://127.0.0.1:${e.PORT}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // The embedded default is for trying Arena on this machine (it prints demo passwords): loopback only.
    host: e.HOST ?? (e.DATABASE_URL ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    trustedOrigins,
    authSecret: e.AUTH_SECRET,
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    webDist: e.WEB_DIST,
    privateStoreDir: e.PRIVATE_STORE_DIR ? path.resolve(e.PRIVATE_STORE_DIR) : undefined,
    trustProxy: e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY.split(',').map((entry) => entry.trim()),
    loginLimits: { ...defaultLoginLimits, signUpsPerAddress: e.SIGNUP_LIMIT_PER_ADDRESS },
    realtimeKeepaliveMs: 25_000,
    headersTimeoutMs: 20_000,
    requestTimeoutMs: 120_000,
    marketplaceSweepMs: e.MARKETPLACE_SWEEP_MS ?? (e.NODE_ENV === 'test' ? 0 : 30_000),
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  };
}

/**
 * Session cookies are signed with AUTH_SECRET. Without one, the embedded setup creates a random secret
 * once and keeps it beside its data (so `npm start` needs no configuration); on PostgreSQL, outside
 * `npm run dev`, AUTH_SECRET must be set: several processes must share it, and none may invent its own.
 */
export function resolveAuthSecret(config: AppConfig): string {
  if (config.authSecret) return config.authSecret;
  if (config.databaseUrl && config.env !== 'development') throw new Error('AUTH_SECRET must be set (at least 32 characters) when DATABASE_URL is');
  const file = path.join(config.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
