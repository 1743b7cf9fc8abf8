import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReadiness } from '../src/modules/operations/index.js';
import { createTestApp, type TestApp } from './helpers.js';

describe('/api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 when the database answers and its migrations are the journal’s; /api/health is apart', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true });
  });

  it('answers 503 with the reason when a migration is missing, or when the database knows one this code does not', async () => {
    // One transaction that is rolled back: the database is left as it was.
    const rollback = new Error('rollback');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
        expect(await checkReadiness(tx as never, () => false)).toEqual({ ready: false, reason: 'migrations-pending' });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', 99999999999999)`);
        expect(await checkReadiness(tx as never, () => false)).toEqual({ ready: false, reason: 'migrations-unknown' });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    const broken = { execute: () => Promise.reject(new Error('connection refused')) };
    expect(await checkReadiness(broken as never, () => false)).toEqual({ ready: false, reason: 'database-unreachable' });
  });

  it('answers 503 at once when the process is shutting down, while /api/health still answers', async () => {
    t.app.operations.shuttingDown = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ready: false, reason: 'shutting-down' });
      expect(res.headers.connection).toBe('close');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.operations.shuttingDown = false;
    }
  });
});
