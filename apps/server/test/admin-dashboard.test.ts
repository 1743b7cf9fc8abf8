import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { leagues, matches, requests, teams, tournaments, users } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { makePng, multipart, tempStoreDir, verificationForm } from './accounts-fixtures.js';

describe('admin dashboard and audit log viewer', () => {
  let t: TestApp;
  let admin: TestUser;
  let store: ReturnType<typeof tempStoreDir>;
  beforeAll(async () => {
    store = tempStoreDir();
    t = await createTestApp({ config: { privateStoreDir: store.dir } });
    admin = await t.createAdmin({ name: 'Dash Admin' });
  });
  afterAll(async () => {
    await t.close();
    store.remove();
  });

  it('counts users (role user), tournaments, matches, teams, active leagues, pending requests; lists the 5 newest users', async () => {
    const dashboard = () => t.request(admin, { method: 'GET', url: '/api/admin/dashboard' });
    const before = (await dashboard()).json();
    expect(before.counts.globalRankings).toBe(0);
    expect(before.rankingTop).toEqual([]);

    const players: TestUser[] = [];
    for (let i = 0; i < 6; i += 1) players.push(await t.createUser({ name: `Dash Player ${i}` }));
    await t.createAdmin(); // admins are not counted as users
    const day = 86_400_000;
    const [tournament] = await t.db
      .insert(tournaments)
      .values({ name: 'Cup', startDate: new Date(), endDate: new Date(Date.now() + day), priceCents: 100, winningPriceCents: 800 })
      .returning();
    const [team1, team2] = await t.db
      .insert(teams)
      .values([
        { tournamentId: tournament!.id, name: 'Lions' },
        { tournamentId: tournament!.id, name: 'Tigers' },
      ])
      .returning();
    await t.db.insert(matches).values({ tournamentId: tournament!.id, team1Id: team1!.id, team2Id: team2!.id, date: new Date() });
    await t.db.insert(leagues).values([
      { name: 'Active League', startDate: new Date(), endDate: new Date(Date.now() + day), priceCents: 0, winningPriceCents: 0 },
      { name: 'Started League', status: 'started', startDate: new Date(), endDate: new Date(Date.now() + day), priceCents: 0, winningPriceCents: 0 },
    ]);
    await t.db.insert(requests).values([
      { userId: players[0]!.id, title: 'a', description: 'a' },
      { userId: players[1]!.id, title: 'b', description: 'b', status: 'approved' },
    ]);

    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.counts).toEqual({
      users: before.counts.users + 6,
      tournaments: before.counts.tournaments + 1,
      matches: before.counts.matches + 1,
      teams: before.counts.teams + 2,
      activeLeagues: before.counts.activeLeagues + 1,
      pendingRequests: before.counts.pendingRequests + 1,
      globalRankings: 0,
    });
    expect(after.latestUsers).toHaveLength(5);
    expect(Object.keys(after.latestUsers[0]).sort()).toEqual(['createdAt', 'email', 'fullName', 'id']);
    // Newest first: the admin created last, then players 5..2.
    expect(after.latestUsers.slice(1).map((u: { id: string }) => u.id)).toEqual([players[5]!.id, players[4]!.id, players[3]!.id, players[2]!.id]);

    // The Global Rankings card follows the global ranking: the ranked players (at most 100) and the top 3.
    expect((await t.request(admin, { method: 'POST', url: '/api/admin/rankings/add-all' })).statusCode).toBe(200);
    const ranked = (await dashboard()).json();
    expect(ranked.counts.globalRankings).toBe(Math.min(100, after.counts.users));
    expect(ranked.rankingTop.map((r: { rankPosition: number }) => r.rankPosition)).toEqual([1, 2, 3]);
    expect(Object.keys(ranked.rankingTop[0]).sort()).toEqual(['fullName', 'rankPosition', 'totalEarningsCents', 'userId']);

    const asUser = await t.request(players[0]!, { method: 'GET', url: '/api/admin/dashboard' });
    expect(asUser.statusCode).toBe(403);
  });

  it("keeps the Users card's count exact through sign-ups, bulk inserts, role changes and deletions", async () => {
    const counted = async () => (await t.request(admin, { method: 'GET', url: '/api/admin/dashboard' })).json().counts.users;
    const actual = async () => Number((await t.db.select({ n: count() }).from(users).where(eq(users.role, 'user')))[0]!.n);
    expect(await counted()).toBe(await actual());

    const player = await t.createUser();
    const tag = `bulk${Date.now().toString(36)}`;
    await t.db.insert(users).values([0, 1, 2].map((i) => ({ email: `${tag}-${i}@arena.test`, name: `${tag} ${i}` })));
    await t.db.insert(users).values({ email: `${tag}-admin@arena.test`, role: 'admin' });
    expect(await counted()).toBe(await actual());
    // Sign-ups at the same moment (separate connections on PostgreSQL) each add theirs.
    await Promise.all(Array.from({ length: 12 }, (_, i) => t.db.insert(users).values({ email: `${tag}-c${i}@arena.test` })));
    expect(await counted()).toBe(await actual());

    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, player.id));
    expect(await counted()).toBe(await actual());
    await t.db
      .update(users)
      .set({ name: 'Renamed' })
      .where(sql`${users.email} like ${`${tag}-%`}`);
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, player.id));
    expect(await counted()).toBe(await actual());

    await t.db.delete(users).where(sql`${users.email} like ${`${tag}-%`}`);
    expect(await counted()).toBe(await actual());
  });

  it('the audit log shows each admin change with actor, before and after, newest first and filtered', async () => {
    const user = await t.createUser({ name: 'Audit Target' });
    const body = multipart(verificationForm(), { filename: 'id.png', contentType: 'image/png', data: await makePng() });
    await t.request(user, { method: 'POST', url: '/api/verification', payload: body.payload, headers: body.headers });
    expect((await t.request(admin, { method: 'POST', url: `/api/admin/verifications/${user.id}/approve` })).statusCode).toBe(200);
    expect(
      (await t.request(admin, { method: 'PATCH', url: `/api/admin/users/${user.id}`, payload: { fullName: 'Audit Renamed', accountStatus: 'not_verified' } }))
        .statusCode,
    ).toBe(200);
    const doomed = await t.createUser({ name: 'Audit Doomed' });
    expect((await t.request(admin, { method: 'DELETE', url: `/api/admin/users/${doomed.id}` })).statusCode).toBe(200);

    const res = await t.request(admin, { method: 'GET', url: `/api/admin/audit-log?targetId=${user.id}` });
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((i: { action: string }) => i.action)).toEqual(['user.update', 'verification.approve', 'verification.submit']);
    expect(items[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      actorName: 'Dash Admin',
      targetType: 'user',
      before: { fullName: 'Audit Target', accountStatus: 'verified' },
      after: { fullName: 'Audit Renamed', accountStatus: 'not_verified', verificationDate: null },
    });
    expect(items[1]).toMatchObject({ actorId: admin.id, before: { accountStatus: 'pending', verificationDate: null }, after: { accountStatus: 'verified' } });
    expect(items[1].after.verificationDate).toEqual(expect.any(String));
    expect(items[2]).toMatchObject({ actorId: user.id, actorEmail: user.email });

    const deletes = await t.request(admin, { method: 'GET', url: `/api/admin/audit-log?action=user.delete&actorId=${admin.id}` });
    expect(deletes.json().items).toEqual([
      expect.objectContaining({ targetId: doomed.id, before: expect.objectContaining({ email: doomed.email }), after: null }),
    ]);

    const paged = await t.request(admin, { method: 'GET', url: `/api/admin/audit-log?targetType=user&pageSize=1&page=2` });
    expect(paged.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThanOrEqual(4);

    const actions = await t.request(admin, { method: 'GET', url: '/api/admin/audit-log/actions' });
    expect(actions.json().actions).toEqual(expect.arrayContaining(['user.delete', 'user.update', 'verification.approve', 'verification.submit']));
    expect([...actions.json().actions].sort()).toEqual(actions.json().actions);

    expect((await t.request(user, { method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(403);
    expect((await t.request(admin, { method: 'GET', url: '/api/admin/audit-log?actorId=not-a-uuid' })).statusCode).toBe(400);
  });
});
