import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll, readEach } from '../src/db/read-all.js';
import { createTestApp, type TestApp } from './helpers.js';

/** db/read-all.ts: independent reads run together on the pool and take turns inside a transaction. */
describe('readAll', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Records when a read starts and ends, around a query that takes a little while. */
  function tracedReads(log: string[], names: string[], db: Parameters<typeof readAll>[0]) {
    return names.map((name) => async () => {
      log.push(`start ${name}`);
      const [row] = (await db.execute(sql`select ${name}::text as name, pg_sleep(0.02)`)).rows as { name: string }[];
      log.push(`end ${name}`);
      return row!.name;
    });
  }

  it('inside a transaction runs the reads one after another, in order, and returns their results in order', async () => {
    const log: string[] = [];
    const results = await t.db.transaction((tx) => readAll<string[]>(tx, tracedReads(log, ['a', 'b', 'c'], tx)));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('on the pool starts every read before the first one ends', async () => {
    const log: string[] = [];
    const results = await readAll<string[]>(t.db, tracedReads(log, ['a', 'b', 'c'], t.db));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
  });

  it('readEach reads once per item and keeps the order of the items', async () => {
    const results = await t.db.transaction((tx) =>
      readEach(tx, [3, 1, 2], async (n) => ((await tx.execute(sql`select ${n}::int * 10 as n`)).rows[0] as { n: number }).n),
    );
    expect(results).toEqual([30, 10, 20]);
  });

  it('a failed read fails the whole set', async () => {
    const failure = new Error('read failed');
    await expect(readAll(t.db, [async () => 1, () => Promise.reject(failure)])).rejects.toBe(failure);
  });
});
