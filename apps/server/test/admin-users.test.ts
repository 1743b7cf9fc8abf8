import { inEnglish } from './notification-text.js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leagues, notifications, requests, sessions, users, walletTransactions, wallets } from '../src/db/schema/index.js';
import { postLedgerMove } from '../src/modules/wallet/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';

describe('admin: User Management', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin({ name: 'Root Admin' });
  });
  afterAll(() => t.close());

  const patch = (id: string, payload: object, as: TestUser = admin) => t.request(as, { method: 'PATCH', url: `/api/admin/users/${id}`, payload });
  const notificationsOf = async (userId: string) => (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map(inEnglish);
  const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

  it('lists users newest first with wallet balance, searches by email or full name, pages', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const created: TestUser[] = [];
    for (let i = 0; i < 5; i += 1) created.push(await t.createUser({ name: `${tag} Player ${i}`, email: `${tag}-${i}@arena.test` }));
    await t.db.transaction((tx) => postLedgerMove(tx, { userId: created[0]!.id, kind: 'deposit', amountCents: 1234, counterAccount: 'moncash_clearing' }));

    const page1 = await t.request(admin, { method: 'GET', url: `/api/admin/users?search=${tag}&pageSize=2` });
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json();
    expect(body1).toMatchObject({ total: 5, totalIsExact: true, page: 1, pageSize: 2 });
    expect(body1.items.map((u: { id: string }) => u.id)).toEqual([created[4]!.id, created[3]!.id]);
    expect(body1.items[0]).toMatchObject({
      email: `${tag}-4@arena.test`,
      fullName: `${tag} Player 4`,
      role: 'user',
      accountStatus: 'not_verified',
      walletBalanceCents: 0,
      banned: false,
    });
    const page3 = await t.request(admin, { method: 'GET', url: `/api/admin/users?search=${tag}&pageSize=2&page=3` });
    expect(page3.json().items).toEqual([expect.objectContaining({ id: created[0]!.id, walletBalanceCents: 1234 })]);

    // By full name (case-insensitive) and by email fragment.
    const byName = await t.request(admin, { method: 'GET', url: `/api/admin/users?search=${tag.toUpperCase()}%20PLAYER%202` });
    expect(byName.json().items.map((u: { id: string }) => u.id)).toEqual([created[2]!.id]);
    const byEmail = await t.request(admin, { method: 'GET', url: `/api/admin/users?search=${tag}-3@` });
    expect(byEmail.json().items.map((u: { id: string }) => u.id)).toEqual([created[3]!.id]);
    // LIKE wildcards are taken literally.
    const wildcard = await t.request(admin, { method: 'GET', url: `/api/admin/users?search=${tag}%25_` });
    expect(wildcard.json().total).toBe(0);

    const all = await t.request(admin, { method: 'GET', url: '/api/admin/users' });
    expect(all.json().pageSize).toBe(10);
    expect(all.json().total).toBeGreaterThanOrEqual(6);
  });

  it('counts a long list only as far as its pages reach, and says the total is a lower bound', async () => {
    const tag = `zc${Date.now().toString(36)}`;
    for (let i = 0; i < 12; i += 1) await t.createUser({ name: `${tag} Counted ${i}` });
    // Page 1 of 1-row pages: counted up to 10 pages ahead, i.e. 11 rows, and 12 match.
    const first = await t.request(admin, { method: 'GET', url: `/api/admin/users?search=${tag}&pageSize=1` });
    expect(first.json()).toMatchObject({ total: 11, totalIsExact: false });
    // From page 5 on, the count reaches every match.
    const fifth = await t.request(admin, { method: 'GET', url: `/api/admin/users?search=${tag}&pageSize=1&page=5` });
    expect(fifth.json()).toMatchObject({ total: 12, totalIsExact: true });
    // A page past the last match has no rows but still tells how many there are.
    const past = await t.request(admin, { method: 'GET', url: `/api/admin/users?search=${tag}&pageSize=5&page=4` });
    expect(past.json()).toMatchObject({ items: [], total: 12, totalIsExact: true, page: 4 });
  });

  it('pages the whole list newest first without gaps or repeats', async () => {
    const tag = `zp${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i += 1) await t.createUser({ name: `${tag} Paged ${i}` });
    const all = await t.db
      .select({ id: users.id })
      .from(users)
      .orderBy(sql`${users.createdAt} desc, ${users.id} desc`);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page += 1) {
      const body = (await t.request(admin, { method: 'GET', url: `/api/admin/users?pageSize=2&page=${page}` })).json();
      expect(body).toMatchObject({ page, pageSize: 2 });
      seen.push(...body.items.map((u: { id: string }) => u.id));
    }
    expect(seen).toEqual(all.map((u) => u.id));
  });

  it('is for admins only', async () => {
    const user = await t.createUser();
    expect((await t.request(user, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(403);
    expect((await patch(user.id, { role: 'admin' }, user)).statusCode).toBe(403);
    expect((await t.request(null, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await userRow(user.id))!.role).toBe('user');
  });

  it('edits name and email at once and proposes the role change; a taken email is a 409', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const res = await patch(user.id, { fullName: 'Edited Name', email: `EDITED-${user.email}`, role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'User saved. The role change applies once another admin approves it.',
      user: { id: user.id, fullName: 'Edited Name', email: `edited-${user.email}`, role: 'user' },
      proposal: { kind: 'role_change', status: 'pending', before: { role: 'user' }, after: { role: 'admin' } },
    });
    expect((await t.signIn(`edited-${user.email}`, user.password)).statusCode).toBe(200);

    const taken = await patch(user.id, { email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('This email is already used by another account. Please choose another one.');
    const invalid = await patch(user.id, { accountStatus: 'superuser' });
    expect(invalid.statusCode).toBe(400);
    const nothing = await patch(user.id, {});
    expect(nothing.statusCode).toBe(400);
    const missing = await patch('00000000-0000-4000-8000-000000000000', { fullName: 'Ghost' });
    expect(missing.statusCode).toBe(404);
  });

  it('status changes set or clear verification_date and notify the user', async () => {
    const user = await t.createUser();
    expect((await patch(user.id, { accountStatus: 'verified' })).statusCode).toBe(200);
    let row = await userRow(user.id);
    expect(row!.accountStatus).toBe('verified');
    expect(row!.verificationDate).toBeInstanceOf(Date);
    expect(Math.abs(row!.verificationDate!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await notificationsOf(user.id)).toEqual([
      expect.objectContaining({ type: 'success', title: 'Account Verified', message: 'Congratulations! Your account has been verified.' }),
    ]);

    // Saving the same status again changes nothing and sends nothing.
    const firstDate = row!.verificationDate!.getTime();
    expect((await patch(user.id, { accountStatus: 'verified', fullName: 'Same Status' })).statusCode).toBe(200);
    row = await userRow(user.id);
    expect(row!.verificationDate!.getTime()).toBe(firstDate);
    expect(await notificationsOf(user.id)).toHaveLength(1);

    expect((await patch(user.id, { accountStatus: 'not_verified' })).statusCode).toBe(200);
    row = await userRow(user.id);
    expect(row!.verificationDate).toBeNull();
    const list = await notificationsOf(user.id);
    expect(list).toHaveLength(2);
    expect(list).toContainEqual(
      expect.objectContaining({
        type: 'warning',
        title: 'Verification Removed',
        message: 'Your account verification request has been rejected. Please check your information and try again.',
      }),
    );

    expect((await patch(user.id, { accountStatus: 'pending' })).statusCode).toBe(200);
    expect((await userRow(user.id))!.verificationDate).toBeNull();
    expect(await notificationsOf(user.id)).toHaveLength(2); // pending from not_verified: no notification
  });

  it('a ban revokes every session at once and refuses sign-in; unbanning lets the user back in', async () => {
    const user = await t.createUser();
    const secondDevice = await t.signIn(user.email, user.password);
    expect((await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(2);
    expect((await t.request(user, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    const res = await patch(user.id, { accountStatus: 'banned' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ accountStatus: 'banned', banned: true, verificationDate: null });
    expect((await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(0);
    expect((await t.request(user, { method: 'GET', url: '/api/me' })).json()).toBeNull(); // signed out: 200 with no user
    const secondCookie = [secondDevice.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    expect((await t.request({ ...user, cookie: secondCookie }, { method: 'GET', url: '/api/me' })).json()).toBeNull(); // signed out: 200 with no user
    const signIn = await t.signIn(user.email, user.password);
    expect(signIn.statusCode).toBe(403);
    expect(await notificationsOf(user.id)).toContainEqual(
      expect.objectContaining({
        type: 'error',
        title: 'Account Banned',
        message: 'Your account has been banned. Please contact support for more information.',
      }),
    );

    const unban = await patch(user.id, { accountStatus: 'not_verified' });
    expect(unban.json().user).toMatchObject({ accountStatus: 'not_verified', banned: false });
    expect((await t.signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('an admin cannot ban, demote or delete themselves', async () => {
    const self = await t.createAdmin();
    const ban = await patch(self.id, { accountStatus: 'banned' }, self);
    expect(ban.statusCode).toBe(409);
    expect(ban.json().error.message).toBe('You cannot ban your own account.');
    const demote = await patch(self.id, { role: 'user' }, self);
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toBe('You cannot remove your own admin role.');
    const del = await t.request(self, { method: 'DELETE', url: `/api/admin/users/${self.id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe('You cannot delete your own account.');
    const row = await userRow(self.id);
    expect(row).toMatchObject({ role: 'admin', accountStatus: 'not_verified', banned: false });
    // Other edits of oneself are fine.
    expect((await patch(self.id, { fullName: 'Self Edit', role: 'admin' }, self)).statusCode).toBe(200);
    // Another admin may propose demoting them.
    const proposed = await patch(self.id, { role: 'user' });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toMatchObject({ user: { role: 'admin' }, proposal: { status: 'pending', after: { role: 'user' } } });
  });

  describe('delete', () => {
    const del = (id: string) => t.request(admin, { method: 'DELETE', url: `/api/admin/users/${id}` });

    it('removes an account with nothing to keep', async () => {
      const user = await t.createUser();
      const res = await del(user.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'User deleted successfully' });
      expect(await userRow(user.id)).toBeUndefined();
      expect((await t.request(user, { method: 'GET', url: '/api/me' })).json()).toBeNull(); // signed out: 200 with no user
      expect((await del(user.id)).statusCode).toBe(404);
    });

    it('refuses an account with money, holds, pending transactions or requests, or ledger history; nothing is lost', async () => {
      const rich = await t.createUser();
      await t.db.transaction((tx) => postLedgerMove(tx, { userId: rich.id, kind: 'deposit', amountCents: 5000, counterAccount: 'moncash_clearing' }));
      let res = await del(rich.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This user still has $50.00 in their wallet. Settle the balance before deleting the account.');
      expect((await t.db.select().from(wallets).where(eq(wallets.userId, rich.id)))[0]!.balanceCents).toBe(5000);

      // Balance back to zero, but the ledger remembers: still refused.
      await t.db.transaction((tx) => postLedgerMove(tx, { userId: rich.id, kind: 'withdrawal', amountCents: -5000, counterAccount: 'moncash_clearing' }));
      res = await del(rich.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This user has wallet or enrollment history, which must be kept. Ban the account instead of deleting it.');
      expect(await userRow(rich.id)).toBeDefined();

      const pending = await t.createUser();
      await t.db.insert(walletTransactions).values({ userId: pending.id, amountCents: 1000, type: 'deposit', transactionId: '12345' });
      res = await del(pending.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This user has pending wallet transactions, requests or bids. Resolve them before deleting the account.');

      const requester = await t.createUser();
      await t.db.insert(requests).values({ userId: requester.id, title: 'Join', description: 'please' });
      res = await del(requester.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/pending wallet transactions, requests or bids/);
      await t.db.update(requests).set({ status: 'rejected' }).where(eq(requests.userId, requester.id));
      res = await del(requester.id);
      expect(res.json().error.message).toMatch(/history/);
      expect(await userRow(requester.id)).toBeDefined();
    });

    it('maps a foreign-key refusal to the 409, never a 500', async () => {
      // Every restricting table is checked explicitly today; a table added later with a restrict
      // foreign key and no explicit check must still give the 409, not a 500.
      await t.db.execute(sql`create table if not exists test_user_refs (user_id uuid not null references users(id) on delete restrict)`);
      const user = await t.createUser();
      await t.db.execute(sql`insert into test_user_refs (user_id) values (${user.id})`);
      const res = await del(user.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This user has wallet or enrollment history, which must be kept. Ban the account instead of deleting it.');
      expect(await userRow(user.id)).toBeDefined();
    });
  });

  it("lists a user's requests newest first with the league's name and price", async () => {
    const user = await t.createUser();
    const [league] = await t.db
      .insert(leagues)
      .values({ name: 'Premier Fantasy', startDate: new Date(), endDate: new Date(Date.now() + 86_400_000), priceCents: 2500, winningPriceCents: 10000 })
      .returning();
    await t.db.insert(requests).values({ userId: user.id, title: 'Old request', description: 'first', createdAt: new Date(Date.now() - 60_000) });
    const [enrollment] = await t.db
      .insert(requests)
      .values({ userId: user.id, title: 'League Enrollment: Premier Fantasy', description: 'fee deducted', leagueId: league!.id, entryFeeCents: 2500 })
      .returning();
    // The fee deducted as an enrollment does (the ledger check at close holds the request to it).
    await t.db.transaction(async (tx) => {
      await postLedgerMove(tx, { userId: user.id, kind: 'adjustment', amountCents: 2500, counterAccount: 'adjustments' });
      await postLedgerMove(tx, {
        userId: user.id,
        kind: 'entry_fee',
        amountCents: -2500,
        counterAccount: 'entry_fees',
        referenceType: 'request',
        referenceId: enrollment!.id,
      });
    });
    const res = await t.request(admin, { method: 'GET', url: `/api/admin/users/${user.id}/requests` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        title: 'League Enrollment: Premier Fantasy',
        leagueName: 'Premier Fantasy',
        leaguePriceCents: 2500,
        status: 'pending',
        entryFeeCents: 2500,
      }),
      expect.objectContaining({ title: 'Old request', leagueName: null, leaguePriceCents: null }),
    ]);
    const empty = await t.createUser();
    expect((await t.request(admin, { method: 'GET', url: `/api/admin/users/${empty.id}/requests` })).json()).toEqual({ items: [] });
  });

  it('every change writes an audit row with before and after', async () => {
    const user = await t.createUser({ name: 'Audited' });
    await patch(user.id, { fullName: 'Audited Twice', accountStatus: 'banned' });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'user.update')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      targetType: 'user',
      before: { fullName: 'Audited', accountStatus: 'not_verified', banned: false },
      after: { fullName: 'Audited Twice', accountStatus: 'banned', banned: true, sessionsRevoked: 1 },
    });
    const victim = await t.createUser({ name: 'Gone Soon' });
    await t.request(admin, { method: 'DELETE', url: `/api/admin/users/${victim.id}` });
    const [deleted] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, victim.id), eq(auditLog.action, 'user.delete')));
    expect(deleted).toMatchObject({ actorId: admin.id, before: { fullName: 'Gone Soon', email: victim.email }, after: null });
  });
});
