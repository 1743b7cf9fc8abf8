import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  leagueTabStatus,
  rankStandings,
  type AdminLeague,
  type AdminLeagueListQuery,
  type AdminLeagueRankings,
  type AdminLeagueRankingsQuery,
  type Competition,
  type League,
  type LeagueAvailableTeam,
  type LeagueCalendar,
  type LeagueDetail,
  type LeagueListQuery,
  type LeagueMatch,
  type LeagueStatus,
  type LeagueSummary,
  type LeagueTeam,
  type AdminLeagueTeam,
  type MyEnrollment,
  type SavedLeagueRanking,
  type SavedLeagueRankingListQuery,
  type StandingRow,
} from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import {
  competitions,
  leagueAvailableTeams,
  leagueMatches,
  leagueRankings,
  leagues,
  leagueTeams,
  requests,
  savedLeagueRankingEntries,
  savedLeagueRankings,
  users,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { readAll, readEach } from '../../db/read-all.js';

/**
 * Read side of leagues: every list and detail the screens show. Functions take a `DbOrTx`, so a use
 * case can answer with the state it has just written, inside its transaction.
 */

type LeagueRow = typeof leagues.$inferSelect;

/** Places taken in a league: its teams plus enrollments (pending or approved) whose user has no team there yet. */
export async function placesTaken(db: DbOrTx, leagueIds: string[]): Promise<Map<string, { teams: number; taken: number; pending: number; paid: number }>> {
  const out = new Map(leagueIds.map((id) => [id, { teams: 0, taken: 0, pending: 0, paid: 0 }]));
  if (leagueIds.length === 0) return out;
  const teamRows = await db
    .select({ leagueId: leagueTeams.leagueId, n: sql<number>`count(*)::int` })
    .from(leagueTeams)
    .where(inArray(leagueTeams.leagueId, leagueIds))
    .groupBy(leagueTeams.leagueId);
  const open = and(
    inArray(requests.leagueId, leagueIds),
    isNull(requests.competitionId),
    isNull(requests.tournamentId),
    inArray(requests.status, ['pending', 'approved']),
  );
  const requestRows = await db
    .select({
      leagueId: requests.leagueId,
      pending: sql<number>`count(*) filter (where ${requests.status} = 'pending')::int`,
      paid: sql<number>`count(*) filter (where ${requests.entryFeeCents} > 0)::int`,
    })
    .from(requests)
    .where(open)
    .groupBy(requests.leagueId);
  // The correlated subquery sits in WHERE, where Drizzle qualifies columns with their table (in a
  // single-table SELECT list it does not, and `user_id` would resolve to the subquery's own table).
  const reservedRows = await db
    .select({ leagueId: requests.leagueId, n: sql<number>`count(*)::int` })
    .from(requests)
    .where(
      and(
        open,
        sql`not exists (select 1 from ${leagueTeams} where ${leagueTeams.leagueId} = ${requests.leagueId} and ${leagueTeams.userId} = ${requests.userId})`,
      ),
    )
    .groupBy(requests.leagueId);
  for (const r of teamRows) {
    const entry = out.get(r.leagueId)!;
    entry.teams = Number(r.n);
    entry.taken += Number(r.n);
  }
  for (const r of reservedRows) out.get(r.leagueId!)!.taken += Number(r.n);
  for (const r of requestRows) {
    const entry = out.get(r.leagueId!)!;
    entry.pending = Number(r.pending);
    entry.paid = Number(r.paid);
  }
  return out;
}

/** A manager's or saver's full name; never the email, which players must not see (decision 032). */
const managerName = (u: { name: string | null } | null) => u?.name?.trim() || null;

/** Teams with their manager's email, for the back office. */
async function teamsOf(db: DbOrTx, leagueIds: string[]): Promise<Map<string, AdminLeagueTeam[]>> {
  const out = new Map<string, AdminLeagueTeam[]>(leagueIds.map((id) => [id, []]));
  if (leagueIds.length === 0) return out;
  const rows = await db
    .select({ team: leagueTeams, user: { id: users.id, email: users.email, name: users.name } })
    .from(leagueTeams)
    .leftJoin(users, eq(users.id, leagueTeams.userId))
    .where(inArray(leagueTeams.leagueId, leagueIds))
    .orderBy(asc(leagueTeams.name));
  for (const { team, user } of rows) {
    out
      .get(team.leagueId)!
      .push({ id: team.id, name: team.name, userId: team.userId, user: user ? { id: user.id, email: user.email, fullName: user.name || null } : null });
  }
  return out;
}

async function availableTeamsOf(db: DbOrTx, leagueIds: string[]): Promise<Map<string, LeagueAvailableTeam[]>> {
  const out = new Map<string, LeagueAvailableTeam[]>(leagueIds.map((id) => [id, []]));
  if (leagueIds.length === 0) return out;
  const rows = await db.select().from(leagueAvailableTeams).where(inArray(leagueAvailableTeams.leagueId, leagueIds)).orderBy(asc(leagueAvailableTeams.name));
  for (const row of rows) out.get(row.leagueId)!.push({ id: row.id, name: row.name });
  return out;
}

/** A team as players see it: the manager's full name, not their email. */
const forPlayers = (team: AdminLeagueTeam): LeagueTeam => ({
  id: team.id,
  name: team.name,
  userId: team.userId,
  user: team.user ? { id: team.user.id, fullName: team.user.fullName } : null,
});

function toSummary<T extends LeagueTeam>(
  row: LeagueRow,
  teams: T[],
  counts: { teams: number; taken: number },
): Omit<LeagueSummary, 'championTeam'> & { championTeam: T | null } {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    priceCents: Number(row.priceCents),
    winningPriceCents: Number(row.winningPriceCents),
    status: row.status as LeagueStatus,
    maxTeams: row.maxTeams,
    championTeamId: row.championTeamId,
    championTeam: teams.find((t) => t.id === row.championTeamId) ?? null,
    createdAt: row.createdAt.toISOString(),
    teamCount: counts.teams,
    placesTaken: counts.taken,
  };
}

