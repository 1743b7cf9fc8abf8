/**
 * The money load and the exactly-once check that `npm run cluster:check` (check.ts) and the fault runs
 * (scripts/chaos/faults/) share: players and admins who sign in over HTTP, loops that ask for deposits, approve them
 * and ask for withdrawals with an Idempotency-Key each, sent again with the same key while no real answer comes; then
 * every acknowledged (2xx) operation is looked for in the database, exactly once.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { makeOperatorAdmin } from '../../apps/server/src/modules/accounts/index.js';

export const PASSWORD = 'Cluster-check-password-1';
export const DEPOSIT_CENTS = 500;
export const WITHDRAWAL_CENTS = 200;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Account {
  userId: string;
  email: string;
  cookie: string;
}

/** One client of the API: JSON requests with the session cookie, the Origin every state change needs. */
export class Client {
  /** Requests sent again with the same key after no answer or a 502/503/504. */
  static retries = 0;
  /** Operations whose client gave up without a 2xx (not acknowledged). */
  static givenUp = 0;
  /** Answers that were the stored answer of an earlier attempt (`Idempotent-Replayed: true`): it had committed. */
  static replayed = 0;
  /** 503 answers seen (the database could not be reached, or the process was stopping), with their bodies' texts. */
  static unavailable = 0;
  static unavailableTexts = new Map<string, number>();
  /** Any other 5xx (a 500 is a bug: the error was not mapped). */
  static serverErrors: Array<{ status: number; body: string }> = [];

  constructor(
    private readonly base: string,
    readonly cookie = '',
    /** How long a money request keeps being sent again before its client gives up, in ms. */
    private readonly patienceMs = 60_000,
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        origin: this.base,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    if (res.status === 503) {
      Client.unavailable += 1;
      const message = (json as { error?: { message?: string } } | undefined)?.error?.message ?? String(text).slice(0, 80);
      Client.unavailableTexts.set(message, (Client.unavailableTexts.get(message) ?? 0) + 1);
    } else if (res.status >= 500 && res.status !== 502 && res.status !== 504) {
      Client.serverErrors.push({ status: res.status, body: text.slice(0, 300) });
    }
    return { status: res.status, json, res };
  }

  /**
   * A money POST with its Idempotency-Key, sent again with the same key while nothing can answer it (no answer, 502,
   * 503, 504), as a browser's retry does; returns the first real answer.
   */
  async money(path: string, body: unknown): Promise<{ status: number; json: unknown; key: string }> {
    const key = crypto.randomUUID();
    const giveUpAt = performance.now() + this.patienceMs;
    for (let attempt = 0; attempt === 0 || performance.now() < giveUpAt; attempt += 1) {
      if (attempt > 0) {
        Client.retries += 1;
        await sleep(Math.min(2000, 100 * 2 ** attempt));
      }
      try {
        const { status, json, res } = await this.request('POST', path, body, { 'idempotency-key': key });
        if (status === 502 || status === 503 || status === 504) continue;
        if (res.headers.get('idempotent-replayed') === 'true') Client.replayed += 1;
        return { status, json, key };
      } catch {
        // No answer (the process died with the request, or is not listening yet): the same key again.
      }
    }
    Client.givenUp += 1;
    return { status: 0, json: undefined, key };
  }
}

/** Two admins made by the operator's path (as `npm run admin` makes them), straight in the database. */
export async function makeAdmins(db: Db, prefix = 'cluster'): Promise<Array<Omit<Account, 'cookie'>>> {
  const admins: Array<Omit<Account, 'cookie'>> = [];
  for (const email of [`${prefix}-admin1@arena.test`, `${prefix}-admin2@arena.test`]) {
    const made = await db.transaction((tx) => makeOperatorAdmin(tx, { email, password: PASSWORD }));
    admins.push({ userId: made.userId, email });
  }
  return admins;
}

/** The session cookie of `email` signed in over HTTP. */
export async function signIn(base: string, email: string): Promise<string> {
  const { status, res, json } = await new Client(base).request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
  if (status !== 200) throw new Error(`sign-in of ${email}: ${status} ${JSON.stringify(json)}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** `count` players who sign up and sign in over HTTP. */
export async function signUpPlayers(base: string, count: number, prefix = 'cluster'): Promise<Account[]> {
  const players: Account[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${prefix}-player${i}@arena.test`;
    const { status, json } = await new Client(base).request('POST', '/api/auth/sign-up/email', { name: `Cluster Player ${i}`, email, password: PASSWORD });
    if (status !== 200) throw new Error(`sign-up of ${email}: ${status} ${JSON.stringify(json)}`);
    const cookie = await signIn(base, email);
    const me = (await new Client(base, cookie).request('GET', '/api/me')).json as { id?: string; user?: { id: string } };
    const userId = me.user?.id ?? me.id;
    if (!userId) throw new Error(`GET /api/me of ${email}: ${JSON.stringify(me)}`);
    players.push({ userId, email, cookie });
  }
  return players;
}

export interface Acked {
  kind: 'deposit' | 'approval' | 'withdrawal';
  userId: string;
  key: string;
  /** The wallet request the answer named. */
  transactionId: string;
  at: number;
}

export interface MoneyLoad {
  acked: Acked[];
  refused: Array<{ kind: string; status: number; body: unknown }>;
  /** Records an answer: a 2xx is acknowledged (returns the wallet request's id), a 4xx refused. */
  record: (kind: Acked['kind'], userId: string, result: { status: number; json: unknown; key: string }) => string | undefined;
  /** Runs `concurrency` loops until `running()` is false: deposit, its approval, every third time a withdrawal. */
  run: (options: { base: string; admins: Account[]; players: Account[]; concurrency: number; running: () => boolean; patienceMs?: number }) => Promise<void>;
}

