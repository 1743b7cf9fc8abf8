import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceBidResponse, RankingList } from '@arena/shared';
import { leagues, mobRequests, playerOwnership, playerProtection, prizePayouts, requests, tournaments } from '../src/db/schema/index.js';
import { createTestApp, setRole as setRoleOf, type TestApp, type TestUser } from './helpers.js';
import { addTeamApi, approveRequestApi, createLeagueApi, enroll, setStatusApi } from './leagues-helpers.js';
import { addPlayer, ageBids, approveBid, bid } from './marketplace-helpers.js';
import { addTeam, createTournament } from './tournament-helpers.js';
import { action, adjust, approve, deposit, errorOf, expectLedgerOk, fund, walletOf, withdraw } from './wallet-helpers.js';

/**
 * Conflict of interest (decision 032): an admin never takes part in what they run. An admin account cannot
 * enroll, own a team, hold a marketplace player, bid, receive a prize or an adjustment, or ask for a deposit or
 * withdrawal; no admin approves their own request or bid; a bid is approved only once its auction has ended;
 * admins have no ranking row. Each refusal is a 403 (409 for the auction) with its catalogue text and changes nothing.
 */

const CANNOT_PLAY = 'An admin account cannot enroll, own a team, bid or hold a player. Use a player account to play.';
const NO_WALLET = 'An admin account has no player wallet actions.';

