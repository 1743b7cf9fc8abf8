import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeague } from '@arena/shared';
import { winRateOf } from '@arena/shared';
import type { Db } from '../src/db/client.js';
import { globalRankings, leagueMatches, leagues, leagueTeams, matches, teams, tournaments, users, walletEntries } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { addTeamApi, createLeagueApi, setStatusApi } from './leagues-helpers.js';
import { addTeam, createTournament } from './tournament-helpers.js';
import { expectLedgerOk, prng } from './wallet-helpers.js';

/**
 * The stored ranking equals a recomputation from results after every step of a seeded random run of
 * league scores, tournament scores and winners, champions (with their prizes), deleted matches and teams,
 * and cancelled leagues. The expectation is computed here, in JavaScript, from the raw tables, independently
 * of the server's SQL.
 */

interface Stats {
  matchesPlayed: number;
  wins: number;
  tournamentsWon: number;
  leaguesWon: number;
  totalEarningsCents: number;
}
const zero = (): Stats => ({ matchesPlayed: 0, wins: 0, tournamentsWon: 0, leaguesWon: 0, totalEarningsCents: 0 });

async function expectedRanking(db: Db): Promise<Map<string, Stats>> {
  const [ls, lts, lms, ts, tts, tms, prizes, us] = await Promise.all([
    db.select().from(leagues),
    db.select().from(leagueTeams),
    db.select().from(leagueMatches),
    db.select().from(tournaments),
    db.select().from(teams),
    db.select().from(matches),
    db.select().from(walletEntries).where(eq(walletEntries.kind, 'prize')),
    db.select().from(users),
  ]);
  const stats = new Map<string, Stats>();
  const of = (userId: string) => stats.get(userId) ?? stats.set(userId, zero()).get(userId)!;
  const leagueById = new Map(ls.map((l) => [l.id, l]));
  const leagueOwner = new Map(lts.map((x) => [x.id, x.userId]));
  for (const m of lms) {
    const league = leagueById.get(m.leagueId)!;
    if (m.score === null || !['started', 'completed'].includes(league.status)) continue;
    const [a, b] = m.score.split('-').map(Number) as [number, number];
    for (const [teamId, mine, theirs] of [
      [m.team1Id, a, b],
      [m.team2Id, b, a],
    ] as const) {
      const owner = leagueOwner.get(teamId);
      if (!owner) continue;
      of(owner).matchesPlayed += 1;
      if (mine > theirs) of(owner).wins += 1;
    }
  }
  const tournamentById = new Map(ts.map((x) => [x.id, x]));
  const teamOwner = new Map(tts.map((x) => [x.id, x.userId]));
  for (const m of tms) {
    if (tournamentById.get(m.tournamentId)!.status === 'cancelled' || (m.score === null && m.winnerId === null)) continue;
    for (const teamId of [m.team1Id, m.team2Id]) {
      const owner = teamId ? teamOwner.get(teamId) : null;
      if (!owner) continue;
      of(owner).matchesPlayed += 1;
      if (m.winnerId === teamId) of(owner).wins += 1;
    }
  }
  for (const l of ls) {
    const owner = l.championTeamId ? leagueOwner.get(l.championTeamId) : null;
    if (owner && l.status !== 'cancelled') of(owner).leaguesWon += 1;
  }
  for (const x of ts) {
    const owner = x.championTeamId ? teamOwner.get(x.championTeamId) : null;
    if (owner && x.status !== 'cancelled') of(owner).tournamentsWon += 1;
  }
  for (const p of prizes) of(p.userId).totalEarningsCents += Number(p.amountCents);
  const players = new Set(us.filter((u) => u.role === 'user').map((u) => u.id));
  for (const id of [...stats.keys()]) if (!players.has(id)) stats.delete(id);
  return stats;
}

