import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeague, LeagueDetail } from '@arena/shared';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { addTeamApi, createLeagueApi, setStatusApi } from './leagues-helpers.js';
import { addPlayer, bid } from './marketplace-helpers.js';
import { addTeam, createTournament } from './tournament-helpers.js';
import { fund } from './wallet-helpers.js';

/**
 * Players never see another user's email (decision 032): a team's manager is shown by full name ('Unassigned'
 * without one), a saver by name ('Admin'). Every player-facing read of a world where two players manage teams,
 * bid and rank returns neither the other player's email nor an admin's; the back office still sees emails.
 */
describe("privacy: a player's responses carry no other user's email", () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  const ids = { league: '', tournament: '', player: '' };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, alice, bob] = await Promise.all([t.createAdmin({ name: 'Ada Admin' }), t.createUser({ name: 'Alice Able' }), t.createUser({ name: 'Bob Baker' })]);
    await fund(t, admin, alice, 100);
    await fund(t, admin, bob, 100);

    // A started league managed by both, with a score (standings) and public saved standings; and one with a champion.
    const league = await createLeagueApi(t, admin);
    await addTeamApi(t, admin, league.id, 'Alice FC', alice.id);
    const withTeams = await addTeamApi(t, admin, league.id, 'Bob FC', bob.id);
    await addTeamApi(t, admin, league.id, 'Nobody FC');
    await setStatusApi(t, admin, league.id, 'started');
    const [a, b] = ['Alice FC', 'Bob FC'].map((n) => withTeams.teams.find((x) => x.name === n)!.id);
    const match = await t.request(admin, {
      method: 'POST',
      url: '/api/admin/league-matches',
      payload: { leagueId: league.id, team1Id: a, team2Id: b, date: '2026-12-02T18:00:00.000Z', score: '2-1' },
    });
    expect(match.statusCode, match.body).toBe(201);
    const saved = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/saved-rankings`, payload: { name: 'Week 1' } });
    expect(saved.statusCode, saved.body).toBe(201);
    ids.league = league.id;

    // A tournament with both as team owners, and saved public results.
    const tournament = await createTournament(t, admin);
    await addTeam(t, admin, tournament.id, 'Alice United', alice.id);
    await addTeam(t, admin, tournament.id, 'Bob United', bob.id);
    const results = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/results`, payload: { name: 'Round 1' } });
    expect(results.statusCode, results.body).toBeLessThan(300);
    ids.tournament = tournament.id;

    // An auction both bid in; a global ranking with both.
    const player = await addPlayer(t, admin, { priceCents: 100 });
    expect((await bid(t, alice, player.id, 1)).statusCode).toBe(201);
    expect((await bid(t, bob, player.id, 2)).statusCode).toBe(201);
    ids.player = player.id;
    expect((await t.request(admin, { method: 'POST', url: '/api/admin/rankings/add-all' })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** Every GET a signed-in player may call: those without parameters, and those about this world's league, tournament and player. */
  function playerReads(): string[] {
    const plain = t.app.routeAccess
      .filter((r) => r.access === 'user' && r.method === 'GET' && !r.url.includes(':') && !r.url.includes('*'))
      .map((r) => r.url)
      .filter((url) => url !== '/api/events');
    return [
      ...plain,
      '/api/leagues?tab=upcoming',
      '/api/leagues?tab=active',
      '/api/leagues?tab=completed',
      `/api/leagues/${ids.league}`,
      `/api/leagues/${ids.league}/competitions`,
      '/api/tournaments?status=all',
      `/api/tournaments/${ids.tournament}`,
      `/api/tournaments/${ids.tournament}/bracket`,
      `/api/tournaments/${ids.tournament}/available-teams`,
      `/api/marketplace/players/${ids.player}/bids`,
    ];
  }

  it('no player read shows another player’s or an admin’s email; the manager is named', async () => {
    const urls = playerReads();
    expect(urls).toContain('/api/leagues');
    for (const [viewer, other] of [
      [bob, alice],
      [alice, bob],
    ] as const) {
      for (const url of urls) {
        const res = await t.request(viewer, { method: 'GET', url });
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
        expect(res.body, url).not.toContain(other.email);
        expect(res.body, url).not.toContain(admin.email);
      }
    }
    const detail = (await t.request(bob, { method: 'GET', url: `/api/leagues/${ids.league}` })).json<LeagueDetail>();
    expect(detail.teams.map((x) => [x.name, x.user?.fullName ?? null])).toEqual([
      ['Alice FC', 'Alice Able'],
      ['Bob FC', 'Bob Baker'],
      ['Nobody FC', null],
    ]);
    expect(detail.standings.map((s) => s.managerName).sort()).toEqual(['Alice Able', 'Bob Baker', null].sort());
  });

  it("a player's ranking search matches names, not another player's email", async () => {
    const byEmail = await t.request(bob, { method: 'GET', url: `/api/rankings?search=${encodeURIComponent(alice.email)}` });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json<{ items: unknown[] }>().items).toEqual([]);
    const byName = await t.request(bob, { method: 'GET', url: '/api/rankings?search=Alice%20Able' });
    expect(byName.json<{ items: Array<{ userId: string }> }>().items.map((r) => r.userId)).toEqual([alice.id]);
  });

  it('the back office still sees the managers’ emails', async () => {
    const res = await t.request(admin, { method: 'GET', url: `/api/admin/leagues/${ids.league}` });
    expect(res.statusCode).toBe(200);
    const league = res.json<AdminLeague>();
    expect(league.teams.map((x) => x.user?.email ?? null)).toEqual([alice.email, bob.email, null]);
  });
});