describe('conflict of interest: admin accounts act as admins only', () => {
  let t: TestApp;
  let admin: TestUser;
  let admin2: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  const setRole = (user: TestUser, role: 'user' | 'admin') => setRoleOf(t, user, role);

  beforeAll(async () => {
    t = await createTestApp();
    [admin, admin2, alice, bob] = await Promise.all([
      t.createAdmin({ name: 'Ada Admin' }),
      t.createAdmin({ name: 'Ben Admin' }),
      t.createUser({ name: 'Alice Able' }),
      t.createUser({ name: 'Bob Baker' }),
    ]);
    await fund(t, admin, alice, 500);
    await fund(t, admin, bob, 500);
  });
  afterAll(() => t.close());

  it('an admin cannot enroll in a league or a tournament, pick a team or file a request', async () => {
    const league = await createLeagueApi(t, admin, { priceCents: 0 });
    const tournament = await createTournament(t, admin, { priceCents: 0 });

    const leagueEnroll = await enroll(t, admin, league.id);
    expect(leagueEnroll.statusCode).toBe(403);
    expect(errorOf(leagueEnroll).message).toBe(CANNOT_PLAY);
    const tournamentEnroll = await t.request(admin, { method: 'POST', url: `/api/tournaments/${tournament.id}/enroll` });
    expect(tournamentEnroll.statusCode).toBe(403);
    expect(errorOf(tournamentEnroll).message).toBe(CANNOT_PLAY);
    const pick = await t.request(admin, {
      method: 'POST',
      url: `/api/tournaments/${tournament.id}/select-team`,
      payload: { availableTeamId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(pick.statusCode).toBe(403);
    expect(errorOf(pick).message).toBe(CANNOT_PLAY);
    const leaguePick = await t.request(admin, {
      method: 'POST',
      url: `/api/leagues/${league.id}/team`,
      payload: { availableTeamId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(leaguePick.statusCode).toBe(403);
    expect(errorOf(leaguePick).message).toBe(CANNOT_PLAY);
    const request = await t.request(admin, {
      method: 'POST',
      url: '/api/requests',
      payload: { title: 'Mine', description: 'A request', leagueId: league.id, competitionId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(request.statusCode).toBe(403);
    expect(errorOf(request).message).toBe(CANNOT_PLAY);

    expect(await t.db.select().from(requests).where(eq(requests.userId, admin.id))).toEqual([]);
    // A player still enrolls.
    expect((await enroll(t, alice, league.id)).statusCode).toBe(201);
  });

  it('an admin account has no player wallet actions: no deposit, no withdrawal', async () => {
    const before = await walletOf(t, admin);
    const dep = await deposit(t, admin, { method: 'moncash', amountCents: 5_000, transactionRef: '12345' });
    expect(dep.statusCode, dep.body).toBe(403);
    expect(errorOf(dep).message).toBe(NO_WALLET);
    const wd = await withdraw(t, admin, { method: 'moncash', amountCents: 1_000, phoneNumber: '+509 3712 3456' });
    expect(wd.statusCode, wd.body).toBe(403);
    expect(errorOf(wd).message).toBe(NO_WALLET);
    expect(await walletOf(t, admin)).toEqual(before);
    // Refused in the protection lock's call before the protection row is touched (decision 053): none was created.
    expect(await t.db.select().from(playerProtection).where(eq(playerProtection.userId, admin.id))).toEqual([]);
  });

  it('an admin cannot bid, not even on a player they listed', async () => {
    const player = await addPlayer(t, admin, { priceCents: 100 });
    const res = await bid(t, admin, player.id, 1);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(CANNOT_PLAY);
    expect(await t.db.select().from(mobRequests).where(eq(mobRequests.playerId, player.id))).toEqual([]);
    expect(await t.db.select().from(playerProtection).where(eq(playerProtection.userId, admin.id))).toEqual([]);
  });

  it('no team is given to an admin account, in a league or a tournament', async () => {
    const league = await createLeagueApi(t, admin);
    const res = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/teams`, payload: { name: 'Admins FC', userId: admin2.id } });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('An admin account cannot own a team. Choose a player account.');
    const own = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/teams`, payload: { name: 'Mine FC', userId: admin.id } });
    expect(own.statusCode).toBe(403);

    const tournament = await createTournament(t, admin);
    const tres = await t.request(admin, {
      method: 'POST',
      url: `/api/admin/tournaments/${tournament.id}/teams`,
      payload: { name: 'Admins FC', userId: admin2.id },
    });
    expect(tres.statusCode).toBe(403);
    expect(errorOf(tres).message).toBe('An admin account cannot own a team. Choose a player account.');
    // A team for a player, or with no manager, is still added.
    await addTeamApi(t, admin, league.id, 'Players FC', alice.id);
    await addTeam(t, admin, tournament.id, 'Nobody FC');
  });

  it("no admin's wallet is adjusted, by another admin either", async () => {
    const before = await walletOf(t, admin2);
    const res = await adjust(t, admin, admin2.id, 100);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('An admin account has no player wallet: its balance cannot be adjusted.');
    expect(await walletOf(t, admin2)).toEqual(before);
  });

  it('a league or tournament champion managed by an admin (promoted since) is refused: no prize to an admin', async () => {
    const carol = await t.createUser({ name: 'Carol Champ' });
    const league = await createLeagueApi(t, admin, { winningPriceCents: 1_000_000_000 });
    const withTeam = await addTeamApi(t, admin, league.id, 'Carol FC', carol.id);
    await addTeamApi(t, admin, league.id, 'Other FC', bob.id);
    await setStatusApi(t, admin, league.id, 'started');
    const tournament = await createTournament(t, admin, { winningPriceCents: 1_000_000_000 });
    const team = await addTeam(t, admin, tournament.id, 'Carol Cup Team', carol.id);
    await setRole(carol, 'admin');
    const before = await walletOf(t, carol);

    const teamId = withTeam.teams.find((x) => x.name === 'Carol FC')!.id;
    const res = await t.request(admin2, { method: 'POST', url: `/api/admin/leagues/${league.id}/champion`, payload: { teamId } });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('This team is managed by an admin account, and an admin cannot receive a prize. Assign the team to a player first.');
    const [row] = await t.db.select().from(leagues).where(eq(leagues.id, league.id));
    expect(row).toMatchObject({ championTeamId: null, status: 'started' });

    const tres = await t.request(admin2, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/champion`, payload: { teamId: team.id } });
    expect(tres.statusCode).toBe(403);
    expect(errorOf(tres).message).toBe('This team is managed by an admin account, and an admin cannot receive a prize. Assign the team to a player first.');
    const [trow] = await t.db.select().from(tournaments).where(eq(tournaments.id, tournament.id));
    expect(trow!.championTeamId).toBeNull();
    expect(await walletOf(t, carol)).toEqual(before);
    await expectLedgerOk(t.db);
  });

  it('a prize waiting for approval, or a deposit asked for, before its owner was promoted credits no admin', async () => {
    const gina = await t.createUser({ name: 'Gina Gold' });
    const cup = await createTournament(t, admin, { priceCents: 0, winningPriceCents: 1_000_000_000 });
    const team = await addTeam(t, admin, cup.id, 'Gina Cup Team', gina.id);
    const set = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${cup.id}/champion`, payload: { teamId: team.id } });
    expect(set.statusCode, set.body).toBe(200);
    const [payout] = await t.db.select().from(prizePayouts).where(eq(prizePayouts.competitionId, cup.id));
    expect(payout).toMatchObject({ status: 'pending', userId: gina.id });
    const dep = await deposit(t, gina, { method: 'moncash', amountCents: 5_000, transactionRef: '67890' });
    expect(dep.statusCode, dep.body).toBe(201);
    const depositId = action(dep).transaction.id;
    await setRole(gina, 'admin');
    const before = await walletOf(t, gina);

    const paid = await t.request(admin2, { method: 'POST', url: `/api/admin/prize-payouts/${payout!.id}/approve` });
    expect(paid.statusCode).toBe(403);
    expect(errorOf(paid).message).toBe('This team is managed by an admin account, and an admin cannot receive a prize. Assign the team to a player first.');
    const [still] = await t.db.select().from(prizePayouts).where(eq(prizePayouts.id, payout!.id));
    expect(still!.status).toBe('pending');
    const credited = await approve(t, admin2, depositId);
    expect(credited.statusCode).toBe(403);
    expect(errorOf(credited).message).toBe(
      'This deposit belongs to an account that is now an admin, and an admin account cannot be credited. Reject it instead.',
    );
    expect(await walletOf(t, gina)).toEqual(before);
    await expectLedgerOk(t.db);
  });

  it('no admin approves their own request; another admin may', async () => {
    const dave = await t.createUser({ name: 'Dave Doe' });
    const league = await createLeagueApi(t, admin, { priceCents: 0 });
    const e = await enroll(t, dave, league.id);
    expect(e.statusCode, e.body).toBe(201);
    const requestId = e.json<{ enrollment: { requestId: string } }>().enrollment.requestId;
    await setRole(dave, 'admin');

    const own = await approveRequestApi(t, dave, requestId);
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe('This is your own request. Another admin must decide it.');
    const [still] = await t.db.select().from(requests).where(eq(requests.id, requestId));
    expect(still!.status).toBe('pending');
    expect((await approveRequestApi(t, admin, requestId)).statusCode).toBe(200);
  });

  it('a bid is approved only once its auction has ended', async () => {
    const player = await addPlayer(t, admin, { priceCents: 100 });
    const placed = (await bid(t, alice, player.id, 1)).json<PlaceBidResponse>();
    const early = await approveBid(t, admin, placed.bid.id);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe('This auction has not ended yet. A bid can be approved once its auction has ended.');
    const [pending] = await t.db.select().from(mobRequests).where(eq(mobRequests.id, placed.bid.id));
    expect(pending!.status).toBe('pending');
    expect(await t.db.select().from(playerOwnership).where(eq(playerOwnership.playerId, player.id))).toEqual([]);

    await ageBids(t, player.id, 13);
    const ok = await approveBid(t, admin, placed.bid.id);
    expect(ok.statusCode, ok.body).toBe(200);
    await expectLedgerOk(t.db);
  });

  it('no admin approves their own bid, and no admin (promoted since bidding) is given the player', async () => {
    const erin = await t.createUser({ name: 'Erin Early' });
    await fund(t, admin, erin, 50);
    const player = await addPlayer(t, admin, { priceCents: 100 });
    const placed = (await bid(t, erin, player.id, 5)).json<PlaceBidResponse>();
    await ageBids(t, player.id, 13);
    await setRole(erin, 'admin');

    const own = await approveBid(t, erin, placed.bid.id);
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe('This is your own bid. Another admin must decide it.');
    const other = await approveBid(t, admin, placed.bid.id);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).message).toBe('An admin account cannot hold a marketplace player.');
    expect(await t.db.select().from(playerOwnership).where(eq(playerOwnership.playerId, player.id))).toEqual([]);
    const [row] = await t.db.select().from(mobRequests).where(eq(mobRequests.id, placed.bid.id));
    expect(row!.status).toBe('pending');
    await expectLedgerOk(t.db);
  });

  it('a user promoted to admin leaves the global ranking, and comes back when demoted', async () => {
    const fay = await t.createUser({ name: 'Fay Ranked' });
    const gus = await t.createUser({ name: 'Gus Ranked' });
    for (const u of [fay, gus]) {
      const res = await t.request(admin, { method: 'POST', url: '/api/admin/rankings', payload: { userId: u.id } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const rankings = async (viewer: TestUser) => {
      const res = await t.request(viewer, { method: 'GET', url: '/api/rankings' });
      expect(res.statusCode).toBe(200);
      return res.json<RankingList>();
    };
    const before = await rankings(gus);
    expect(before.items.map((r) => r.userId)).toContain(fay.id);

    await setRole(fay, 'admin');
    const after = await rankings(gus);
    expect(after.items.map((r) => r.userId)).not.toContain(fay.id);
    expect(after.totalRanked).toBe(before.totalRanked - 1);
    expect((await rankings(fay)).me).toBeNull();
    const table = await t.request(admin, { method: 'GET', url: '/api/admin/rankings' });
    expect(table.json<{ items: Array<{ userId: string }> }>().items.map((r) => r.userId)).not.toContain(fay.id);
    // Recalculating numbers the players 1..n without the admin.
    expect((await t.request(admin, { method: 'POST', url: '/api/admin/rankings/recalculate' })).statusCode).toBe(200);
    const renumbered = await rankings(gus);
    expect(renumbered.items.map((r) => r.rankPosition)).toEqual(renumbered.items.map((_, i) => i + 1));

    await setRole(fay, 'user');
    expect((await rankings(gus)).items.map((r) => r.userId)).toContain(fay.id);
  });
});
