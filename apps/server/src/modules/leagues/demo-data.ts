import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { competitions, leagueAvailableTeams, leagueMatches, users } from '../../db/schema/index.js';
import { systemClock } from '../../lib/clock.js';
import { runUseCaseAs, type UseCaseContext } from '../../lib/use-case.js';
import { approveRequest, rejectRequest } from '../enrollments/index.js';
import { createUserRequest } from '../requests/index.js';
import { enrollInLeague, selectLeagueTeam } from './enrollment.js';
import { generateSchedule, setLeagueMatchScore } from './matches.js';
import { getAdminLeague } from './queries.js';
import { createLeague, setChampion, setLeagueStatus } from './service.js';
import { saveStandings } from './standings.js';

/**
 * League demo data, made through the same use cases the API runs (so fees, refunds, standings and the
 * prize are real ledger moves): a league in each status — active with enrollments pending, approved
 * (team to pick), approved with a team and rejected (refunded); started with a generated schedule,
 * part of it scored, live standings and a public snapshot; completed with every match scored, a
 * champion paid its prize and public final standings; cancelled — plus a free-form request.
 * Deterministic: the schedule and the scores come from a seeded random source.
 */
export async function seedLeagueDemoData(db: Db, input: { adminId: string; playerIds: string[]; teamNames: string[]; today: Date }): Promise<void> {
  const { adminId, playerIds, teamNames, today } = input;
  const actorOf = async (id: string) => {
    const [u] = await db.select({ id: users.id, email: users.email, name: users.name, role: users.role }).from(users).where(eq(users.id, id));
    return { id: u!.id, email: u!.email, name: u!.name, role: u!.role === 'admin' ? ('admin' as const) : ('user' as const) };
  };
  const admin = await actorOf(adminId);
  const run = async <T>(actorId: string, fn: (ctx: UseCaseContext) => Promise<T>): Promise<T> => {
    const actor = actorId === adminId ? admin : await actorOf(actorId);
    return runUseCaseAs(db, actor, fn, { clock: systemClock, requestId: 'demo-data', ip: '127.0.0.1' });
  };
  const random = seeded(20261123);
  const day = 86_400_000;
  /** `days` from the day the demo is made (negative: before it). */
  const at = (days: number) => new Date(today.getTime() + days * day);

  const league = (name: string, start: Date, days: number, price: number, prize: number, maxTeams = 12) =>
    run(adminId, (ctx) =>
      createLeague(ctx, {
        name,
        description: 'Round-robin league: 3 points per win, 1 per draw.',
        startDate: start,
        endDate: new Date(start.getTime() + days * day),
        priceCents: price * 100,
        winningPriceCents: prize * 100,
        maxTeams,
        availableTeamNames: teamNames,
      }),
    ).then((r) => r.league);

  const availableId = async (leagueId: string, name: string) => {
    const [row] = await db
      .select({ id: leagueAvailableTeams.id })
      .from(leagueAvailableTeams)
      .where(and(eq(leagueAvailableTeams.leagueId, leagueId), eq(leagueAvailableTeams.name, name)));
    return row!.id;
  };
  /** Enroll → approve → pick a team, as the screens do it. */
  const join = async (leagueId: string, playerId: string, teamName: string) => {
    const { enrollment } = await run(playerId, (ctx) => enrollInLeague(ctx, { leagueId }));
    await run(adminId, (ctx) => approveRequest(ctx, { requestId: enrollment.requestId }));
    const availableTeamId = await availableId(leagueId, teamName);
    await run(playerId, (ctx) => selectLeagueTeam(ctx, { leagueId, availableTeamId }));
  };
  const score = () => `${Math.floor(random() * random() * 5)}-${Math.floor(random() * random() * 5)}`;

  // Completed: 4 teams, every match scored, champion with its prize, public final standings.
  const autumn = await league('Autumn Classic League', at(-60), 12, 15, 200, 4);
  for (let i = 0; i < 4; i += 1) await join(autumn.id, playerIds[i + 4]!, teamNames[i]!);
  await run(adminId, (ctx) => setLeagueStatus(ctx, { leagueId: autumn.id, status: 'started' }));
  await run(adminId, (ctx) => generateSchedule(ctx, { leagueId: autumn.id, startDate: new Date(autumn.startDate), endDate: new Date(autumn.endDate), random }));
  for (const m of await matchIds(db, autumn.id)) await run(adminId, (ctx) => setLeagueMatchScore(ctx, { matchId: m, score: score() }));
  const autumnTable = await run(adminId, (ctx) =>
    saveStandings(ctx, {
      leagueId: autumn.id,
      name: 'Autumn Classic League - Final Standings',
      description: 'Final table after every match was played.',
      isPublic: true,
    }),
  );
  const leader = autumnTable.saved.entries[0]!.teamName;
  const leaderTeam = (await getAdminLeague(db, autumn.id)).teams.find((t) => t.name === leader)!;
  await run(adminId, (ctx) => setChampion(ctx, { leagueId: autumn.id, teamId: leaderTeam.id }));

  // Started: 8 teams, a generated schedule from 16 days ago to 12 days ahead, its first 14 matches scored.
  const caribbean = await league('Caribbean Champions League', at(-16), 28, 20, 500, 10);
  for (let i = 0; i < 8; i += 1) await join(caribbean.id, playerIds[i]!, teamNames[i]!);
  await run(adminId, (ctx) => setLeagueStatus(ctx, { leagueId: caribbean.id, status: 'started' }));
  await run(adminId, (ctx) =>
    generateSchedule(ctx, { leagueId: caribbean.id, startDate: new Date(caribbean.startDate), endDate: new Date(caribbean.endDate), random }),
  );
  const played = await db
    .select({ id: leagueMatches.id, date: leagueMatches.date })
    .from(leagueMatches)
    .where(eq(leagueMatches.leagueId, caribbean.id))
    .orderBy(leagueMatches.date);
  for (const m of played.slice(0, 14)) await run(adminId, (ctx) => setLeagueMatchScore(ctx, { matchId: m.id, score: score() }));
  await run(adminId, (ctx) =>
    saveStandings(ctx, {
      leagueId: caribbean.id,
      name: 'Caribbean Champions League - Matchday 14',
      description: 'Standings after the first 14 matches.',
      isPublic: true,
    }),
  );
  await run(adminId, (ctx) =>
    saveStandings(ctx, { leagueId: caribbean.id, name: 'Caribbean Champions League - internal check', description: 'Not published.', isPublic: false }),
  );

  // Active (Upcoming): open for enrollment, with requests in every state.
  const premier = await league('Premier Arena League', at(5), 30, 10, 150, 12);
  await db.insert(competitions).values([
    { leagueId: premier.id, name: 'Opening Round', startDate: at(5), endDate: at(14) },
    { leagueId: premier.id, name: 'Holiday Cup', startDate: at(24), endDate: at(34) },
  ]);
  await run(playerIds[0]!, (ctx) => enrollInLeague(ctx, { leagueId: premier.id })); // pending
  const approved = await run(playerIds[1]!, (ctx) => enrollInLeague(ctx, { leagueId: premier.id }));
  await run(adminId, (ctx) => approveRequest(ctx, { requestId: approved.enrollment.requestId })); // approved, team to pick
  await join(premier.id, playerIds[2]!, teamNames[2]!); // approved with a team
  const rejected = await run(playerIds[3]!, (ctx) => enrollInLeague(ctx, { leagueId: premier.id }));
  await run(adminId, (ctx) => rejectRequest(ctx, { requestId: rejected.enrollment.requestId })); // refunded
  await run(playerIds[8]!, (ctx) => enrollInLeague(ctx, { leagueId: premier.id })); // pending
  const [opening] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(eq(competitions.leagueId, premier.id), eq(competitions.name, 'Opening Round')));
  await run(playerIds[4]!, (ctx) =>
    createUserRequest(ctx, {
      title: 'Change of kick-off time',
      description: 'Could our Opening Round matches start after 14:00?',
      leagueId: premier.id,
      competitionId: opening!.id,
    }),
  );

  // Cancelled.
  const winter = await league('Winter Cup League', at(40), 20, 25, 250, 8);
  await run(adminId, (ctx) => setLeagueStatus(ctx, { leagueId: winter.id, status: 'cancelled' }));
}

async function matchIds(db: Db, leagueId: string): Promise<string[]> {
  const rows = await db.select({ id: leagueMatches.id }).from(leagueMatches).where(eq(leagueMatches.leagueId, leagueId)).orderBy(leagueMatches.date);
  return rows.map((r) => r.id);
}

/** mulberry32 */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
