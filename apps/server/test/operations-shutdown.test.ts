import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletActionResponse } from '@arena/shared';
import { walletEntries, walletTransactions } from '../src/db/schema/index.js';
import { shutDownGracefully } from '../src/modules/operations/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from './helpers.js';
import { baseUrl, eventually, openEventStream } from './sse.js';
import { fund } from './wallet-helpers.js';

const PLAYERS = 6;
const REQUESTS_PER_PLAYER = 8;

/**
 * SIGTERM under money load, on the database the tests run on (PostgreSQL with TEST_DATABASE_URL): players send
 * withdrawals (each holds money in the ledger) over real HTTP while the process shuts down. Every answer is either
 * a 2xx whose withdrawal is in the database exactly once, with its one ledger hold, or a refusal that left nothing;
 * the books balance.
 */
describe('graceful shutdown under money load', () => {
  let t: TestApp;
  let players: TestUser[];
  let databaseClosed = false;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.createAdmin();
    players = [];
    for (let i = 0; i <= PLAYERS; i += 1) {
      const player = await t.createUser();
      await fund(t, admin, player, 100);
      players.push(player);
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('answers or refuses every request, loses and duplicates nothing, tells open streams it restarts, and exits 0 in time', async () => {
    const base = baseUrl(t.app);
    // The last player's withdrawal will be in flight, waiting for its wallet, when the shutdown begins.
    const blockedPlayer = players.pop()!;
    const stream = await openEventStream(base, players[0]!.cookie);
    const answered: Array<{ player: TestUser; status: number; id?: string }> = [];
    const failed: unknown[] = [];
    const send = async (player: TestUser) => {
      try {
        const res = await fetch(`${base}/api/wallet/withdrawals`, {
          method: 'POST',
          headers: { origin: TEST_ORIGIN, cookie: player.cookie, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({ method: 'moncash', amountCents: 1000, phoneNumber: '+50937123456' }),
        });
        const body = (await res.json()) as Partial<WalletActionResponse>;
        answered.push({ player, status: res.status, id: body.transaction?.id });
      } catch (error) {
        // Sent after the server stopped accepting: refused before it ran.
        failed.push(error);
      }
    };
    // Each player sends its withdrawals one after the other, all players at once.
    const load = Promise.all(
      players.map(async (player) => {
        for (let i = 0; i < REQUESTS_PER_PLAYER; i += 1) await send(player);
      }),
    );
    await eventually(() => answered.length >= PLAYERS, 'the first answers');

    // Another transaction holds the blocked player's wallet (on PGlite, the one connection): their withdrawal
    // reaches the server and waits inside its use case.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const locked = new Promise<void>((resolve) => {
      void t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from wallets where user_id = ${blockedPlayer.id} for update`);
        resolve();
        await held;
      });
    });
    await locked;
    const received = new Promise<void>((resolve) => {
      const onRequest = (request: { headers: Record<string, unknown> }) => {
        if (request.headers.cookie !== blockedPlayer.cookie) return;
        t.app.server.off('request', onRequest);
        resolve();
      };
      t.app.server.on('request', onRequest);
    });
    const blocked = send(blockedPlayer);
    await received;

    let exitCode: number | undefined;
    const started = Date.now();
    const database = {
      ...t.database,
      close: async () => {
        databaseClosed = true;
      },
    };
    let shutDownAt = 0;
    const shutdown = shutDownGracefully(t.app, database, { reason: 'SIGTERM', exit: (code) => (exitCode = code) }).then(() => (shutDownAt = Date.now()));
    expect(t.app.operations.shuttingDown).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const releasedAt = Date.now();
    release();
    await shutdown;
    await Promise.all([load, blocked]);
    // The request in flight finished before the process let go, and was answered.
    expect(shutDownAt).toBeGreaterThanOrEqual(releasedAt);
    const blockedAnswer = answered.find((a) => a.player === blockedPlayer);
    expect(blockedAnswer?.status).toBe(201);
    players.push(blockedPlayer);
    const tookMs = Date.now() - started;

    expect(exitCode).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    expect(databaseClosed).toBe(true);
    // The open stream heard why it ended, and ended.
    await stream.waitFor((f) => f.event === 'restart');
    await eventually(() => stream.ended, 'the stream to end');
    // Nothing is accepted any more.
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();

    const ok = answered.filter((a) => a.status >= 200 && a.status < 300);
    const refused = answered.filter((a) => a.status < 200 || a.status >= 300);
    expect(ok.length).toBeGreaterThanOrEqual(PLAYERS + 1);
    expect(ok.length + refused.length + failed.length).toBe(PLAYERS * REQUESTS_PER_PLAYER + 1);
    // Refused while closing: 503, never a 5xx of a half-done action.
    for (const r of refused) expect(r.status).toBe(503);

    // Every 2xx is in the database once, with its one hold; nothing else was written.
    const ids = ok.map((a) => a.id!);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await t.db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.type, 'withdraw'),
          inArray(
            walletTransactions.userId,
            players.map((p) => p.id),
          ),
        ),
      );
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    const holds = await t.db
      .select({ referenceId: walletEntries.referenceId, n: sql<number>`count(*)::int` })
      .from(walletEntries)
      .where(
        and(
          eq(walletEntries.kind, 'withdrawal_hold'),
          inArray(
            walletEntries.userId,
            players.map((p) => p.id),
          ),
        ),
      )
      .groupBy(walletEntries.referenceId);
    expect(holds.map((h) => h.referenceId).sort()).toEqual([...ids].sort());
    expect(holds.every((h) => h.n === 1)).toBe(true);
    const report = await checkLedger(t.db);
    expect(report.problems).toEqual([]);
    console.info(`shutdown under load: ${ok.length} acknowledged, ${refused.length} refused (503), ${failed.length} not connected, ${tookMs} ms`);
  });
});

describe('a shutdown that hangs', () => {
  it('exits 1 once its time is up, and a second signal meanwhile starts nothing', async () => {
    const exits: number[] = [];
    let closes = 0;
    const log = { info: () => undefined, error: () => undefined };
    // A server whose close never ends (a request that never finishes).
    const app = { operations: { shuttingDown: false }, log, close: () => (closes += 1) && new Promise<void>(() => undefined) };
    const database = { close: async () => undefined };
    void shutDownGracefully(app as never, database as never, { reason: 'SIGTERM', timeoutMs: 50, exit: (code) => exits.push(code) });
    void shutDownGracefully(app as never, database as never, { reason: 'SIGTERM', timeoutMs: 50, exit: (code) => exits.push(code) });
    await eventually(() => exits.length > 0, 'the forced exit');
    expect(exits).toEqual([1]);
    expect(closes).toBe(1);
  });
});
