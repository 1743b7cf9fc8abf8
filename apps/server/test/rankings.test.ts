import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRankingList, RankingBulkResponse, RankingCandidates, RankingList, RankingMutationResponse } from '@arena/shared';
import { auditLog, globalRankings } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { errorOf } from './wallet-helpers.js';

async function list(t: TestApp, user: TestUser, query = ''): Promise<RankingList> {
  const res = await t.request(user, { method: 'GET', url: `/api/rankings${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RankingList>();
}

async function adminList(t: TestApp, admin: TestUser, query = ''): Promise<AdminRankingList> {
  const res = await t.request(admin, { method: 'GET', url: `/api/admin/rankings${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminRankingList>();
}

describe('global rankings: admin rules and the player list', () => {
  let t: TestApp;
  let admin: TestUser;
  let ann: TestUser;
  let ben: TestUser;
  let cat: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, ann, ben, cat] = await Promise.all([
      t.createAdmin(),
      t.createUser({ name: 'Ann Archer' }),
      t.createUser({ name: 'Ben Baker' }),
      t.createUser({ name: '' }),
    ]);
  });
  afterAll(() => t.close());

  it('starts empty; Add User needs a user and gives the next rank after the maximum with zeroed statistics', async () => {
    expect(await list(t, ann)).toEqual({ items: [], me: null, totalRanked: 0 });

    const none = await t.request(admin, { method: 'POST', url: '/api/admin/rankings', payload: {} });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).fields?.userId ?? errorOf(none).message).toBe('Please select a user');

    const candidates = (await t.request(admin, { method: 'GET', url: '/api/admin/rankings/candidates' })).json<RankingCandidates>();
    expect(candidates.items.map((c) => c.id).sort()).toEqual([ann.id, ben.id, cat.id].sort());

    const first = await t.request(admin, { method: 'POST', url: '/api/admin/rankings', payload: { userId: ann.id } });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json<RankingMutationResponse>();
    expect(body.message).toBe('User added to rankings successfully');
    expect(body.ranking).toMatchObject({
      userId: ann.id,
      rankPosition: 1,
      matchesPlayed: 0,
      wins: 0,
      winRate: 0,
      totalEarningsCents: 0,
      tournamentsWon: 0,
      leaguesWon: 0,
    });

    const again = await t.request(admin, { method: 'POST', url: '/api/admin/rankings', payload: { userId: ann.id } });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This user already has a ranking');

    const adminAsCandidate = await t.request(admin, { method: 'POST', url: '/api/admin/rankings', payload: { userId: admin.id } });
    expect(adminAsCandidate.statusCode).toBe(400);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'ranking.add'));
    expect(audit).toHaveLength(1);
  });

  it('Add All Users adds the rest with the next ranks, then says everyone has one', async () => {
    const res = await t.request(admin, { method: 'POST', url: '/api/admin/rankings/add-all' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Added 2 users to rankings successfully', count: 2 } satisfies RankingBulkResponse);
    const rows = await adminList(t, admin);
    expect(rows.items.map((r) => r.rankPosition)).toEqual([1, 2, 3]);
    expect(rows.total).toBe(3);
    const second = await t.request(admin, { method: 'POST', url: '/api/admin/rankings/add-all' });
    expect(second.json()).toEqual({ message: 'All users already have rankings', count: 0 });
  });

  it('Edit Ranking checks the ranges, recomputes the win rate and audits before/after', async () => {
    const row = (await adminList(t, admin, `?search=${encodeURIComponent('ben')}`)).items[0]!;
    expect(row.userId).toBe(ben.id);
    const url = `/api/admin/rankings/${row.id}`;
    const valid = { rankPosition: 1, matchesPlayed: 8, wins: 5, tournamentsWon: 1, leaguesWon: 0, totalEarningsCents: 12_345 };

    const bad = await t.request(admin, { method: 'PUT', url, payload: { ...valid, rankPosition: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.rankPosition).toBe('Rank must be at least 1');
    const negative = await t.request(admin, { method: 'PUT', url, payload: { ...valid, wins: -1 } });
    expect(negative.statusCode).toBe(400);
    const tooMany = await t.request(admin, { method: 'PUT', url, payload: { ...valid, wins: 9 } });
    expect(errorOf(tooMany).fields?.wins).toBe('Wins cannot exceed matches played');

    const ok = await t.request(admin, { method: 'PUT', url, payload: valid });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Ranking updated successfully', ranking: { ...valid, winRate: 63 } });
    expect(ok.json<RankingMutationResponse>().ranking!.corrections).toEqual({
      matchesPlayed: 8,
      wins: 5,
      tournamentsWon: 1,
      leaguesWon: 0,
      totalEarningsCents: 12_345,
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'ranking.update'));
    expect(audit!.before).toMatchObject({ rankPosition: row.rankPosition, wins: 0, corrections: { wins: 0 } });
    expect(audit!.after).toMatchObject({ rankPosition: 1, wins: 5, winRate: 63, corrections: { wins: 5, totalEarningsCents: 12_345 }, earned: { wins: 0 } });
  });

  it('the player list: top rows by rank, sorts, search, the caller tagged, no emails', async () => {
    const all = await list(t, ann);
    expect(all.totalRanked).toBe(3);
    expect(all.me).toMatchObject({ userId: ann.id, isMe: true });
    expect(all.items.filter((r) => r.isMe).map((r) => r.userId)).toEqual([ann.id]);
    expect(JSON.stringify(all)).not.toContain('@');
    expect(all.items.find((r) => r.userId === cat.id)!.fullName).toBeNull();

    const byEarnings = await list(t, ann, '?sort=earnings');
    expect(byEarnings.items[0]!.userId).toBe(ben.id);
    const top1 = await list(t, cat, '?limit=1');
    expect(top1.items).toHaveLength(1);
    expect(top1.me!.userId).toBe(cat.id);
    const search = await list(t, ann, '?search=ARCH');
    expect(search.items.map((r) => r.userId)).toEqual([ann.id]);
    expect((await list(t, ann, '?search=nobody-here')).items).toEqual([]);
  });

  it("Recalculate keeps the admin's edit and orders all rows by earnings descending, renumbered from 1", async () => {
    // Ben (edited: $123.45, 5 wins) is first; the rest (no results) by name, the unnamed last.
    const cut = (await adminList(t, admin, '?search=ann')).items[0]!;
    const edit = { rankPosition: 1, matchesPlayed: 0, wins: 0, tournamentsWon: 0, leaguesWon: 0, totalEarningsCents: 0 };
    expect((await t.request(admin, { method: 'PUT', url: `/api/admin/rankings/${cut.id}`, payload: edit })).statusCode).toBe(200);
    const res = await t.request(admin, { method: 'POST', url: '/api/admin/rankings/recalculate' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Rankings recalculated successfully', count: 3 });
    const rows = await adminList(t, admin);
    expect(rows.items.map((r) => [r.userId, r.rankPosition, r.wins, r.totalEarningsCents])).toEqual([
      [ben.id, 1, 5, 12_345],
      [ann.id, 2, 0, 0],
      [cat.id, 3, 0, 0],
    ]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'ranking.recalculate'))).toHaveLength(1);
  });

  it('Delete removes the row (audited); a second delete is 404', async () => {
    const row = (await adminList(t, admin)).items[2]!;
    const res = await t.request(admin, { method: 'DELETE', url: `/api/admin/rankings/${row.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Ranking deleted successfully' });
    expect((await t.db.select().from(globalRankings).where(eq(globalRankings.id, row.id))).length).toBe(0);
    expect((await t.request(admin, { method: 'DELETE', url: `/api/admin/rankings/${row.id}` })).statusCode).toBe(404);
  });
});
