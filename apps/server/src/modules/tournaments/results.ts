import { type SavedTournamentRanking } from '@arena/shared';
import { savedTournamentRankingEntries, savedTournamentRankings } from '../../db/schema/index.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { lockTournament, publishTournamentChange } from './changes.js';
import { auditChange } from '../../lib/audit.js';
import { getBracket, listSavedRankings, type SavedEntryData } from './queries.js';
import { translate } from '../../lib/i18n.js';

/**
 * Save & Publish Results: a named snapshot of the tournament as it is now — one entry per team (name,
 * owner, stage) whose `data` holds the team's ids and every match it played, with names and scores
 * copied. The saved view is rebuilt from these copies only, so later match edits, renamed or removed
 * teams do not change published results.
 */
export async function saveTournamentResults(
  ctx: UseCaseContext,
  input: { tournamentId: string; name: string; description?: string | null; isPublic: boolean },
): Promise<{ message: string; ranking: SavedTournamentRanking }> {
  const tournament = await lockTournament(ctx, input.tournamentId);
  const bracket = await getBracket(ctx.tx, tournament.id);
  const [ranking] = await ctx.tx
    .insert(savedTournamentRankings)
    .values({
      name: input.name.trim(),
      description: input.description?.trim() || null,
      isPublic: input.isPublic,
      savedBy: ctx.actor.id,
      tournamentId: tournament.id,
    })
    .returning();
  const allMatches = bracket.rounds.flatMap((r) => r.matches);
  if (bracket.teams.length > 0) {
    await ctx.tx.insert(savedTournamentRankingEntries).values(
      bracket.teams.map((team) => ({
        savedRankingId: ranking!.id,
        teamName: team.name,
        userName: team.userName,
        status: team.status,
        data: {
          teamId: team.id,
          userId: team.userId,
          matches: allMatches.filter((m) => m.team1?.id === team.id || m.team2?.id === team.id),
        } satisfies SavedEntryData,
      })),
    );
  }
  await auditChange(ctx, {
    action: 'tournament.results.save',
    targetType: 'saved_tournament_ranking',
    targetId: ranking!.id,
    after: {
      tournamentId: tournament.id,
      name: ranking!.name,
      isPublic: ranking!.isPublic,
    },
  });
  if (input.isPublic) await publishTournamentChange(ctx, tournament.id, 'results');
  const [view] = await listSavedRankings(ctx.tx, { publicOnly: false, includeEmail: true, ids: [ranking!.id] });
  return { message: translate(ctx.locale, 'tournaments.standingsSaved'), ranking: view! };
}
