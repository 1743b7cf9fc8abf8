import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { isDatabaseUnavailable } from '../src/lib/pg-errors.js';
import { createTestApp, openTestDatabase, TEST_ORIGIN, testConfig, type TestApp, type TestUser } from './helpers.js';

/** A loopback port nothing listens on: a connection to it is refused at once, as to a PostgreSQL that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The database goes away (stopped, restarting, its connections cut): every request that needs it gets a 503 with the
 * catalogue's text in the reader's language, never a 500, and nothing of it is done; once the database is back the
 * same request (money with the same Idempotency-Key) goes through.
 */
describe('the database cannot be reached', () => {
  let t: TestApp;
  let player: TestUser;
  let dead: Database;
  let down: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    player = await t.createUser();
    const unreachable = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/arena`, poolSize: 2 });
    // The realtime hub listened before the database went away; the rest of the app finds it gone.
    dead = { ...unreachable, listen: async () => async () => undefined };
    // The same secret as the test app: the player's session cookie is one this app would accept.
    down = await buildApp({
      config: testConfig(),
      database: dead,
      authSecret: 'test-secret-test-secret-test-secret-0123',
      logger: false,
      sendMail: async () => undefined,
    });
    await down.ready();
  });
  afterAll(async () => {
    await down?.close();
    await dead?.close();
    await t?.close();
  });

  const ask = (options: { method: 'GET' | 'POST'; url: string; payload?: unknown; locale?: string; key?: string }) =>
    down.inject({
      method: options.method,
      url: options.url,
      payload: options.payload as never,
      headers: {
        origin: TEST_ORIGIN,
        cookie: player.cookie,
        ...(options.locale ? { 'accept-language': options.locale } : {}),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
    });

  it('answers 503 with the catalogue text in English, French and Kreyòl, and says when to try again', async () => {
    const texts = {
      en: 'Unable to connect to the database. Please try again later.',
      fr: 'Impossible de se connecter à la base de données. Veuillez réessayer plus tard.',
      ht: 'Nou pa ka konekte ak baz done a. Tanpri eseye ankò pita.',
    };
    for (const [locale, message] of Object.entries(texts)) {
      const res = await ask({ method: 'GET', url: '/api/wallet', locale });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: { code: 'UNAVAILABLE', messageId: 'error.databaseUnavailable', message } });
    }
  });

  it('refuses a money request with 503 and does nothing; the same request goes through once the database is back', async () => {
    const deposit = { method: 'moncash', amountCents: 500, transactionRef: '12345' };
    const key = 'outage-deposit-1';
    const refused = await ask({ method: 'POST', url: '/api/wallet/deposits', payload: deposit, key });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('UNAVAILABLE');

    const before = await t.request(player, { method: 'GET', url: '/api/wallet/transactions' });
    expect(before.statusCode).toBe(200);
    expect(JSON.stringify(before.json())).not.toContain('12345');

    const accepted = await t.request(player, { method: 'POST', url: '/api/wallet/deposits', payload: deposit, headers: { 'idempotency-key': key } });
    expect(accepted.statusCode).toBe(201);
  });

  it('answers readiness with 503 and the signing-in form with 503, not 500', async () => {
    expect((await down.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    const signIn = await down.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: player.email, password: player.password },
    });
    expect(signIn.statusCode).toBe(503);
  });
});

/**
 * A connection checked out of the pool (a transaction between two statements) cut by the database: it used to emit
 * an 'error' nobody listened to, which ended the whole server process the moment PostgreSQL was stopped under load.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('a pooled connection cut while checked out', () => {
  it('does not end the process: its next statement fails as unavailable, and the pool serves again', async () => {
    const { database, drop } = await openTestDatabase({ poolSize: 2 });
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => client.once('end', resolve));
      // From another connection, as `pg_ctl stop -m fast` or an administrator does, while this one is idle.
      await database.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
      await ended;
      const next = await client.query('select 1').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(next)).toBe(true);
      client.release();
      expect((await database.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
