import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeStandings, type AdminLeague, type LeagueList, type SavedLeagueRankingList } from '@arena/shared';
import { auditLog, leagueMatches, leagueTeams, requests, walletEntries } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { addTeamApi, approveRequestApi, createLeagueApi, enroll, joinLeague, leagueDetail, rejectRequestApi, setStatusApi } from './leagues-helpers.js';
import { errorOf, expectLedgerOk, fund, walletOf } from './wallet-helpers.js';

/** The league flows of both specs through the HTTP API: enroll, approve, select team, schedule, scores, standings, champion. */
describe('leagues', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, alice, bob] = await Promise.all([t.createAdmin(), t.createUser({ name: 'Alice Pierre' }), t.createUser()]);
  });
  afterAll(() => t.close());

  it('admin validation texts of the league form', async () => {
    const base = { name: 'X', startDate: '2026-12-01', endDate: '2026-12-10', priceCents: 0, winningPriceCents: 0, maxTeams: 4 };
    for (const [patch, text] of [
      [{ priceCents: -100 }, 'Entry price cannot be negative'],
      [{ winningPriceCents: -1 }, 'Winning price cannot be negative'],
      [{ maxTeams: 1 }, 'Maximum teams must be at least 2'],
    ] as const) {
      const res = await t.request(admin, { method: 'POST', url: '/api/admin/leagues', payload: { ...base, ...patch } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(text);
    }
  });

  it('enroll charges the fee and creates the pending request together; insufficient balance refuses with the spec text and moves nothing', async () => {
    const league = await createLeagueApi(t, admin, { priceCents: 2500 });
    const poor = await enroll(t, alice, league.id);
    expect(poor.statusCode).toBe(409);
    expect(errorOf(poor)).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance. You need $25.00 to enroll in this league' });
    expect(await t.db.select().from(requests).where(eq(requests.userId, alice.id))).toHaveLength(0);

    await fund(t, admin, alice, 30);
    const ok = await enroll(t, alice, league.id);
    expect(ok.statusCode, ok.body).toBe(201);
    const body = ok.json<{ message: string; enrollment: { requestId: string; status: string }; wallet: { availableCents: number } }>();
    expect(body.message).toBe('Enrollment request submitted successfully. Entry fee has been deducted from your wallet.');
    expect(body.wallet.availableCents).toBe(500);
    const [request] = await t.db.select().from(requests).where(eq(requests.id, body.enrollment.requestId));
    expect(request).toMatchObject({ status: 'pending', entryFeeCents: 2500, leagueId: league.id, title: `League Enrollment: ${league.name}` });
    expect(request!.description).toContain('$25.00');
    const entries = await t.db.select().from(walletEntries).where(eq(walletEntries.referenceId, request!.id));
    expect(entries.map((e) => [e.kind, Number(e.amountCents), e.referenceType])).toEqual([['entry_fee', -2500, 'request']]);

    // One enrollment per user per league.
    const again = await enroll(t, alice, league.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('You have already asked to join this league.');
    expect((await walletOf(t, alice)).availableCents).toBe(500);

    // Reject refunds once; a second reject is a 409 and moves nothing.
    const r1 = await rejectRequestApi(t, admin, request!.id);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json()).toMatchObject({ message: 'Request rejected and entry fee refunded successfully', refundedCents: 2500, request: { status: 'rejected' } });
    const r2 = await rejectRequestApi(t, admin, request!.id);
    expect(r2.statusCode).toBe(409);
    expect((await walletOf(t, alice)).availableCents).toBe(3000);
    await expectLedgerOk(t.db);
  });

  it('places count teams with a manager and enrollments still waiting for their team (a user with a team is not counted twice)', async () => {
    const league = await createLeagueApi(t, admin, { priceCents: 0, maxTeams: 3 });
    await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/available-teams`, payload: { name: 'Managed FC' } });
    const [u1, u2, u3, u4] = await Promise.all([t.createUser(), t.createUser(), t.createUser(), t.createUser()]);
    await joinLeague(t, admin, u1, league.id, 'Managed FC'); // a team with a manager: 1 place
    const approved = await enroll(t, u2, league.id);
    await approveRequestApi(t, admin, approved.json<{ enrollment: { requestId: string } }>().enrollment.requestId); // approved, no team yet: 1 place
    expect((await enroll(t, u3, league.id)).statusCode).toBe(201); // pending: 1 place
    expect((await leagueDetail(t, u1, league.id)).placesTaken).toBe(3);
    const full = await enroll(t, u4, league.id);
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).message).toBe('This league is full: all 3 places are taken or reserved.');
  });

  it('a retried enrollment with the same Idempotency-Key returns the first answer and charges once', async () => {
    const league = await createLeagueApi(t, admin, { priceCents: 400 });
    const dave = await t.createUser();
    await fund(t, admin, dave, 10);
    const first = await enroll(t, dave, league.id, 'enroll-key-1');
    const retry = await enroll(t, dave, league.id, 'enroll-key-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await walletOf(t, dave)).balanceCents).toBe(600);
    const other = await enroll(t, dave, league.id, 'enroll-key-2');
    expect(other.statusCode).toBe(409);
    expect((await walletOf(t, dave)).balanceCents).toBe(600);
  });

  it('tabs map to statuses; a full league refuses; team selection once, names already used are not offered', async () => {
    const league = await createLeagueApi(t, admin, { priceCents: 0, maxTeams: 2 });
    await addTeamApi(t, admin, league.id, 'Admin FC');
    const list = (await t.request(alice, { method: 'GET', url: `/api/leagues?tab=upcoming&search=${encodeURIComponent(league.name)}` })).json<LeagueList>();
    expect(list.items.map((l) => l.id)).toEqual([league.id]);
    expect((await t.request(alice, { method: 'GET', url: `/api/leagues?tab=active&search=${encodeURIComponent(league.name)}` })).json()).toEqual({ items: [] });

    await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/available-teams`, payload: { name: 'Admin FC' } });
    await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/available-teams`, payload: { name: 'Free Lions' } });
    const e = await enroll(t, alice, league.id);
    expect(e.statusCode, e.body).toBe(201);
    const full = await enroll(t, bob, league.id);
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).message).toBe('This league is full: all 2 places are taken or reserved.');

    const detail = await leagueDetail(t, alice, league.id);
    expect(detail.availableTeams.map((a) => a.name)).toEqual(['Free Lions']);
    const early = await t.request(alice, { method: 'POST', url: `/api/leagues/${league.id}/team`, payload: { availableTeamId: detail.availableTeams[0]!.id } });
    expect(errorOf(early).message).toBe('Your enrollment has to be approved before you can select a team.');
    const missing = await t.request(alice, { method: 'POST', url: `/api/leagues/${league.id}/team`, payload: {} });
    expect(errorOf(missing).message).toBe('Please select a team');

    await approveRequestApi(t, admin, e.json<{ enrollment: { requestId: string } }>().enrollment.requestId);
    const pick = await t.request(alice, { method: 'POST', url: `/api/leagues/${league.id}/team`, payload: { availableTeamId: detail.availableTeams[0]!.id } });
    expect(pick.statusCode, pick.body).toBe(201);
    expect(pick.json()).toMatchObject({ message: 'Team selected successfully', team: { name: 'Free Lions', userId: alice.id } });
    const twice = await t.request(alice, { method: 'POST', url: `/api/leagues/${league.id}/team`, payload: { availableTeamId: detail.availableTeams[0]!.id } });
    expect(twice.statusCode).toBe(409);
    const after = await leagueDetail(t, alice, league.id);
    expect(after.myEnrollment).toMatchObject({ status: 'approved', team: { name: 'Free Lions' } });
    expect(after.availableTeams).toEqual([]);
  });

  it("start → schedule → scores: standings equal the matches, ordered, with the user's team; champion paid once; saved public standings", async () => {
    const league = await createLeagueApi(t, admin, { priceCents: 500, winningPriceCents: 7500, maxTeams: 4 });
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta'])
      await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/available-teams`, payload: { name } });
    await fund(t, admin, bob, 10);
    const bobTeam = await joinLeague(t, admin, bob, league.id, 'Bravo');
    await addTeamApi(t, admin, league.id, 'Alpha');
    await addTeamApi(t, admin, league.id, 'Charlie');

    const noDates = await t.request(admin, { method: 'POST', url: '/api/admin/league-matches/generate', payload: { leagueId: league.id } });
    expect(errorOf(noDates).message).toBe('Please select both start and end dates');
    const backwards = await t.request(admin, {
      method: 'POST',
      url: '/api/admin/league-matches/generate',
      payload: { leagueId: league.id, startDate: '2026-12-10', endDate: '2026-12-01' },
    });
    expect(errorOf(backwards).message).toBe('End date must be after start date');

    const started = await setStatusApi(t, admin, league.id, 'started');
    expect(started.status).toBe('started');
    expect((await leagueDetail(t, bob, league.id)).standings).toHaveLength(3);

    const gen = await t.request(admin, {
      method: 'POST',
      url: '/api/admin/league-matches/generate',
      payload: { leagueId: league.id, startDate: '2026-12-01T05:00:00.000Z', endDate: '2026-12-04T05:00:00.000Z' },
    });
    expect(gen.statusCode, gen.body).toBe(201);
    const generated = gen.json<{ message: string; created: number; matchesPerDay: number; items: Array<{ id: string; date: string }> }>();
    expect(generated).toMatchObject({ message: 'Matches generated and saved successfully', created: 3, matchesPerDay: 1 });
    expect(generated.items.map((m) => m.date)).toEqual(['2026-12-01T14:00:00.000Z', '2026-12-02T14:00:00.000Z', '2026-12-03T14:00:00.000Z']);
    const again = await t.request(admin, {
      method: 'POST',
      url: '/api/admin/league-matches/generate',
      payload: { leagueId: league.id, startDate: '2026-12-01', endDate: '2026-12-04' },
    });
    expect(again.statusCode).toBe(409);

    const bad = await t.request(admin, { method: 'PATCH', url: `/api/admin/league-matches/${generated.items[0]!.id}/score`, payload: { score: '2:1' } });
    expect(errorOf(bad).message).toBe('Score must be in format "X-Y" (e.g., "2-1")');
    for (const [i, score] of ['2-1', '0-0', '3-3'].entries()) {
      const res = await t.request(admin, { method: 'PATCH', url: `/api/admin/league-matches/${generated.items[i]!.id}/score`, payload: { score } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const teams = await t.db.select({ id: leagueTeams.id, name: leagueTeams.name }).from(leagueTeams).where(eq(leagueTeams.leagueId, league.id));
    const matches = await t.db.select().from(leagueMatches).where(eq(leagueMatches.leagueId, league.id));
    const expected = computeStandings(teams, matches);
    const detail = await leagueDetail(t, bob, league.id);
    expect(detail.myTeamId).toBe(bobTeam);
    expect(detail.standings.map((s) => [s.teamId, s.position, s.points, s.matchesPlayed, s.goalsFor, s.goalsAgainst])).toEqual(
      expected.map((s) => [s.teamId, s.position, s.points, s.matchesPlayed, s.goalsFor, s.goalsAgainst]),
    );
    expect(detail.standings.reduce((n, s) => n + s.matchesPlayed, 0)).toBe(6);

    // Clearing a score takes it out of the standings.
    await t.request(admin, { method: 'PATCH', url: `/api/admin/league-matches/${generated.items[0]!.id}/score`, payload: { score: null } });
    expect((await leagueDetail(t, bob, league.id)).standings.reduce((n, s) => n + s.matchesPlayed, 0)).toBe(4);

    // Save a public snapshot; later edits do not change it.
    const saved = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/saved-rankings`, payload: { name: 'Week 1' } });
    expect(saved.statusCode, saved.body).toBe(201);
    await t.request(admin, { method: 'PATCH', url: `/api/admin/league-matches/${generated.items[0]!.id}/score`, payload: { score: '5-0' } });
    const pub = (
      await t.request(alice, { method: 'GET', url: `/api/league-rankings?search=${encodeURIComponent(league.name)}` })
    ).json<SavedLeagueRankingList>();
    expect(pub.items).toHaveLength(1);
    expect(pub.items[0]!.entries.reduce((n, e) => n + e.matchesPlayed, 0)).toBe(4);

    // Champion: prize to Bravo's manager exactly once.
    const before = (await walletOf(t, bob)).balanceCents;
    const c1 = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/champion`, payload: { teamId: bobTeam } });
    expect(c1.statusCode, c1.body).toBe(200);
    expect(c1.json()).toMatchObject({
      message: 'Champion set and league marked as completed successfully',
      prizePaidCents: 7500,
      league: { status: 'completed', championTeamId: bobTeam },
    });
    const c2 = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/champion`, payload: { teamId: bobTeam } });
    expect(c2.statusCode).toBe(409);
    expect((await walletOf(t, bob)).balanceCents).toBe(before + 7500);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, league.id), eq(auditLog.action, 'league.champion')));
    expect(audits).toHaveLength(1);
    await expectLedgerOk(t.db);
  });

  it('deleting a league refunds each unused entry fee once', async () => {
    const league: AdminLeague = await createLeagueApi(t, admin, { priceCents: 300 });
    const carol = await t.createUser();
    await fund(t, admin, carol, 5);
    await fund(t, admin, alice, 5);
    const p = await enroll(t, carol, league.id);
    const q = await enroll(t, alice, league.id);
    await approveRequestApi(t, admin, q.json<{ enrollment: { requestId: string } }>().enrollment.requestId);
    const aliceBefore = (await walletOf(t, alice)).balanceCents;
    const res = await t.request(admin, { method: 'DELETE', url: `/api/admin/leagues/${league.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refundedCount: 2, refundedCents: 600 });
    expect((await walletOf(t, carol)).balanceCents).toBe(500);
    expect((await walletOf(t, alice)).balanceCents).toBe(aliceBefore + 300);
    const [row] = await t.db.select().from(requests).where(eq(requests.id, p.json<{ enrollment: { requestId: string } }>().enrollment.requestId));
    expect(row).toMatchObject({ status: 'rejected', leagueId: null });
    await expectLedgerOk(t.db);
  });
});
