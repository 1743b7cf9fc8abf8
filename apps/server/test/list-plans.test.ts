import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Every long list reads its page by walking an index in the list's own order, never by sorting all the
 * matching rows (83k pending requests sorted on disk took 1.5 s). With sorting switched off, the planner still
 * sorts when no index fits, so a Sort node in the plan means a missing or mismatched index — for example one
 * built DESC NULLS LAST, which PostgreSQL does not use for ORDER BY … DESC. Search uses the trigram indexes.
 */
describe('list query plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function plan(query: string): Promise<string> {
    return t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql.raw(`explain ${query}`));
      return (result.rows as Array<Record<string, string>>).map((row) => Object.values(row)[0]).join('\n');
    });
  }

  const id = '00000000-0000-0000-0000-000000000001';
  const ordered: Array<[string, string]> = [
    ['admin users', 'select id from users order by created_at desc, id desc limit 10 offset 4990'],
    ['admin wallet requests by status', "select id from wallet_transactions where status = 'pending' order by created_at desc, id desc limit 10"],
    ['admin wallet requests, all', 'select id from wallet_transactions order by created_at desc, id desc limit 10'],
    ['a player’s wallet history', `select id from wallet_transactions where user_id = '${id}' order by created_at desc, id desc limit 10`],
    ['a player’s notifications', `select id from notifications where user_id = '${id}' order by created_at desc, id desc limit 20`],
    ['the broadcasts a player sees', 'select id from notification_broadcasts where created_at >= now() order by created_at desc, id desc limit 20'],
    ['audit log', 'select id from audit_log order by created_at desc, id desc limit 20'],
    ['admin verifications', 'select id from user_verifications order by updated_at desc, id desc limit 10'],
    ['admin requests by status', "select id from requests where status = 'pending' order by created_at desc limit 10"],
  ];

  it.each(ordered)('%s: a page is an index walk, not a sort', async (_name, query) => {
    const text = await plan(query);
    expect(text).not.toMatch(/\bSort\b/);
    expect(text).toMatch(/Index/);
  });

  it('name and email search use the trigram indexes', async () => {
    const text = await plan("select id from users where email ilike '%player%' or name ilike '%player%'");
    expect(text).toMatch(/users_email_trgm_idx/);
    expect(text).toMatch(/users_name_trgm_idx/);
  });
});
