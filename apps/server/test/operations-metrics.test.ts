import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { baseUrl, eventually, openEventStream } from './sse.js';
import { action, approve, deposit } from './wallet-helpers.js';

/** The value of one sample of the Prometheus text (`name{labels} value`), 0 when it is absent. */
function sample(text: string, name: string, labels = ''): number {
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line ? Number(line.slice(prefix.length)) : 0;
}

describe('/metrics', () => {
  let t: TestApp;
  let admin: TestUser;
  let player: TestUser;
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin();
    player = await t.createUser();
  });
  afterAll(() => t.close());

  it('times requests by route pattern and status class, never by the raw URL', async () => {
    const id = '00000000-0000-4000-8000-00000000beef';
    const res = await t.request(player, { method: 'GET', url: `/api/marketplace/players/${id}/bids?token=secret-in-query` });
    expect(res.statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, 'arena_http_request_duration_seconds_count', 'route="/api/marketplace/players/:id/bids",method="GET",status_class="4xx"')).toBe(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('secret-in-query');
  });

  it('counts the identity verifications waiting for an admin', async () => {
    const before = sample(await scrape(), 'arena_pending_approvals', 'kind="identity_verification"');
    const applicant = await t.createUser();
    await t.db.update(users).set({ accountStatus: 'pending' }).where(eq(users.id, applicant.id));
    expect(sample(await scrape(), 'arena_pending_approvals', 'kind="identity_verification"')).toBe(before + 1);
    await t.db.update(users).set({ accountStatus: 'verified' }).where(eq(users.id, applicant.id));
    expect(sample(await scrape(), 'arena_pending_approvals', 'kind="identity_verification"')).toBe(before);
  });

  it('counts a deposit when its approval commits, and the deposits waiting for approval from the database', async () => {
    const before = await scrape();
    const requested = action(await deposit(t, player, { method: 'moncash', amountCents: 2500, transactionRef: '12345' }));
    const waiting = await scrape();
    expect(sample(waiting, 'arena_pending_approvals', 'kind="deposit"')).toBe(sample(before, 'arena_pending_approvals', 'kind="deposit"') + 1);
    // A request is not money yet: nothing moved.
    expect(sample(waiting, 'arena_money_actions_total', 'kind="deposit",outcome="committed"')).toBe(
      sample(before, 'arena_money_actions_total', 'kind="deposit",outcome="committed"'),
    );
    const approved = await approve(t, admin, requested.transaction.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await scrape();
    expect(sample(after, 'arena_money_actions_total', 'kind="deposit",outcome="committed"')).toBe(
      sample(before, 'arena_money_actions_total', 'kind="deposit",outcome="committed"') + 1,
    );
    expect(sample(after, 'arena_pending_approvals', 'kind="deposit"')).toBe(sample(before, 'arena_pending_approvals', 'kind="deposit"'));
    // A withdrawal beyond the balance is refused: it holds nothing and is counted as refused.
    const refusedBefore = sample(after, 'arena_money_actions_total', 'kind="withdrawal_hold",outcome="refused"');
    const tooMuch = await t.request(player, {
      method: 'POST',
      url: '/api/wallet/withdrawals',
      payload: { method: 'moncash', amountCents: 5000, phoneNumber: '+50937123456' },
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(409);
    const refused = await scrape();
    expect(sample(refused, 'arena_money_actions_total', 'kind="withdrawal_hold",outcome="refused"')).toBe(refusedBefore + 1);
    expect(sample(refused, 'arena_money_actions_total', 'kind="withdrawal_hold",outcome="committed"')).toBe(
      sample(after, 'arena_money_actions_total', 'kind="withdrawal_hold",outcome="committed"'),
    );
  });

  it('shows Node: event-loop lag and memory; the pool on PostgreSQL only', async () => {
    const text = await scrape();
    expect(text).toMatch(/^arena_nodejs_eventloop_lag_seconds \d/m);
    expect(sample(text, 'arena_process_resident_memory_bytes')).toBeGreaterThan(0);
    if (t.database.kind === 'postgres') expect(text).toMatch(/^arena_db_pool_connections\{state="in_use"\} \d+$/m);
    else expect(text).not.toContain('arena_db_pool_connections');
  });

  it('counts the open event streams', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(baseUrl(t.app), player.cookie);
    expect(sample(await scrape(), 'arena_event_streams_open')).toBe(1);
    stream.close();
    await eventually(() => t.app.realtime.connectionCount === 0, 'the stream to close');
    expect(sample(await scrape(), 'arena_event_streams_open')).toBe(0);
  });

  it('answers loopback clients only when no token is set', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('arena_');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const token = 'metrics-token-0123456789';
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: token } });
  });
  afterAll(() => t.close());

  it('answers the bearer token from anywhere, 401 without it, 403 with another', async () => {
    const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers });
    expect((await get({})).statusCode).toBe(401);
    // Loopback alone is not enough once a token is set.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await get({ authorization: 'Bearer metrics-token-wrong-000000' })).statusCode).toBe(403);
    const ok = await get({ authorization: `Bearer ${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('arena_http_request_duration_seconds');
  });
});
