import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardActivity } from '@arena/shared';
import { leagueMatches, leagues, leagueTeams, matches, teams, tournaments } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { createLeagueApi, enroll } from './leagues-helpers.js';
import { addPlayer, bid } from './marketplace-helpers.js';
import { fund } from './wallet-helpers.js';

/** GET /api/dashboard/activity (user spec §2): the caller's money movements, bids, enrollments, results and notifications, newest first. */
describe('dashboard recent activity', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin();
  });
  afterAll(async () => t.close());

  const activity = async (user: TestUser, query = '') => {
    const response = await t.request(user, { method: 'GET', url: `/api/dashboard/activity${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DashboardActivity>().items;
  };

  it('gathers the caller’s own money, enrollment, bid and notification records, newest first', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    expect(await activity(user)).toEqual([]);

    await fund(t, admin, user, 50);
    await fund(t, admin, other, 50);
    const league = await createLeagueApi(t, admin, { name: 'Activity League', priceCents: 1_000 });
    expect((await enroll(t, user, league.id)).statusCode).toBe(201);
    const player = await addPlayer(t, admin, { name: 'Activity Striker', priceCents: 500 });
    expect((await bid(t, user, player.id, 7)).statusCode).toBe(201);

    const items = await activity(user, '?limit=50');
    const kinds = new Set(items.map((i) => i.kind));
    expect([...kinds].sort()).toEqual(['bid', 'enrollment', 'money', 'notification']);
    expect(items).toContainEqual(expect.objectContaining({ kind: 'money', title: 'Wallet adjustment', amountCents: 5_000 }));
    expect(items).toContainEqual(expect.objectContaining({ kind: 'money', title: 'Entry fee', amountCents: -1_000 }));
    expect(items).toContainEqual(expect.objectContaining({ kind: 'money', title: 'Bid held', amountCents: -700 }));
    expect(items).toContainEqual(expect.objectContaining({ kind: 'bid', title: 'Bid on Activity Striker', amountCents: 700, status: 'pending' }));
    expect(items).toContainEqual(expect.objectContaining({ kind: 'enrollment', title: expect.stringContaining('Activity League'), status: 'pending' }));
    expect(items).toContainEqual(expect.objectContaining({ kind: 'notification', title: 'Funds Added', status: 'unread' }));
    const times = items.map((i) => Date.parse(i.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);

    // Only the caller's records; the limit holds across sources.
    expect((await activity(other, '?limit=50')).every((i) => !i.title.includes('Activity'))).toBe(true);
    expect(await activity(user, '?limit=2')).toEqual(items.slice(0, 2));
    expect((await t.request(user, { method: 'GET', url: '/api/dashboard/activity?limit=0' })).statusCode).toBe(400);
    expect((await t.request(null, { method: 'GET', url: '/api/dashboard/activity' })).statusCode).toBe(401);
  });

  it('lists scored league and tournament matches of the caller as won, lost or draw (not future or unscored ones)', async () => {
    const user = await t.createUser();
    const rival = await t.createUser();
    const day = 86_400_000;
    const past = (d: number) => new Date(Date.now() - d * day);
    const [cup] = await t.db
      .insert(tournaments)
      .values({ name: 'Result Cup', startDate: past(5), endDate: new Date(Date.now() + day), priceCents: 0, winningPriceCents: 0 })
      .returning();
    const [mine, theirs] = await t.db
      .insert(teams)
      .values([
        { tournamentId: cup!.id, name: 'My Lions', userId: user.id },
        { tournamentId: cup!.id, name: 'Their Tigers', userId: rival.id },
      ])
      .returning();
    await t.db.insert(matches).values([
      { tournamentId: cup!.id, team1Id: theirs!.id, team2Id: mine!.id, score: '1-3', winnerId: mine!.id, date: past(3) },
      { tournamentId: cup!.id, team1Id: mine!.id, team2Id: theirs!.id, score: null, date: past(1) },
      { tournamentId: cup!.id, team1Id: mine!.id, team2Id: theirs!.id, score: '2-0', winnerId: mine!.id, date: new Date(Date.now() + day) },
    ]);
    const [league] = await t.db
      .insert(leagues)
      .values({ name: 'Result League', status: 'started', startDate: past(5), endDate: new Date(Date.now() + day), priceCents: 0, winningPriceCents: 0 })
      .returning();
    const [l1, l2] = await t.db
      .insert(leagueTeams)
      .values([
        { leagueId: league!.id, name: 'My Eagles', userId: user.id },
        { leagueId: league!.id, name: 'Their Sharks', userId: rival.id },
      ])
      .returning();
    await t.db.insert(leagueMatches).values([
      { leagueId: league!.id, team1Id: l1!.id, team2Id: l2!.id, score: '0-2', date: past(2) },
      { leagueId: league!.id, team1Id: l2!.id, team2Id: l1!.id, score: '1-1', date: past(4) },
    ]);

    const results = (await activity(user, '?limit=50')).filter((i) => i.kind === 'result');
    expect(results.map((r) => [r.title, r.detail, r.status])).toEqual([
      ['My Eagles vs Their Sharks: 0-2', 'Result League', 'lost'],
      ['My Lions vs Their Tigers: 3-1', 'Result Cup', 'won'],
      ['My Eagles vs Their Sharks: 1-1', 'Result League', 'draw'],
    ]);
    const rivalResults = (await activity(rival, '?limit=50')).filter((i) => i.kind === 'result');
    expect(rivalResults.map((r) => [r.title, r.status])).toEqual([
      ['Their Sharks vs My Eagles: 2-0', 'won'],
      ['Their Tigers vs My Lions: 1-3', 'lost'],
      ['Their Sharks vs My Eagles: 1-1', 'draw'],
    ]);
  });
});