/** Available teams without those whose name is already used in the league (any case). */
function offerable(available: LeagueAvailableTeam[], teams: LeagueTeam[]): LeagueAvailableTeam[] {
  const used = new Set(teams.map((t) => t.name.trim().toLowerCase()));
  return available.filter((a) => !used.has(a.name.trim().toLowerCase()));
}

async function myEnrollments(db: DbOrTx, userId: string, leagueIds: string[], teams: Map<string, LeagueTeam[]>): Promise<Map<string, MyEnrollment>> {
  const out = new Map<string, MyEnrollment>();
  if (leagueIds.length === 0) return out;
  const rows = await db
    .select()
    .from(requests)
    .where(and(eq(requests.userId, userId), inArray(requests.leagueId, leagueIds), isNull(requests.competitionId), isNull(requests.tournamentId)))
    .orderBy(desc(requests.createdAt), desc(requests.id));
  for (const r of rows) {
    if (out.has(r.leagueId!)) continue; // newest first: keep the latest request per league
    const team = teams.get(r.leagueId!)?.find((t) => t.userId === userId) ?? null;
    out.set(r.leagueId!, {
      requestId: r.id,
      status: r.status as MyEnrollment['status'],
      createdAt: r.createdAt.toISOString(),
      entryFeeCents: Number(r.entryFeeCents),
      team: team ? { id: team.id, name: team.name } : null,
    });
  }
  return out;
}

/** GET /api/leagues: a tab's leagues, newest first, with teams, offerable teams and the user's enrollment. */
export async function listLeaguesForUser(db: DbOrTx, userId: string, query: LeagueListQuery): Promise<League[]> {
  const status = leagueTabStatus[query.tab ?? 'upcoming'];
  const where = [eq(leagues.status, status)];
  if (query.search) where.push(ilike(leagues.name, containsPattern(query.search)));
  const rows = await db
    .select()
    .from(leagues)
    .where(and(...where))
    .orderBy(desc(leagues.createdAt), desc(leagues.id))
    .limit(200);
  return buildUserLeagues(db, userId, rows);
}

async function buildUserLeagues(db: DbOrTx, userId: string, rows: LeagueRow[]): Promise<League[]> {
  const ids = rows.map((r) => r.id);
  const [teams, available, counts] = await readAll(db, [() => teamsOf(db, ids), () => availableTeamsOf(db, ids), () => placesTaken(db, ids)]);
  const mine = await myEnrollments(db, userId, ids, teams);
  return rows.map((row) => {
    const leagueTeamsList = teams.get(row.id)!.map(forPlayers);
    return {
      ...toSummary(row, leagueTeamsList, counts.get(row.id)!),
      teams: leagueTeamsList,
      availableTeams: offerable(available.get(row.id)!, leagueTeamsList),
      myEnrollment: mine.get(row.id) ?? null,
    };
  });
}

