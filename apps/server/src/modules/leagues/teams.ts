import { and, eq, sql } from 'drizzle-orm';
import { leagueTeams } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.js';

/** Inserts a team; a name already used in the league (any case) is a 409 with the spec-style text. */
export async function insertTeam(ctx: UseCaseContext, values: { leagueId: string; name: string; userId: string | null }) {
  const [clash] = await ctx.tx
    .select({ id: leagueTeams.id })
    .from(leagueTeams)
    .where(and(eq(leagueTeams.leagueId, values.leagueId), sql`lower(${leagueTeams.name}) = lower(${values.name})`));
  if (clash) throw new AppError('CONFLICT', 'adminLeagues.teamNameExists', { params: { name: values.name } });
  try {
    const [team] = await ctx.tx.insert(leagueTeams).values(values).returning();
    return team!;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError('CONFLICT', 'adminLeagues.teamNameExists', { params: { name: values.name } });
    throw error;
  }
}
