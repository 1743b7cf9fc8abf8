import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { publishEvent } from '../../lib/realtime-events.js';
import type { UseCaseContext } from '../../lib/use-case.js';

/**
 * The global ranking is earned (docs/decisions/014-global-ranking.md): its statistics are a function of the
 * league and tournament results and of the prizes paid through the ledger. `recomputeRankings` is the one
 * recomputation — the admin's Recalculate Rankings and every result change (a score, a winner, a champion, a
 * prize, a team or status change, a deletion) run it in their own transaction, the latter at its end through
 * `rankingsFollowResults` — so the stored rows never drift from the results and an admin's corrections.
 *
 * What counts, per user (the owner of the team at the time of the recomputation):
 * - league matches with a score in a started or completed league: played; a win when the team scored more;
 * - tournament matches with a score or a winner in a tournament that is not cancelled: played; a win when the
 *   team is the match's winner;
 * - leagues won: leagues (not cancelled) whose champion team is the user's; tournaments won likewise;
 * - earnings: the sum of the user's `prize` ledger entries (never below 0);
 * - win rate: rounded percent wins / matches, 0 without matches.
 * Each shown figure is the earned one plus the row's correction — an admin's Edit Ranking kept as a difference
 * (docs/decisions/040-ranking-corrections.md) — never below 0, wins never above matches.
 * Players (role user) with any result get a row automatically; existing rows of users without results show
 * their corrections alone (0 without). Positions are renumbered by earnings, then wins, then name (then email) whenever a statistic changed.
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

/** What results earned one user: zeroes when they have none (an Edit Ranking's correction is measured from it). */
export async function earnedBy(tx: DbOrTx, userId: string): Promise<EarnedStatistics> {
  const result = await tx.execute<{ matches_played: number; wins: number; tournaments_won: number; leagues_won: number; total_earnings_cents: string }>(sql`
    with ${statsFromResults}
    select matches_played, wins, tournaments_won, leagues_won, total_earnings_cents::text from earned where user_id = ${userId}`);
  const row = result.rows[0];
  return {
    matchesPlayed: Number(row?.matches_played ?? 0),
    wins: Number(row?.wins ?? 0),
    tournamentsWon: Number(row?.tournaments_won ?? 0),
    leaguesWon: Number(row?.leagues_won ?? 0),
    totalEarningsCents: Number(row?.total_earnings_cents ?? 0),
  };
}

export interface EarnedStatistics {
  matchesPlayed: number;
  wins: number;
  tournamentsWon: number;
  leaguesWon: number;
  totalEarningsCents: number;
}

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
    shown as (
      select u.id as user_id, u.role,
             greatest(coalesce(c.matches_played, 0) + coalesce(g.matches_played_correction, 0), 0) as matches_played,
             greatest(coalesce(c.wins, 0) + coalesce(g.wins_correction, 0), 0) as wins,
             greatest(coalesce(c.tournaments_won, 0) + coalesce(g.tournaments_won_correction, 0), 0) as tournaments_won,
             greatest(coalesce(c.leagues_won, 0) + coalesce(g.leagues_won_correction, 0), 0) as leagues_won,
             greatest(coalesce(c.total_earnings_cents, 0) + coalesce(g.earnings_correction_cents, 0), 0)::bigint as total_earnings_cents
      from computed c
      full join global_rankings g on g.user_id = c.user_id
      join users u on u.id = coalesce(c.user_id, g.user_id)
    ),
    target as (
      -- An admin's row is zeroed (decision 032); wins never exceed matches, whatever the corrections.
      select s.user_id,
             case when s.role = 'user' then s.matches_played else 0 end as matches_played,
             case when s.role = 'user' then least(s.wins, s.matches_played) else 0 end as wins,
             case when s.role = 'user' then s.tournaments_won else 0 end as tournaments_won,
             case when s.role = 'user' then s.leagues_won else 0 end as leagues_won,
             case when s.role = 'user' then s.total_earnings_cents else 0 end as total_earnings_cents
      from shown s
    ),
    upserted as (
      insert into global_rankings (user_id, rank_position, matches_played, wins, win_rate, total_earnings_cents, tournaments_won, leagues_won)
      select t.user_id, 2147483647, t.matches_played, t.wins,
             (case when t.matches_played = 0 then 0 else round(100.0 * t.wins / t.matches_played) end)::int,
             t.total_earnings_cents, t.tournaments_won, t.leagues_won
      from target t
      on conflict (user_id) do update set
        matches_played = excluded.matches_played, wins = excluded.wins, win_rate = excluded.win_rate,
        total_earnings_cents = excluded.total_earnings_cents, tournaments_won = excluded.tournaments_won,
        leagues_won = excluded.leagues_won, updated_at = now()
      where (global_rankings.matches_played, global_rankings.wins, global_rankings.win_rate, global_rankings.total_earnings_cents,
             global_rankings.tournaments_won, global_rankings.leagues_won)
            is distinct from
            (excluded.matches_played, excluded.wins, excluded.win_rate, excluded.total_earnings_cents, excluded.tournaments_won, excluded.leagues_won)
      returning 1
    )
    select (select count(*) from upserted)::text as changed`);
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