/** GET /api/leagues/:id */
export async function getLeagueForUser(db: DbOrTx, userId: string, leagueId: string): Promise<LeagueDetail> {
  const [row] = await db.select().from(leagues).where(eq(leagues.id, leagueId));
  if (!row) throw notFound();
  const [league] = await buildUserLeagues(db, userId, [row]);
  const standings = row.status === 'started' || row.status === 'completed' ? await standingsOf(db, leagueId) : [];
  return { ...league!, standings, myTeamId: league!.teams.find((t) => t.userId === userId)?.id ?? null };
}

/** The stored standings of a league in order: points, goal difference, goals scored, head-to-head, name. */
export async function standingsOf(db: DbOrTx, leagueId: string): Promise<StandingRow[]> {
  const rows = await db
    .select({
      ranking: leagueRankings,
      team: { id: leagueTeams.id, name: leagueTeams.name, userId: leagueTeams.userId },
      user: { name: users.name },
    })
    .from(leagueRankings)
    .innerJoin(leagueTeams, eq(leagueTeams.id, leagueRankings.teamId))
    .leftJoin(users, eq(users.id, leagueTeams.userId))
    .where(eq(leagueRankings.leagueId, leagueId));
  if (rows.length === 0) return [];
  const matches = await db
    .select({ team1Id: leagueMatches.team1Id, team2Id: leagueMatches.team2Id, score: leagueMatches.score })
    .from(leagueMatches)
    .where(eq(leagueMatches.leagueId, leagueId));
  const byTeam = new Map(rows.map((r) => [r.team.id, r]));
  const ranked = rankStandings(
    rows.map(({ ranking: r }) => ({
      teamId: r.teamId,
      matchesPlayed: r.matchesPlayed,
      wins: r.wins,
      draws: r.draws,
      losses: r.losses,
      goalsFor: r.goalsFor,
      goalsAgainst: r.goalsAgainst,
      points: r.points,
    })),
    matches,
    (id) => byTeam.get(id)?.team.name ?? id,
  );
  return ranked.map((line) => {
    const { ranking, team, user } = byTeam.get(line.teamId)!;
    return {
      id: ranking.id,
      position: line.position,
      teamId: team.id,
      teamName: team.name,
      userId: team.userId,
      managerName: managerName(user),
      matchesPlayed: line.matchesPlayed,
      wins: line.wins,
      draws: line.draws,
      losses: line.losses,
      goalsFor: line.goalsFor,
      goalsAgainst: line.goalsAgainst,
      goalDifference: line.goalDifference,
      points: line.points,
      updatedAt: ranking.updatedAt.toISOString(),
    };
  });
}

// ---------------------------------------------------------------- matches

const team1 = alias(leagueTeams, 'team1');
const team2 = alias(leagueTeams, 'team2');

function matchQuery(db: DbOrTx) {
  return db
    .select({
      match: leagueMatches,
      leagueName: leagues.name,
      team1: { id: team1.id, name: team1.name, userId: team1.userId },
      team2: { id: team2.id, name: team2.name, userId: team2.userId },
    })
    .from(leagueMatches)
    .innerJoin(leagues, eq(leagues.id, leagueMatches.leagueId))
    .innerJoin(team1, eq(team1.id, leagueMatches.team1Id))
    .innerJoin(team2, eq(team2.id, leagueMatches.team2Id));
}

type MatchRow = Awaited<ReturnType<ReturnType<typeof matchQuery>['execute']>>[number];

function toMatch(row: MatchRow): LeagueMatch {
  return {
    id: row.match.id,
    leagueId: row.match.leagueId,
    leagueName: row.leagueName,
    team1: row.team1,
    team2: row.team2,
    date: row.match.date.toISOString(),
    score: row.match.score,
    createdAt: row.match.createdAt.toISOString(),
  };
}

/** GET /api/admin/league-matches: by date, optionally one league, searched on team or league names. */
export async function listMatches(db: DbOrTx, query: { leagueId?: string; search?: string }): Promise<LeagueMatch[]> {
  const where: SQL[] = [];
  if (query.leagueId) where.push(eq(leagueMatches.leagueId, query.leagueId));
  if (query.search) {
    const p = containsPattern(query.search);
    where.push(or(ilike(team1.name, p), ilike(team2.name, p), ilike(leagues.name, p))!);
  }
  const rows = await matchQuery(db)
    .where(and(...where))
    .orderBy(asc(leagueMatches.date), asc(leagueMatches.id))
    .limit(2000);
  return rows.map(toMatch);
}

