import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { defaultResultsDescription, defaultResultsName, type TournamentStatus } from '@arena/shared';
import { users } from '../../db/schema/index.js';
import { runUseCaseAs, type UseCaseContext } from '../../lib/use-case.js';
import type { SessionUser } from '../../lib/session-user.js';
import { addTournamentTeam, createTournament } from './service.js';
import { advanceTournament, generateMatches, setMatchWinner, updateMatchScore } from './bracket-service.js';
import { enrollInTournament } from './enrollment.js';
import { getBracket } from './queries.js';
import { saveTournamentResults } from './results.js';

/**
 * Demo tournaments, made through the same use cases the API runs: one per status, the active one
 * mid-bracket (quarterfinals scored, semifinals waiting), the completed one played to its champion
 * (prize paid through the ledger) with published results, and two pending enrollments (fees charged)
 * on the upcoming one for the admin's request queue.
 */
export async function seedTournamentDemoData(
  app: FastifyInstance,
  input: { adminId: string; playerIds: string[]; clubNames: string[]; today: Date },
): Promise<void> {
  const db = app.database.db;
  const actorOf = async (id: string): Promise<SessionUser> => {
    const [u] = await db.select({ id: users.id, email: users.email, name: users.name, role: users.role }).from(users).where(eq(users.id, id));
    return { id: u!.id, email: u!.email, name: u!.name, role: u!.role === 'admin' ? 'admin' : 'user' };
  };
  const admin = await actorOf(input.adminId);
  const run = <T>(actor: SessionUser, fn: (ctx: UseCaseContext) => Promise<T>) =>
    runUseCaseAs(db, actor, fn, { clock: app.clock, requestId: 'demo-data', ip: '127.0.0.1' });

  const day = 86_400_000;
  // Days from the day the demo is made: upcoming in the future, Island Masters spanning today, Champions
  // Knockout (played to its champion) in the past.
  const plan: Array<{ name: string; status: TournamentStatus; startsIn: number }> = [
    { name: 'Spring Knockout Cup', status: 'upcoming', startsIn: 14 },
    { name: 'Island Masters', status: 'active', startsIn: -3 },
    { name: 'Champions Knockout', status: 'active', startsIn: -20 },
    { name: 'Summer Shield', status: 'cancelled', startsIn: 30 },
  ];
  for (const [i, entry] of plan.entries()) {
    const tournament = await run(admin, (ctx) =>
      createTournament(ctx, {
        name: entry.name,
        description: 'Eight teams, quarterfinals to final.',
        startDate: new Date(input.today.getTime() + entry.startsIn * day),
        endDate: new Date(input.today.getTime() + (entry.startsIn + 7) * day),
        priceCents: (20 + i * 10) * 100,
        winningPriceCents: (200 + i * 100) * 100,
        status: entry.status,
        availableTeamNames: input.clubNames.slice(0, 10),
      }),
    );

    if (entry.status === 'upcoming') {
      for (const playerId of input.playerIds.slice(8, 10)) {
        await run(await actorOf(playerId), (ctx) => enrollInTournament(ctx, { tournamentId: tournament.id }));
      }
      continue;
    }
    if (entry.status !== 'active') continue;

    for (let k = 0; k < 8; k++) {
      await run(admin, (ctx) => addTournamentTeam(ctx, { tournamentId: tournament.id, name: input.clubNames[k]!, userId: input.playerIds[k] ?? null }));
    }
    await run(admin, (ctx) => generateMatches(ctx, { tournamentId: tournament.id }));
    const scores = ['3-1', '0-2', '2-1', '1-4'];
    const scoreRound = async (roundNumber: number, list: string[]) => {
      const round = (await getBracket(db, tournament.id)).rounds.find((r) => r.roundNumber === roundNumber)!;
      for (const [n, match] of round.matches.entries()) await run(admin, (ctx) => updateMatchScore(ctx, { matchId: match.id, score: list[n % list.length]! }));
    };
    await scoreRound(1, scores);
    await run(admin, (ctx) => advanceTournament(ctx, { tournamentId: tournament.id }));
    if (entry.name === 'Island Masters') continue; // mid-bracket: semifinals waiting

    await scoreRound(2, ['2-0', '1-3']);
    await run(admin, (ctx) => advanceTournament(ctx, { tournamentId: tournament.id }));
    const final = (await getBracket(db, tournament.id)).rounds.find((r) => r.roundNumber === 3)!.matches[0]!;
    await run(admin, (ctx) => setMatchWinner(ctx, { matchId: final.id, teamId: final.team1!.id! }));
    await run(admin, (ctx) => advanceTournament(ctx, { tournamentId: tournament.id }));
    await run(admin, (ctx) =>
      saveTournamentResults(ctx, {
        tournamentId: tournament.id,
        name: defaultResultsName(entry.name),
        description: defaultResultsDescription(entry.name, new Date(input.today.getTime() + (entry.startsIn + 7) * day).toISOString().slice(0, 10)),
        isPublic: true,
      }),
    );
  }
}
