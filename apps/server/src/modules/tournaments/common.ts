import { eq } from 'drizzle-orm';
import { BracketError } from '@arena/shared';
import { teams } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import type { TeamRow } from './queries.js';

/**
 * What the bracket's use cases share: the ledger reference of a prize, the team of a tournament, and a bracket rule's
 * refusal as an API error.
 */

/** `reference_type` of ledger rows for a tournament prize. */
export const TOURNAMENT_REFERENCE = 'tournament';

export async function teamOf(ctx: UseCaseContext, tournamentId: string, teamId: string): Promise<TeamRow> {
  const [team] = await ctx.tx.select().from(teams).where(eq(teams.id, teamId));
  if (!team || team.tournamentId !== tournamentId) throw new AppError('VALIDATION', 'tournaments.teamNotInTournament');
  return team;
}

/** Runs a bracket rule; its refusal becomes a 400/409 with the rule's catalogue text. */
export function rule<T>(fn: () => T, code: 'VALIDATION' | 'CONFLICT' = 'VALIDATION'): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof BracketError) throw new AppError(code, error.messageId, { params: error.params });
    throw error;
  }
}
