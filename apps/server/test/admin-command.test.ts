import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users, wallets } from '../src/db/schema/index.js';
import { makeOperatorAdmin, OperatorAdminError } from '../src/modules/accounts/index.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * `npm run admin -- create EMAIL` (src/scripts/admin.ts): the first admins come from the operator on the
 * server, not from the web. The command's work, on a test database.
 */
describe('operator command: admin create', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const make = (email: string, password?: string) => t.db.transaction((tx) => makeOperatorAdmin(tx, { email, password }));
  const auditOf = (action: string, userId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, userId)));

  it('creates a missing account as an admin with a generated one-time password; it signs in and reaches the back office', async () => {
    const result = await make('  Operator.Made@Arena.test ');
    expect(result).toMatchObject({ email: 'operator.made@arena.test', created: true, unchanged: false });
    expect(result.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, result.userId));
    expect(row).toMatchObject({ role: 'admin', banned: false });
    expect(await t.db.select().from(wallets).where(eq(wallets.userId, result.userId))).toHaveLength(1);
    expect(await auditOf('user.create', result.userId)).toEqual([
      expect.objectContaining({ actorId: null, after: expect.objectContaining({ role: 'admin', by: 'operator command' }) }),
    ]);
    const signIn = await t.signIn('operator.made@arena.test', result.password!);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const users_ = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });
    expect(users_.statusCode).toBe(200);
  });

  it('takes the password it is given, promotes an existing account (audited, the system as actor) and leaves an admin alone', async () => {
    const given = await make('given@arena.test', 'chosen-password');
    expect(given.password).toBe('chosen-password');
    expect((await t.signIn('given@arena.test', 'chosen-password')).statusCode).toBe(200);

    const player = await t.createUser({ name: 'Soon Admin' });
    const promoted = await make(player.email);
    expect(promoted).toMatchObject({ userId: player.id, created: false, unchanged: false, password: null });
    expect((await t.db.select().from(users).where(eq(users.id, player.id)))[0]!.role).toBe('admin');
    expect(await auditOf('user.role.update', player.id)).toEqual([
      expect.objectContaining({ actorId: null, before: { role: 'user' }, after: { role: 'admin', by: 'operator command' } }),
    ]);
    expect(await make(player.email)).toMatchObject({ unchanged: true });
    expect(await auditOf('user.role.update', player.id)).toHaveLength(1);
  });

  it('refuses a malformed email, a short password and a banned account, changing nothing', async () => {
    await expect(make('not-an-email')).rejects.toThrow(OperatorAdminError);
    await expect(make('short@arena.test', 'abc')).rejects.toThrow('The password must have at least 6 characters.');
    expect(await t.db.select().from(users).where(eq(users.email, 'short@arena.test'))).toHaveLength(0);
    const banned = await t.createUser();
    await t.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    await expect(make(banned.email)).rejects.toThrow(/is banned/);
    expect((await t.db.select().from(users).where(eq(users.id, banned.id)))[0]!.role).toBe('user');
  });
});
