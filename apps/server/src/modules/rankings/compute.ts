import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { publishEvent } from '../../lib/realtime-events.js';
import type { UseCaseContext } from '../../lib/use-case.js';

/**
 * The global ranking is earned (docs/decisions/014-global-ranking.md): its statistics are a function of the
 * league and tournament results and of the prizes paid through the ledger. `recomputeRankings` is the one
 * recomputation — the admin's Recalculate Rankings and every result change (a score, a winner, a champion, a
 * prize, a team or status change, a deletion) run it in their own transaction, the latter at its end through
 * `rankingsFollowResults` — so the stored rows never drift from the results; only an admin's manual edit
 * differs, until the next recomputation.
 *
 * What counts, per user (the owner of the team at the time of the recomputation):
 * - league matches with a score in a started or completed league: played; a win when the team scored more;
 * - tournament matches with a score or a winner in a tournament that is not cancelled: played; a win when the
 *   team is the match's winner;
 * - leagues won: leagues (not cancelled) whose champion team is the user's; tournaments won likewise;
 * - earnings: the sum of the user's `prize` ledger entries (never below 0);
 * - win rate: rounded percent wins / matches, 0 without matches.
 * Players (role user) with any result get a row automatically; existing rows of users without results are
 * zeroed. Positions are renumbered by earnings, then wins, then name (then email) whenever a statistic changed.
 * Admins have no ranking (docs/decisions/032-conflict-of-interest.md): a user promoted to admin keeps their row,
 * zeroed here and left out of the positions and of every read, so a later demotion brings it back at the next
 * recomputation.
 */

/** Serialises recomputations and admin changes of the ranking (transaction-scoped advisory lock). */
const RANKINGS_LOCK = 727_011;

