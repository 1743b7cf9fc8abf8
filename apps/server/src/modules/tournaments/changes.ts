import { eq } from 'drizzle-orm';
import { tournaments } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { publishEvent } from '../../lib/realtime-events.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { rankingsFollowResults } from '../rankings/index.js';
import type { TournamentRow } from './queries.js';

/**
 * How every change of a tournament starts and ends: it locks the tournament row first, is audited (`auditChange`), and tells
 * open pages (and the global ranking) when it is done.
 */

/**
 * Locks the tournament row for the rest of the transaction (`SELECT … FOR UPDATE`). Every change of a
 * tournament's places, teams or bracket takes this lock first, so concurrent enrollments, team picks
 * and bracket buttons run one after the other per tournament.
 */
export async function lockTournament(ctx: UseCaseContext, tournamentId: string): Promise<TournamentRow> {
  const [row] = await ctx.tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Changes that can move a result, a champion, a team's owner or a prize: the global ranking follows them. */
const RESULT_CHANGES = new Set(['completed', 'match', 'bracket', 'team', 'status', 'updated', 'deleted']);

/**
 * Tells open bracket and tournament pages to refresh (delivered on commit, to every signed-in tab). After a
 * change of results the global ranking, earned from them, is recomputed at the end of the same transaction (017).
 */
export async function publishTournamentChange(ctx: UseCaseContext, tournamentId: string, change: string): Promise<void> {
  await publishEvent(ctx.tx, { topic: 'tournament', userId: null, data: { tournamentId, change } });
  if (RESULT_CHANGES.has(change)) rankingsFollowResults(ctx);
}