/** What a row shows: earned plus the admin's corrections (decision 040), never below 0, wins never above matches. */
function withCorrections(earned: Stats, row: typeof globalRankings.$inferSelect): Stats {
  const matchesPlayed = Math.max(earned.matchesPlayed + row.matchesPlayedCorrection, 0);
  return {
    matchesPlayed,
    wins: Math.min(Math.max(earned.wins + row.winsCorrection, 0), matchesPlayed),
    tournamentsWon: Math.max(earned.tournamentsWon + row.tournamentsWonCorrection, 0),
    leaguesWon: Math.max(earned.leaguesWon + row.leaguesWonCorrection, 0),
    totalEarningsCents: Math.max(earned.totalEarningsCents + Number(row.earningsCorrectionCents), 0),
  };
}

async function expectRankingMatchesResults(db: Db, step: string): Promise<void> {
  const expected = await expectedRanking(db);
  const stored = await db
    .select({ row: globalRankings, name: users.name, email: users.email })
    .from(globalRankings)
    .innerJoin(users, eq(users.id, globalRankings.userId));
  const byUser = new Map(stored.map((s) => [s.row.userId, s]));
  for (const userId of expected.keys()) expect(byUser.has(userId), `${step}: a player with results has a row`).toBe(true);
  for (const { row } of stored) {
    const want = withCorrections(expected.get(row.userId) ?? zero(), row);
    expect(
      {
        matchesPlayed: row.matchesPlayed,
        wins: row.wins,
        winRate: row.winRate,
        tournamentsWon: row.tournamentsWon,
        leaguesWon: row.leaguesWon,
        totalEarningsCents: Number(row.totalEarningsCents),
      },
      `${step}: statistics of ${row.userId}`,
    ).toEqual({ ...want, winRate: winRateOf(want.wins, want.matchesPlayed) });
  }
  // Positions 1..n by earnings, then wins, then name, then email.
  const order = [...stored].sort(
    (a, b) =>
      Number(b.row.totalEarningsCents) - Number(a.row.totalEarningsCents) ||
      b.row.wins - a.row.wins ||
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()) ||
      a.email.localeCompare(b.email),
  );
  expect(
    stored.map((s) => [s.row.userId, s.row.rankPosition]).sort((a, b) => Number(a[1]) - Number(b[1])),
    `${step}: positions`,
  ).toEqual(order.map((s, i) => [s.row.userId, i + 1]));
}