export async function lockRankings(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RANKINGS_LOCK})`);
}

/** Per-user statistics from results, one row per user with any result (the recomputation's source). */
export const statsFromResults = sql`
  league_sides as (
    select t.user_id, split_part(m.score, '-', 1)::int as mine, split_part(m.score, '-', 2)::int as theirs
    from league_matches m join leagues l on l.id = m.league_id join league_teams t on t.id = m.team1_id
    where m.score is not null and l.status in ('started', 'completed') and t.user_id is not null
    union all
    select t.user_id, split_part(m.score, '-', 2)::int, split_part(m.score, '-', 1)::int
    from league_matches m join leagues l on l.id = m.league_id join league_teams t on t.id = m.team2_id
    where m.score is not null and l.status in ('started', 'completed') and t.user_id is not null
  ),
  tournament_sides as (
    select t.user_id, (m.winner_id = t.id) as won
    from matches m join tournaments x on x.id = m.tournament_id join teams t on t.id = m.team1_id
    where (m.score is not null or m.winner_id is not null) and x.status <> 'cancelled' and t.user_id is not null
    union all
    select t.user_id, (m.winner_id = t.id)
    from matches m join tournaments x on x.id = m.tournament_id join teams t on t.id = m.team2_id
    where (m.score is not null or m.winner_id is not null) and x.status <> 'cancelled' and t.user_id is not null
  ),
  played as (
    select user_id, count(*)::int as matches, (count(*) filter (where mine > theirs))::int as wins from league_sides group by user_id
    union all
    select user_id, count(*)::int, (count(*) filter (where won))::int from tournament_sides group by user_id
  ),
  league_titles as (
    select t.user_id, count(*)::int as n from leagues l join league_teams t on t.id = l.champion_team_id
    where t.user_id is not null and l.status <> 'cancelled' group by t.user_id
  ),
  tournament_titles as (
    select t.user_id, count(*)::int as n from tournaments x join teams t on t.id = x.champion_team_id
    where t.user_id is not null and x.status <> 'cancelled' group by t.user_id
  ),
  prizes as (
    select user_id, sum(amount_cents) as cents from wallet_entries where kind = 'prize' group by user_id
  ),
  earned as (
    select k.user_id,
           coalesce(p.matches, 0)::int as matches_played,
           coalesce(p.wins, 0)::int as wins,
           coalesce(tt.n, 0)::int as tournaments_won,
           coalesce(lt.n, 0)::int as leagues_won,
           greatest(coalesce(z.cents, 0), 0)::bigint as total_earnings_cents
    from (select user_id from played union select user_id from league_titles union select user_id from tournament_titles
          union select user_id from prizes) k
    left join (select user_id, sum(matches)::int as matches, sum(wins)::int as wins from played group by user_id) p on p.user_id = k.user_id
    left join league_titles lt on lt.user_id = k.user_id
    left join tournament_titles tt on tt.user_id = k.user_id
    left join prizes z on z.user_id = k.user_id
  ),
  computed as (
    select e.*, (case when e.matches_played = 0 then 0 else round(100.0 * e.wins / e.matches_played) end)::int as win_rate
    from earned e join users u on u.id = e.user_id
    where u.role = 'user'
  )`;

/**
 * Every use case that changes a result calls this: the recomputation runs once, at the end of the use case,
 * in its transaction (`ctx.atEnd`). Taking the ranking lock after all of the use case's row locks (a wallet
 * paid a prize, a tournament deleted) means no transaction holds it while waiting for a row another one
 * holds while queueing for it — the deadlock docs/decisions/017-end-of-use-case-work.md describes.
 */
export function rankingsFollowResults(ctx: UseCaseContext): void {
  ctx.atEnd('rankings', () => recomputeRankings(ctx.tx));
}

export interface RecomputeResult {
  /** Rows whose statistics changed (inserted, updated or zeroed). */
  changed: number;
  /** Rows whose position changed. */
  renumbered: number;
}

/**
 * Recomputes every row from results in the caller's transaction, then renumbers positions when a statistic
 * changed (or always, with `renumber: 'always'` — Recalculate Rankings). Tells open ranking screens.
 */
export async function recomputeRankings(tx: DbOrTx, options: { renumber?: 'changed' | 'always' } = {}): Promise<RecomputeResult> {
  await lockRankings(tx);
  const result = await tx.execute<{ changed: string }>(sql`
    with ${statsFromResults},
    upserted as (
      insert into global_rankings (user_id, rank_position, matches_played, wins, win_rate, total_earnings_cents, tournaments_won, leagues_won)
      select c.user_id, 2147483647, c.matches_played, c.wins, c.win_rate, c.total_earnings_cents, c.tournaments_won, c.leagues_won from computed c
      on conflict (user_id) do update set
        matches_played = excluded.matches_played, wins = excluded.wins, win_rate = excluded.win_rate,
        total_earnings_cents = excluded.total_earnings_cents, tournaments_won = excluded.tournaments_won,
        leagues_won = excluded.leagues_won, updated_at = now()
      where (global_rankings.matches_played, global_rankings.wins, global_rankings.win_rate, global_rankings.total_earnings_cents,
             global_rankings.tournaments_won, global_rankings.leagues_won)
            is distinct from
            (excluded.matches_played, excluded.wins, excluded.win_rate, excluded.total_earnings_cents, excluded.tournaments_won, excluded.leagues_won)
      returning 1
    ),
    zeroed as (
      update global_rankings g set matches_played = 0, wins = 0, win_rate = 0, total_earnings_cents = 0, tournaments_won = 0, leagues_won = 0,
        updated_at = now()
      where (g.matches_played, g.wins, g.win_rate, g.total_earnings_cents, g.tournaments_won, g.leagues_won) <> (0, 0, 0, 0::bigint, 0, 0)
        and not exists (select 1 from computed c where c.user_id = g.user_id)
      returning 1
    )
    select ((select count(*) from upserted) + (select count(*) from zeroed))::text as changed`);
  const changed = Number(result.rows[0]?.changed ?? 0);
  const renumbered = changed > 0 || options.renumber === 'always' ? await renumberRankings(tx) : 0;
  if (changed > 0 || renumbered > 0) await publishEvent(tx, { topic: 'rankings', userId: null, data: { changed, renumbered } });
  return { changed, renumbered };
}

/** Positions 1..n of the players' rows by earnings, then wins, then name (rows without a name after named ones), then email. */
export async function renumberRankings(tx: DbOrTx): Promise<number> {
  const result = await tx.execute<{ n: string }>(sql`
    with moved as (
      update global_rankings g set rank_position = r.pos
      from (
        select g2.id, row_number() over (
          order by g2.total_earnings_cents desc, g2.wins desc, lower(nullif(u.name, '')) asc nulls last, lower(u.email) asc, g2.id asc
        )::int as pos
        from global_rankings g2 join users u on u.id = g2.user_id
        where u.role = 'user'
      ) r
      where g.id = r.id and g.rank_position <> r.pos
      returning 1
    )
    select count(*)::text as n from moved`);
  return Number(result.rows[0]?.n ?? 0);
}