export function moneyLoad(): MoneyLoad {
  const acked: Acked[] = [];
  const refused: MoneyLoad['refused'] = [];
  const record: MoneyLoad['record'] = (kind, userId, result) => {
    if (result.status >= 200 && result.status < 300) {
      const id = (result.json as { transaction?: { id?: string } }).transaction?.id;
      if (!id) throw new Error(`${kind}: a 2xx without a transaction id: ${JSON.stringify(result.json)}`);
      acked.push({ kind, userId, key: result.key, transactionId: id, at: performance.now() });
      return id;
    }
    if (result.status !== 0) refused.push({ kind, status: result.status, body: result.json });
    return undefined;
  };
  let round = 0;
  const run: MoneyLoad['run'] = async ({ base, admins, players, concurrency, running, patienceMs }) => {
    const loop = async () => {
      while (running()) {
        const i = round++;
        const player = players[i % players.length]!;
        const admin = admins[i % admins.length]!;
        const asPlayer = new Client(base, player.cookie, patienceMs);
        const asAdmin = new Client(base, admin.cookie, patienceMs);
        const deposit = record(
          'deposit',
          player.userId,
          await asPlayer.money('/api/wallet/deposits', { method: 'moncash', amountCents: DEPOSIT_CENTS, transactionRef: String(i % 100_000).padStart(5, '0') }),
        );
        if (!deposit) continue;
        const approved = record('approval', admin.userId, await asAdmin.money(`/api/admin/wallet-transactions/${deposit}/approve`, undefined));
        if (!approved || i % 3 !== 0) continue;
        record(
          'withdrawal',
          player.userId,
          await asPlayer.money('/api/wallet/withdrawals', { method: 'moncash', amountCents: WITHDRAWAL_CENTS, phoneNumber: '+50937000000' }),
        );
      }
    };
    await Promise.all(Array.from({ length: concurrency }, loop));
  };
  return { acked, refused, record, run };
}

export interface ExactlyOnce {
  /** Acknowledged operations not in the database (no stored key, another id, or no effect). */
  lost: number;
  /** Acknowledged operations applied twice, plus everything below. */
  duplicated: number;
  /** Wallet requests no stored key's answer names. */
  unkeyedRequests: number;
  /** Deposit entries of approvals no stored key's answer names. */
  unkeyedApprovals: number;
  /** Wallet requests with two entries of one kind. */
  doubleEntries: number;
}

async function rows<T>(db: Db, query: string): Promise<T[]> {
  return (await db.execute(sql.raw(query))).rows as T[];
}

/**
 * Every acknowledged operation is in the database exactly once, found by its Idempotency-Key and by the id it
 * answered; nothing in the database comes from an operation without its key.
 */
export async function checkExactlyOnce(db: Db, acked: Acked[]): Promise<ExactlyOnce> {
  const keyRows = await rows<{ user_id: string; key: string; path: string; transaction_id: string | null }>(
    db,
    `select user_id, key, path, response_body->'transaction'->>'id' as transaction_id from idempotency_keys`,
  );
  const byKey = new Map(keyRows.map((r) => [`${r.user_id} ${r.key}`, r]));
  const requests = new Map(
    (await rows<{ id: string; type: string; status: string }>(db, 'select id, type, status from wallet_transactions')).map((r) => [r.id, r]),
  );
  const entryCounts = new Map(
    (
      await rows<{ reference_id: string; kind: string; n: string }>(
        db,
        `select reference_id, kind, count(*) as n from wallet_entries where reference_type = 'wallet_transaction' group by reference_id, kind`,
      )
    ).map((r) => [`${r.reference_id} ${r.kind}`, Number(r.n)]),
  );
  const entries = (transactionId: string, kind: string) => entryCounts.get(`${transactionId} ${kind}`) ?? 0;
  let lost = 0;
  let duplicated = 0;
  for (const op of acked) {
    const stored = byKey.get(`${op.userId} ${op.key}`);
    const request = requests.get(op.transactionId);
    const effect =
      op.kind === 'deposit'
        ? request?.type === 'deposit'
          ? 1
          : 0
        : op.kind === 'approval'
          ? request?.status === 'completed'
            ? entries(op.transactionId, 'deposit')
            : 0
          : request?.type === 'withdraw'
            ? entries(op.transactionId, 'withdrawal_hold')
            : 0;
    if (!stored || stored.transaction_id !== op.transactionId || effect === 0) lost += 1;
    else if (effect > 1) duplicated += 1;
  }
  const keyed = new Set(keyRows.map((r) => r.transaction_id));
  const unkeyedRequests = [...requests.keys()].filter((id) => !keyed.has(id)).length;
  const approvalsByKey = new Set(keyRows.filter((r) => r.path.endsWith('/approve')).map((r) => r.transaction_id));
  const depositEntries = [...entryCounts.entries()].filter(([k]) => k.endsWith(' deposit'));
  const unkeyedApprovals = depositEntries.filter(([k]) => !approvalsByKey.has(k.split(' ')[0]!)).length;
  const doubleEntries = [...entryCounts.values()].filter((n) => n > 1).length;
  duplicated += unkeyedRequests + unkeyedApprovals + doubleEntries;
  return { lost, duplicated, unkeyedRequests, unkeyedApprovals, doubleEntries };
}