describe('global ranking: a seeded random run of results', () => {
  let t: TestApp;
  let admin: TestUser;
  const players: TestUser[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin();
    for (let i = 0; i < 9; i += 1) players.push(await t.createUser({ name: `player ${String.fromCharCode(97 + i)}` }));
  });
  afterAll(() => t.close());

  it('keeps the stored ranking equal to a recomputation from results after every step', async () => {
    const seed = Number(process.env.RANKINGS_SEED ?? 20261124);
    const random = prng(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const score = () => `${Math.floor(random() * 4)}-${Math.floor(random() * 4)}`;
    const ok = (res: { statusCode: number; body: string }, step: string) => expect(res.statusCode, `${step}: ${res.body}`).toBeLessThan(300);

    // Two started leagues of 4 teams and two tournaments of 8 teams with their quarterfinals.
    const leagueIds: string[] = [];
    for (let l = 0; l < 2; l += 1) {
      const league = await createLeagueApi(t, admin, { winningPriceCents: 1000 * (l + 1) * 7 });
      // One team per user in a league: four distinct players (or none) as managers.
      const managers = [...players].sort(() => random() - 0.5).slice(0, 4);
      for (let i = 0; i < 4; i += 1) await addTeamApi(t, admin, league.id, `L${l} team ${i}`, random() < 0.15 ? undefined : managers[i]!.id);
      await setStatusApi(t, admin, league.id, 'started');
      leagueIds.push(league.id);
    }
    const tournamentIds: string[] = [];
    for (let c = 0; c < 2; c += 1) {
      const cup = await createTournament(t, admin, { winningPriceCents: 3000 + c * 1100 });
      const managers = [...players].sort(() => random() - 0.5);
      for (let i = 0; i < 8; i += 1) await addTeam(t, admin, cup.id, `C${c} team ${i}`, random() < 0.15 ? null : managers[i]!.id);
      ok(await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${cup.id}/generate-matches`, payload: {} }), 'generate');
      tournamentIds.push(cup.id);
    }
    await expectRankingMatchesResults(t.db, 'setup');

    const steps = Number(process.env.RANKINGS_STEPS ?? 45);
    for (let i = 0; i < steps; i += 1) {
      const roll = random();
      let step: string;
      if (roll < 0.3) {
        const leagueId = pick(leagueIds);
        const teamRows = await t.db.select().from(leagueTeams).where(eq(leagueTeams.leagueId, leagueId));
        if (teamRows.length < 2) continue;
        const a = pick(teamRows);
        const b = pick(teamRows.filter((x) => x.id !== a.id));
        step = `${i} league match`;
        const payload = { leagueId, team1Id: a.id, team2Id: b.id, date: '2026-12-05T12:00:00.000Z', score: random() < 0.8 ? score() : '' };
        ok(await t.request(admin, { method: 'POST', url: '/api/admin/league-matches', payload }), step);
      } else if (roll < 0.5) {
        const all = await t.db.select().from(leagueMatches);
        if (all.length === 0) continue;
        const m = pick(all);
        step = `${i} league score edit`;
        ok(
          await t.request(admin, { method: 'PATCH', url: `/api/admin/league-matches/${m.id}/score`, payload: { score: random() < 0.85 ? score() : '' } }),
          step,
        );
      } else if (roll < 0.55) {
        const all = await t.db.select().from(leagueMatches);
        if (all.length === 0) continue;
        step = `${i} league match delete`;
        ok(await t.request(admin, { method: 'DELETE', url: `/api/admin/league-matches/${pick(all).id}` }), step);
      } else if (roll < 0.75) {
        const all = (await t.db.select().from(matches)).filter((m) => m.team1Id && m.team2Id);
        if (all.length === 0) continue;
        const m = pick(all);
        const cup = (await t.db.select().from(tournaments).where(eq(tournaments.id, m.tournamentId)))[0]!;
        if (cup.status !== 'active') continue;
        if (random() < 0.5) {
          step = `${i} tournament score`;
          const s = score();
          ok(await t.request(admin, { method: 'PATCH', url: `/api/admin/matches/${m.id}/score`, payload: { score: s } }), step);
        } else {
          step = `${i} tournament winner`;
          const res = await t.request(admin, {
            method: 'POST',
            url: `/api/admin/matches/${m.id}/winner`,
            payload: { teamId: random() < 0.5 ? m.team1Id : m.team2Id },
          });
          ok(res, step);
        }
      } else if (roll < 0.83) {
        const leagueId = pick(leagueIds);
        const [league] = await t.db.select().from(leagues).where(eq(leagues.id, leagueId));
        if (!league || league.championTeamId || league.status !== 'started') continue;
        const teamRows = await t.db.select().from(leagueTeams).where(eq(leagueTeams.leagueId, leagueId));
        if (teamRows.length === 0) continue;
        step = `${i} league champion`;
        ok(await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${leagueId}/champion`, payload: { teamId: pick(teamRows).id } }), step);
      } else if (roll < 0.9) {
        const cupId = pick(tournamentIds);
        const [cup] = await t.db.select().from(tournaments).where(eq(tournaments.id, cupId));
        if (!cup || cup.status !== 'active') continue;
        const teamRows = await t.db.select().from(teams).where(eq(teams.tournamentId, cupId));
        step = `${i} tournament champion`;
        ok(await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${cupId}/champion`, payload: { teamId: pick(teamRows).id } }), step);
      } else if (roll < 0.95) {
        const leagueId = pick(leagueIds);
        const teamRows = await t.db.select().from(leagueTeams).where(eq(leagueTeams.leagueId, leagueId));
        if (teamRows.length <= 2) continue;
        step = `${i} league team delete`;
        ok(await t.request(admin, { method: 'DELETE', url: `/api/admin/leagues/${leagueId}/teams/${pick(teamRows).id}` }), step);
      } else {
        const leagueId = pick(leagueIds);
        const [league] = await t.db.select().from(leagues).where(eq(leagues.id, leagueId));
        const next = league!.status === 'cancelled' ? 'started' : 'cancelled';
        step = `${i} league ${next}`;
        const res = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${leagueId}/status`, payload: { status: next } });
        // A league whose champion was paid stays completed (decision 035).
        if (league!.championTeamId) {
          expect(res.statusCode, step).toBe(409);
          continue;
        }
        ok(res, step);
        expect(res.json<{ league: AdminLeague }>().league.status).toBe(next);
      }
      await expectRankingMatchesResults(t.db, step);
    }

    // The run touched every kind of result, and Recalculate changes nothing when nothing drifted.
    const stored = await t.db.select().from(globalRankings);
    expect(stored.some((r) => r.wins > 0)).toBe(true);
    expect(stored.some((r) => r.leaguesWon + r.tournamentsWon > 0)).toBe(true);
    expect(stored.some((r) => r.totalEarningsCents > 0)).toBe(true);
    const recalc = await t.request(admin, { method: 'POST', url: '/api/admin/rankings/recalculate' });
    expect(recalc.statusCode, recalc.body).toBe(200);
    expect(await t.db.select().from(globalRankings)).toEqual(stored);
    await expectLedgerOk(t.db);
  });

  it('a manual edit is a correction: it survives Recalculate and new results, which add to it', async () => {
    // A player with a team in a started league, so a new score changes what they earned.
    const league = await createLeagueApi(t, admin, { winningPriceCents: 700 });
    await addTeamApi(t, admin, league.id, 'Edited team', players[0]!.id);
    await addTeamApi(t, admin, league.id, 'Other team', players[1]!.id);
    await setStatusApi(t, admin, league.id, 'started');
    const [team, other] = await t.db.select().from(leagueTeams).where(eq(leagueTeams.leagueId, league.id)).orderBy(leagueTeams.name);
    const [row] = await t.db.select().from(globalRankings).where(eq(globalRankings.userId, team!.userId!));
    const edit = { rankPosition: 99, matchesPlayed: 150, wins: 140, tournamentsWon: 9, leaguesWon: 9, totalEarningsCents: 99_999_999 };
    const res = await t.request(admin, { method: 'PUT', url: `/api/admin/rankings/${row!.id}`, payload: edit });
    expect(res.statusCode, res.body).toBe(200);
    const [edited] = await t.db.select().from(globalRankings).where(eq(globalRankings.id, row!.id));
    expect(edited).toMatchObject({ ...edit, winRate: 93 });

    // Recalculate keeps the figures and puts the biggest earner first.
    const recalc = await t.request(admin, { method: 'POST', url: '/api/admin/rankings/recalculate' });
    expect(recalc.statusCode).toBe(200);
    const [kept] = await t.db.select().from(globalRankings).where(eq(globalRankings.id, row!.id));
    expect(kept).toMatchObject({ ...edit, rankPosition: 1, winRate: 93 });
    await expectRankingMatchesResults(t.db, 'after recalculate');

    // A new win adds to the corrected figures.
    const payload = { leagueId: league.id, team1Id: team!.id, team2Id: other!.id, date: '2026-12-06T12:00:00.000Z', score: '3-0' };
    const win = await t.request(admin, { method: 'POST', url: '/api/admin/league-matches', payload });
    expect(win.statusCode, win.body).toBeLessThan(300);
    const [after] = await t.db.select().from(globalRankings).where(eq(globalRankings.id, row!.id));
    expect(after).toMatchObject({ matchesPlayed: 151, wins: 141, totalEarningsCents: edit.totalEarningsCents, rankPosition: 1 });
    await expectRankingMatchesResults(t.db, 'after a new result');
  });
});