export async function getMatch(db: DbOrTx, matchId: string): Promise<LeagueMatch> {
  const [row] = await matchQuery(db).where(eq(leagueMatches.id, matchId));
  if (!row) throw notFound();
  return toMatch(row);
}

export async function matchesOfLeague(db: DbOrTx, leagueId: string): Promise<LeagueMatch[]> {
  const rows = await matchQuery(db).where(eq(leagueMatches.leagueId, leagueId)).orderBy(asc(leagueMatches.date), asc(leagueMatches.id));
  return rows.map(toMatch);
}

/** The signed-in user's matches: those of the teams they manage, by date. */
export async function myMatches(db: DbOrTx, userId: string): Promise<LeagueMatch[]> {
  const rows = await matchQuery(db)
    .where(or(eq(team1.userId, userId), eq(team2.userId, userId)))
    .orderBy(asc(leagueMatches.date), asc(leagueMatches.id))
    .limit(1000);
  return rows.map(toMatch);
}

/** GET /api/admin/league-calendar: the month's matches grouped by local day. */
export async function calendarMonth(db: DbOrTx, query: { month: string; tzOffsetMinutes: number; leagueId?: string }): Promise<LeagueCalendar> {
  const [year, month] = query.month.split('-').map(Number) as [number, number];
  const offsetMs = query.tzOffsetMinutes * 60_000;
  const from = new Date(Date.UTC(year, month - 1, 1) + offsetMs);
  const to = new Date(Date.UTC(year, month, 1) + offsetMs);
  const where = [gte(leagueMatches.date, from), lt(leagueMatches.date, to)];
  if (query.leagueId) where.push(eq(leagueMatches.leagueId, query.leagueId));
  const rows = await matchQuery(db)
    .where(and(...where))
    .orderBy(asc(leagueMatches.date), asc(leagueMatches.id));
  const days = new Map<string, LeagueMatch[]>();
  for (const row of rows) {
    const local = new Date(row.match.date.getTime() - offsetMs).toISOString().slice(0, 10);
    if (!days.has(local)) days.set(local, []);
    days.get(local)!.push(toMatch(row));
  }
  return { month: query.month, days: [...days.entries()].map(([date, matches]) => ({ date, matches })) };
}

// ---------------------------------------------------------------- admin lists

