import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { listUsers } from '../src/modules/accounts/testing.js';
import { listAuditLog } from '../src/modules/audit/testing.js';
import { listNotifications } from '../src/modules/notifications/testing.js';
import { listAdminRequests, listMyRequests } from '../src/modules/requests/index.js';
import { listVerifications } from '../src/modules/verification/testing.js';
import { listAdminTransactions, listUserTransactions } from '../src/modules/wallet/testing.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Every long list reads its page by walking an index in the list's own order, never by sorting all the
 * matching rows (83k pending requests sorted on disk took 1.5 s). With sorting switched off, the planner still
 * sorts when no index fits, so a Sort node in the plan means a missing or mismatched index — for example one
 * built DESC NULLS LAST, which PostgreSQL does not use for ORDER BY … DESC. Search uses the trigram indexes.
 *
 * The statements explained are the ones the lists' own functions send (recorded by a logging handle on the same
 * database), so a change to a list's query is what gets checked, never a copy of it.
 */
/** A Sort node of a plan (a Merge Append's 'Sort Key' only says in which order it merges sorted inputs). */
const SORT_NODE = /(^|->)\s*(Incremental )?Sort\s+\(/m;

describe('list query plans', () => {
  let t: TestApp;
  let playerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    playerId = (await t.createUser()).id;
  });
  afterAll(() => t.close());

  /** The statements `read` sends, with their parameters. */
  async function statementsOf(read: (db: Db) => Promise<unknown>): Promise<{ text: string; params: unknown[] }[]> {
    const sent: { text: string; params: unknown[] }[] = [];
    const logger = { logQuery: (text: string, params: unknown[]) => void sent.push({ text, params }) };
    // The driver client the test database runs on (the pool, or the embedded database).
    const client = (t.db as unknown as { $client: unknown }).$client;
    const logged = t.database.kind === 'postgres' ? drizzlePg(client as Pool, { logger }) : (drizzlePglite(client as PGlite, { logger }) as unknown as Db);
    await read(logged);
    return sent;
  }

  /** A recorded statement with its parameters bound again, as one SQL. */
  function withParams({ text, params }: { text: string; params: unknown[] }): SQL {
    const parts = text.split(/\$(\d+)/);
    return sql.join(
      parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`)),
      sql.raw(''),
    );
  }

  async function plan(statement: SQL, options: { sorts: boolean } = { sorts: false }): Promise<string> {
    return t.db.transaction(async (tx) => {
      if (!options.sorts) await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${statement}`);
      return (result.rows as Array<Record<string, string>>).map((row) => Object.values(row)[0]).join('\n');
    });
  }

  /** The plans of the statements `read` sends that read a page in an order (its count is another statement). */
  async function pagePlans(read: (db: Db) => Promise<unknown>, options?: { sorts: boolean }): Promise<string[]> {
    const pages = (await statementsOf(read)).filter(({ text }) => /\border by\b/i.test(text));
    expect(pages.length, 'the list reads a page in an order').toBeGreaterThan(0);
    const plans: string[] = [];
    for (const statement of pages) plans.push(await plan(withParams(statement), options));
    return plans;
  }

  const ordered: Array<[string, (db: Db) => Promise<unknown>]> = [
    ['admin users, a deep page', (db) => listUsers(db, { page: 500, pageSize: 10 })],
    ['admin wallet requests by status', (db) => listAdminTransactions(db, { status: 'pending', type: 'all', page: 1, pageSize: 10 })],
    ['admin wallet requests, all', (db) => listAdminTransactions(db, { status: 'all', type: 'all', page: 1, pageSize: 10 })],
    ['a player’s wallet history', (db) => listUserTransactions(db, playerId, { status: 'all', type: 'all', page: 1, pageSize: 10 })],
    ['audit log', (db) => listAuditLog(db, { page: 1, pageSize: 20 })],
    ['admin verifications', (db) => listVerifications(db, { status: 'all', page: 1, pageSize: 10 })],
    ['admin requests by status', (db) => listAdminRequests(db, { status: 'pending', page: 1, pageSize: 10 }, 'en')],
    ['a player’s requests', (db) => listMyRequests(db, playerId, 'en')],
  ];

  it.each(ordered)('%s: a page is an index walk, not a sort', async (_name, read) => {
    for (const text of await pagePlans(read)) {
      expect(text).not.toMatch(SORT_NODE);
      expect(text).toMatch(/Index/);
    }
  });

  it('a player’s notifications and the broadcasts they see: each side walks its index, only the two short lists merge', async () => {
    const [text] = await pagePlans((db) => listNotifications(db, playerId, 20));
    // The union's own order may sort its at most 2 × 20 rows; below it, both sides walk an index.
    const lines = text!.split('\n');
    const union = lines.findIndex((line) => /Append/.test(line));
    expect(union).toBeGreaterThanOrEqual(0);
    const sides = lines.slice(union).join('\n');
    expect(sides).not.toMatch(SORT_NODE);
    expect(sides).toMatch(/Index Scan using \w+ on notifications\b/);
    expect(sides).toMatch(/Index Scan using \w+ on notification_broadcasts\b/);
  });

  it('name and email search use the trigram indexes', async () => {
    // The matches are few and sorted (a search is no index walk): the planner may sort them.
    const [text] = await pagePlans((db) => listUsers(db, { search: 'player', page: 1, pageSize: 10 }), { sorts: true });
    expect(text).toMatch(/users_email_trgm_idx/);
    expect(text).toMatch(/users_name_trgm_idx/);
  });
});