export async function toAdminLeagues(db: DbOrTx, rows: LeagueRow[]): Promise<AdminLeague[]> {
  const ids = rows.map((r) => r.id);
  const [teams, available, counts, matchCounts] = await readAll(db, [
    () => teamsOf(db, ids),
    () => availableTeamsOf(db, ids),
    () => placesTaken(db, ids),
    () =>
      ids.length
        ? db
            .select({ leagueId: leagueMatches.leagueId, n: sql<number>`count(*)::int` })
            .from(leagueMatches)
            .where(inArray(leagueMatches.leagueId, ids))
            .groupBy(leagueMatches.leagueId)
        : Promise.resolve([]),
  ]);
  const matchCount = new Map(matchCounts.map((m) => [m.leagueId, Number(m.n)]));
  return rows.map((row) => {
    const c = counts.get(row.id)!;
    const list = teams.get(row.id)!;
    return {
      ...toSummary(row, list, c),
      teams: list,
      availableTeams: available.get(row.id)!,
      pendingEnrollments: c.pending,
      paidEntries: c.paid,
      matchCount: matchCount.get(row.id) ?? 0,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function getAdminLeague(db: DbOrTx, leagueId: string): Promise<AdminLeague> {
  const [row] = await db.select().from(leagues).where(eq(leagues.id, leagueId));
  if (!row) throw notFound();
  return (await toAdminLeagues(db, [row]))[0]!;
}

/** GET /api/admin/leagues: newest first, searched by name. */
export async function listAdminLeagues(db: DbOrTx, query: AdminLeagueListQuery): Promise<AdminLeague[]> {
  const where: SQL[] = [];
  if (query.search) where.push(ilike(leagues.name, containsPattern(query.search)));
  if (query.status && query.status !== 'all') where.push(eq(leagues.status, query.status));
  const rows = await db
    .select()
    .from(leagues)
    .where(and(...where))
    .orderBy(desc(leagues.createdAt), desc(leagues.id))
    .limit(500);
  return toAdminLeagues(db, rows);
}

// ---------------------------------------------------------------- rankings

const savedBy = alias(users, 'saved_by_user');

async function savedRankings(db: DbOrTx, where: SQL | undefined, withEntries: boolean): Promise<SavedLeagueRanking[]> {
  const rows = await db
    .select({
      saved: savedLeagueRankings,
      league: { id: leagues.id, name: leagues.name, status: leagues.status },
      saver: { name: savedBy.name },
    })
    .from(savedLeagueRankings)
    .innerJoin(leagues, eq(leagues.id, savedLeagueRankings.leagueId))
    .leftJoin(savedBy, eq(savedBy.id, savedLeagueRankings.savedBy))
    .where(where)
    .orderBy(desc(savedLeagueRankings.savedAt), desc(savedLeagueRankings.id))
    .limit(200);
  const ids = rows.map((r) => r.saved.id);
  const entries =
    withEntries && ids.length
      ? await db
          .select()
          .from(savedLeagueRankingEntries)
          .where(inArray(savedLeagueRankingEntries.savedRankingId, ids))
          .orderBy(asc(savedLeagueRankingEntries.position))
      : [];
  return rows.map(({ saved, league, saver }) => ({
    id: saved.id,
    name: saved.name,
    description: saved.description,
    isPublic: saved.isPublic,
    savedAt: saved.savedAt.toISOString(),
    savedBy: managerName(saver),
    league: { id: league.id, name: league.name, status: league.status as LeagueStatus },
    entries: entries
      .filter((e) => e.savedRankingId === saved.id)
      .map((e) => ({
        position: e.position,
        teamName: e.teamName,
        managerName: e.managerName,
        matchesPlayed: e.matchesPlayed,
        wins: e.wins,
        draws: e.draws,
        losses: e.losses,
        goalsFor: e.goalsFor,
        goalsAgainst: e.goalsAgainst,
        points: e.points,
      })),
  }));
}

/** GET /api/league-rankings: public saved standings only, newest first. */
export async function listPublicSavedRankings(db: DbOrTx, query: SavedLeagueRankingListQuery): Promise<SavedLeagueRanking[]> {
  const where: SQL[] = [eq(savedLeagueRankings.isPublic, true)];
  if (query.search) {
    const p = containsPattern(query.search);
    where.push(or(ilike(savedLeagueRankings.name, p), ilike(leagues.name, p))!);
  }
  if (query.status === 'active') where.push(inArray(leagues.status, ['active', 'started']));
  if (query.status === 'completed') where.push(eq(leagues.status, 'completed'));
  return savedRankings(db, and(...where), true);
}

export async function getSavedRanking(db: DbOrTx, id: string): Promise<SavedLeagueRanking> {
  const [saved] = await savedRankings(db, eq(savedLeagueRankings.id, id), true);
  if (!saved) throw notFound();
  return saved;
}

/** GET /api/admin/league-rankings: started and completed leagues with standings and their saved snapshots. */
export async function listAdminRankings(db: DbOrTx, query: AdminLeagueRankingsQuery): Promise<AdminLeagueRankings['items']> {
  const statuses = query.status && query.status !== 'all' ? [query.status] : ['started', 'completed'];
  const where: SQL[] = [inArray(leagues.status, statuses)];
  if (query.search) where.push(ilike(leagues.name, containsPattern(query.search)));
  const rows = await db
    .select()
    .from(leagues)
    .where(and(...where))
    .orderBy(desc(leagues.createdAt), desc(leagues.id))
    .limit(200);
  const ids = rows.map((r) => r.id);
  const [teams, counts] = await readAll(db, [() => teamsOf(db, ids), () => placesTaken(db, ids)]);
  const saved = ids.length ? await savedRankings(db, inArray(savedLeagueRankings.leagueId, ids), false) : [];
  return readEach(db, rows, async (row) => ({
    league: toSummary(row, teams.get(row.id)!, counts.get(row.id)!),
    standings: await standingsOf(db, row.id),
    saved: saved.filter((s) => s.league.id === row.id).map(({ entries: _entries, ...rest }) => rest),
  }));
}

// ---------------------------------------------------------------- competitions, options

export async function competitionsOf(db: DbOrTx, leagueId: string): Promise<Competition[]> {
  const rows = await db.select().from(competitions).where(eq(competitions.leagueId, leagueId)).orderBy(asc(competitions.startDate), asc(competitions.name));
  return rows.map((c) => ({ id: c.id, name: c.name, startDate: c.startDate.toISOString(), endDate: c.endDate.toISOString() }));
}

/** Leagues the new-request form offers: status active, by name. */
export async function activeLeagueOptions(db: DbOrTx): Promise<Array<{ id: string; name: string }>> {
  return db.select({ id: leagues.id, name: leagues.name }).from(leagues).where(eq(leagues.status, 'active')).orderBy(asc(leagues.name));
}
