import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  bracketOrder,
  canGenerateNextRound,
  latestRound,
  TOURNAMENT_MAX_TEAMS,
  type AdminMatch,
  type AdminTournament,
  type AdminTournamentListQuery,
  type AvailableTeam,
  type BracketMatchView,
  type BracketRound,
  type BracketTeam,
  type CalendarEvent,
  type MyMatch,
  type SavedTournamentRanking,
  type TeamStage,
  type TournamentBracket,
  type Locale,
  type TournamentEnrollment,
  type TournamentStatus,
  type TournamentTeam,
  type UserTournament,
} from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import {
  availableTeams,
  calendarEvents,
  matches,
  requests,
  savedTournamentRankingEntries,
  savedTournamentRankings,
  teams,
  tournaments,
  users,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { readAll } from '../../db/read-all.js';
import { translate } from '../../lib/i18n.js';

/**
 * Reads of the tournaments module. They take a `DbOrTx` and may run outside a transaction; use cases
 * call them with their own transaction to answer with what they just wrote.
 */

export type TournamentRow = typeof tournaments.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;

const iso = (d: Date) => d.toISOString();
/** The name a user-facing view shows for a team owner: the full name, or nothing. */
const displayName = (name: string | null | undefined) => (name && name.trim() ? name : null);

// ------------------------------------------------------------------------------------------ teams

interface TeamWithUser {
  id: string;
  tournamentId: string;
  name: string;
  status: string;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  createdAt: Date;
}

export async function teamsOf(db: DbOrTx, tournamentIds: string[]): Promise<TeamWithUser[]> {
  if (tournamentIds.length === 0) return [];
  return db
    .select({
      id: teams.id,
      tournamentId: teams.tournamentId,
      name: teams.name,
      status: teams.status,
      userId: teams.userId,
      userName: users.name,
      userEmail: users.email,
      createdAt: teams.createdAt,
    })
    .from(teams)
    .leftJoin(users, eq(users.id, teams.userId))
    .where(inArray(teams.tournamentId, tournamentIds))
    .orderBy(asc(teams.createdAt), asc(teams.id));
}

const toTeam = (row: TeamWithUser): TournamentTeam => ({
  id: row.id,
  name: row.name,
  status: row.status as TeamStage,
  userId: row.userId,
  userName: displayName(row.userName),
});

async function availableTeamsOf(db: DbOrTx, tournamentIds: string[]) {
  if (tournamentIds.length === 0) return [];
  return db
    .select({ id: availableTeams.id, name: availableTeams.name, tournamentId: availableTeams.tournamentId })
    .from(availableTeams)
    .where(inArray(availableTeams.tournamentId, tournamentIds))
    .orderBy(asc(availableTeams.name), asc(availableTeams.id));
}

/**
 * Places taken by enrollments still waiting for their team: distinct users with a pending request, or
 * an approved one, who have no team in the tournament yet. With the teams, they are what the 8 slots
 * hold.
 */
export async function reservedSlots(db: DbOrTx, tournamentIds: string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (tournamentIds.length === 0) return result;
  const rows = await db
    .select({ tournamentId: requests.tournamentId, n: sql<number>`count(distinct ${requests.userId})::int` })
    .from(requests)
    .where(
      and(
        inArray(requests.tournamentId, tournamentIds),
        inArray(requests.status, ['pending', 'approved']),
        sql`not exists (select 1 from ${teams} where ${teams.tournamentId} = ${requests.tournamentId} and ${teams.userId} = ${requests.userId})`,
      ),
    )
    .groupBy(requests.tournamentId);
  for (const row of rows) if (row.tournamentId) result.set(row.tournamentId, Number(row.n));
  return result;
}

/** Teams + reserved slots of one tournament (call under the tournament's row lock to decide on a new place). */
export async function usedSlots(db: DbOrTx, tournamentId: string): Promise<{ teams: number; reserved: number }> {
  const [[teamCount], reserved] = await readAll(db, [
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(teams)
        .where(eq(teams.tournamentId, tournamentId)),
    () => reservedSlots(db, [tournamentId]),
  ]);
  return { teams: Number(teamCount?.n ?? 0), reserved: reserved.get(tournamentId) ?? 0 };
}

// ------------------------------------------------------------------------------------------ tournaments

function baseView(row: TournamentRow, teamList: TeamWithUser[]) {
  const champion = row.championTeamId ? teamList.find((tm) => tm.id === row.championTeamId) : undefined;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status as TournamentStatus,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    priceCents: Number(row.priceCents),
    winningPriceCents: Number(row.winningPriceCents),
    championTeamId: row.championTeamId,
    championTeamName: champion?.name ?? null,
    teamCount: teamList.length,
    maxTeams: TOURNAMENT_MAX_TEAMS,
    createdAt: iso(row.createdAt),
  };
}

function searchFilter(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  return ilike(tournaments.name, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** The user list (/tournaments): status filter, name search, newest first, with the caller's enrollment. */
export async function listUserTournaments(db: DbOrTx, userId: string, query: { status: string; search?: string }): Promise<UserTournament[]> {
  const where = and(query.status !== 'all' ? eq(tournaments.status, query.status) : undefined, searchFilter(query.search));
  const rows = await db.select().from(tournaments).where(where).orderBy(desc(tournaments.createdAt), desc(tournaments.id));
  return userViews(db, userId, rows);
}

export async function getUserTournament(db: DbOrTx, userId: string, tournamentId: string): Promise<UserTournament> {
  const rows = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (rows.length === 0) throw notFound();
  return (await userViews(db, userId, rows))[0]!;
}

async function userViews(db: DbOrTx, userId: string, rows: TournamentRow[]): Promise<UserTournament[]> {
  const ids = rows.map((r) => r.id);
  const [teamRows, available, reserved, myRequests] = await readAll(db, [
    () => teamsOf(db, ids),
    () => availableTeamsOf(db, ids),
    () => reservedSlots(db, ids),
    () =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(requests)
            .where(and(eq(requests.userId, userId), inArray(requests.tournamentId, ids)))
            .orderBy(desc(requests.createdAt), desc(requests.id)),
  ]);
  return rows.map((row) => {
    const teamList = teamRows.filter((tm) => tm.tournamentId === row.id);
    const taken = new Set(teamList.map((tm) => tm.name.toLowerCase()));
    const mine = teamList.find((tm) => tm.userId === userId) ?? null;
    // The open request (pending, or approved) wins over an older rejected one.
    const requestsHere = myRequests.filter((r) => r.tournamentId === row.id);
    const request = requestsHere.find((r) => r.status !== 'rejected') ?? requestsHere[0] ?? null;
    const enrollment: TournamentEnrollment | null = request
      ? {
          requestId: request.id,
          status: request.status as TournamentEnrollment['status'],
          entryFeeCents: Number(request.entryFeeCents),
          createdAt: iso(request.createdAt),
        }
      : null;
    const openSlots = Math.max(0, TOURNAMENT_MAX_TEAMS - teamList.length - (reserved.get(row.id) ?? 0));
    const open = enrollment !== null && enrollment.status !== 'rejected';
    return {
      ...baseView(row, teamList),
      teams: teamList.map(toTeam),
      availableTeams: available.filter((a) => a.tournamentId === row.id && !taken.has(a.name.toLowerCase())).map(({ id, name }) => ({ id, name })),
      openSlots,
      myEnrollment: enrollment,
      myTeam: mine ? toTeam(mine) : null,
      canEnroll: (row.status === 'upcoming' || row.status === 'active') && openSlots > 0 && !open && !mine,
      canSelectTeam: enrollment?.status === 'approved' && !mine,
    };
  });
}

/** Team names of a tournament that no team uses yet (the team picker). */
export async function listFreeAvailableTeams(db: DbOrTx, tournamentId: string): Promise<AvailableTeam[]> {
  const [exists] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!exists) throw notFound();
  const rows = await db
    .select({ id: availableTeams.id, name: availableTeams.name })
    .from(availableTeams)
    .where(
      and(
        eq(availableTeams.tournamentId, tournamentId),
        sql`not exists (select 1 from ${teams} where ${teams.tournamentId} = ${availableTeams.tournamentId} and lower(${teams.name}) = lower(${availableTeams.name}))`,
      ),
    )
    .orderBy(asc(availableTeams.name));
  return rows;
}

/** The admin card grid: every status, name search, newest first, with owners' emails and money counts. */
export async function listAdminTournaments(db: DbOrTx, query: AdminTournamentListQuery & { ids?: string[] }): Promise<AdminTournament[]> {
  const status = query.status ?? 'all';
  const where = and(
    status !== 'all' ? eq(tournaments.status, status) : undefined,
    searchFilter(query.search),
    query.ids ? inArray(tournaments.id, query.ids) : undefined,
  );
  const rows = await db.select().from(tournaments).where(where).orderBy(desc(tournaments.createdAt), desc(tournaments.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [teamRows, available, matchCounts, entryCounts] = await readAll(db, [
    () => teamsOf(db, ids),
    () => availableTeamsOf(db, ids),
    () =>
      db
        .select({ tournamentId: matches.tournamentId, n: sql<number>`count(*)::int` })
        .from(matches)
        .where(inArray(matches.tournamentId, ids))
        .groupBy(matches.tournamentId),
    () =>
      db
        .select({
          tournamentId: requests.tournamentId,
          paid: sql<number>`count(*) filter (where ${requests.entryFeeCents} > 0)::int`,
          pending: sql<number>`count(*) filter (where ${requests.status} = 'pending')::int`,
        })
        .from(requests)
        .where(and(inArray(requests.tournamentId, ids), inArray(requests.status, ['pending', 'approved'])))
        .groupBy(requests.tournamentId),
  ]);
  return rows.map((row) => {
    const teamList = teamRows.filter((tm) => tm.tournamentId === row.id);
    const entries = entryCounts.find((e) => e.tournamentId === row.id);
    return {
      ...baseView(row, teamList),
      teams: teamList.map((tm) => ({ ...toTeam(tm), userEmail: tm.userEmail })),
      availableTeams: available.filter((a) => a.tournamentId === row.id).map(({ id, name }) => ({ id, name })),
      matchCount: Number(matchCounts.find((m) => m.tournamentId === row.id)?.n ?? 0),
      paidEntries: Number(entries?.paid ?? 0),
      pendingEnrollments: Number(entries?.pending ?? 0),
    };
  });
}

export async function getAdminTournament(db: DbOrTx, tournamentId: string): Promise<AdminTournament> {
  const [view] = await listAdminTournaments(db, { ids: [tournamentId] });
  if (!view) throw notFound();
  return view;
}

// ------------------------------------------------------------------------------------------ matches

interface MatchWithNames extends MatchRow {
  tournamentName: string;
}

/** Matches in bracket order (round, date, creation). */
export async function matchesOf(db: DbOrTx, where: SQL | undefined): Promise<MatchWithNames[]> {
  const rows = await db
    .select({ match: matches, tournamentName: tournaments.name })
    .from(matches)
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(where)
    .orderBy(asc(matches.roundNumber), asc(matches.date), asc(matches.createdAt), asc(matches.id));
  return bracketOrder(rows.map((r) => ({ ...r.match, tournamentName: r.tournamentName })));
}

function bracketTeam(teamId: string | null, byId: Map<string, TeamWithUser>): BracketTeam | null {
  if (!teamId) return null;
  const tm = byId.get(teamId);
  if (!tm) return null;
  return { id: tm.id, name: tm.name, status: tm.status as TeamStage, userId: tm.userId, userName: displayName(tm.userName) };
}

function matchView(m: MatchRow, byId: Map<string, TeamWithUser>): BracketMatchView {
  return {
    id: m.id,
    roundNumber: m.roundNumber,
    date: iso(m.date),
    score: m.score,
    team1: bracketTeam(m.team1Id, byId),
    team2: bracketTeam(m.team2Id, byId),
    winnerId: m.winnerId,
    winnerName: m.winnerId ? (byId.get(m.winnerId)?.name ?? null) : null,
  };
}

export function toRounds(views: BracketMatchView[]): BracketRound[] {
  const numbers = [...new Set(views.map((v) => v.roundNumber))].sort((a, b) => a - b);
  return numbers.map((n) => ({ roundNumber: n, matches: views.filter((v) => v.roundNumber === n) }));
}

/** The admin matches table, optionally for one tournament. */
export async function listAdminMatches(db: DbOrTx, query: { tournamentId?: string }): Promise<AdminMatch[]> {
  const rows = await matchesOf(db, query.tournamentId ? eq(matches.tournamentId, query.tournamentId) : undefined);
  const teamRows = await teamsOf(db, [...new Set(rows.map((r) => r.tournamentId))]);
  const byId = new Map(teamRows.map((tm) => [tm.id, tm]));
  return rows.map((m) => ({ ...matchView(m, byId), tournamentId: m.tournamentId, tournamentName: m.tournamentName }));
}

export async function getAdminMatch(db: DbOrTx, matchId: string): Promise<AdminMatch> {
  const rows = await matchesOf(db, eq(matches.id, matchId));
  const m = rows[0];
  if (!m) throw notFound();
  const teamRows = await teamsOf(db, [m.tournamentId]);
  return {
    ...matchView(m, new Map(teamRows.map((tm) => [tm.id, tm]))),
    tournamentId: m.tournamentId,
    tournamentName: m.tournamentName,
  };
}

/** The live bracket of one tournament (user and admin bracket views). */
export async function getBracket(db: DbOrTx, tournamentId: string): Promise<TournamentBracket> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!row) throw notFound();
  const [teamRows, matchRows] = await readAll(db, [() => teamsOf(db, [tournamentId]), () => matchesOf(db, eq(matches.tournamentId, tournamentId))]);
  const byId = new Map(teamRows.map((tm) => [tm.id, tm]));
  const views = matchRows.map((m) => matchView(m, byId));
  return {
    tournament: {
      id: row.id,
      name: row.name,
      status: row.status as TournamentStatus,
      priceCents: Number(row.priceCents),
      winningPriceCents: Number(row.winningPriceCents),
      championTeamId: row.championTeamId,
    },
    champion: bracketTeam(row.championTeamId, byId),
    teams: teamRows.map(toTeam),
    rounds: toRounds(views),
    latestRound: latestRound(matchRows),
    canGenerateNextRound: canGenerateNextRound(matchRows),
  };
}

/** Matches of the user's teams (all tournaments, or one), in date order. */
export async function listMyMatches(db: DbOrTx, userId: string, tournamentId?: string): Promise<MyMatch[]> {
  const myTeams = await db
    .select({ id: teams.id, name: teams.name, tournamentId: teams.tournamentId })
    .from(teams)
    .where(and(eq(teams.userId, userId), tournamentId ? eq(teams.tournamentId, tournamentId) : undefined));
  if (myTeams.length === 0) return [];
  const mine = new Map(myTeams.map((tm) => [tm.id, tm]));
  const ids = [...mine.keys()];
  const rows = await matchesOf(db, or(inArray(matches.team1Id, ids), inArray(matches.team2Id, ids)));
  const teamRows = await teamsOf(db, [...new Set(rows.map((r) => r.tournamentId))]);
  const byId = new Map(teamRows.map((tm) => [tm.id, tm]));
  const result = rows.map((m): MyMatch => {
    const myTeamId = m.team1Id && mine.has(m.team1Id) ? m.team1Id : m.team2Id!;
    const opponentId = myTeamId === m.team1Id ? m.team2Id : m.team1Id;
    const opponent = opponentId ? byId.get(opponentId) : undefined;
    const result: MyMatch['result'] = m.winnerId ? (m.winnerId === myTeamId ? 'won' : 'lost') : m.score ? 'draw' : 'pending';
    return {
      id: m.id,
      tournamentId: m.tournamentId,
      tournamentName: m.tournamentName,
      roundNumber: m.roundNumber,
      date: iso(m.date),
      myTeam: { id: myTeamId, name: mine.get(myTeamId)!.name },
      opponent: opponent ? { id: opponent.id, name: opponent.name, userName: displayName(opponent.userName) } : null,
      score: m.score,
      result,
    };
  });
  return result.sort((a, b) => a.date.localeCompare(b.date) || a.roundNumber - b.roundNumber);
}

// ------------------------------------------------------------------------------------------ calendar

/**
 * Tournament calendar events whose start falls in the given UTC month, in time order, titled in the reader's language
 * ('<tournament>: <team> vs <team>', an empty slot named as the catalogue does).
 */
export async function listCalendarEvents(db: DbOrTx, query: { year: number; month: number }, locale: Locale): Promise<CalendarEvent[]> {
  const from = new Date(Date.UTC(query.year, query.month - 1, 1));
  const to = new Date(Date.UTC(query.year, query.month, 1));
  const team1 = alias(teams, 'team1');
  const team2 = alias(teams, 'team2');
  const rows = await db
    .select({
      id: calendarEvents.id,
      team1Name: team1.name,
      team2Name: team2.name,
      startTime: calendarEvents.startTime,
      matchId: calendarEvents.matchId,
      tournamentId: matches.tournamentId,
      tournamentName: tournaments.name,
      roundNumber: matches.roundNumber,
    })
    .from(calendarEvents)
    .innerJoin(matches, eq(matches.id, calendarEvents.matchId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .leftJoin(team1, eq(team1.id, matches.team1Id))
    .leftJoin(team2, eq(team2.id, matches.team2Id))
    .where(and(isNotNull(calendarEvents.matchId), gte(calendarEvents.startTime, from), lt(calendarEvents.startTime, to)))
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id));
  const tbd = translate(locale, 'tournaments.tbd');
  return rows.map(({ team1Name, team2Name, ...r }) => ({
    ...r,
    title: `${r.tournamentName}: ${team1Name ?? tbd} ${translate(locale, 'tournamentRankings.vs')} ${team2Name ?? tbd}`,
    matchId: r.matchId!,
    startTime: iso(r.startTime),
  }));
}

// ------------------------------------------------------------------------------------------ saved results

/** What a saved entry's `data` holds: the team's ids and every match it played, as it was when saved. */
export interface SavedEntryData {
  teamId?: string | null;
  userId?: string | null;
  matches?: BracketMatchView[];
}

/** Saved results, newest first; `publicOnly` for the user page. Status and search apply to the tournament. */
export async function listSavedRankings(
  db: DbOrTx,
  query: { status?: string; search?: string; publicOnly: boolean; includeEmail: boolean; ids?: string[] },
): Promise<SavedTournamentRanking[]> {
  const text = query.search?.trim();
  const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await db
    .select({ ranking: savedTournamentRankings, tournament: tournaments, saverName: users.name, saverEmail: users.email })
    .from(savedTournamentRankings)
    .innerJoin(tournaments, eq(tournaments.id, savedTournamentRankings.tournamentId))
    .leftJoin(users, eq(users.id, savedTournamentRankings.savedBy))
    .where(
      and(
        query.publicOnly ? eq(savedTournamentRankings.isPublic, true) : undefined,
        query.status && query.status !== 'all' ? eq(tournaments.status, query.status) : undefined,
        like ? or(ilike(savedTournamentRankings.name, like), ilike(tournaments.name, like), ilike(savedTournamentRankings.description, like)) : undefined,
        query.ids ? inArray(savedTournamentRankings.id, query.ids) : undefined,
      ),
    )
    .orderBy(desc(savedTournamentRankings.savedAt), desc(savedTournamentRankings.id));
  const ids = rows.map((r) => r.ranking.id);
  const entries = ids.length
    ? await db
        .select()
        .from(savedTournamentRankingEntries)
        .where(inArray(savedTournamentRankingEntries.savedRankingId, ids))
        .orderBy(asc(savedTournamentRankingEntries.id))
    : [];
  return rows.map(({ ranking, tournament, saverName, saverEmail }) => {
    const mine = entries.filter((e) => e.savedRankingId === ranking.id);
    const matchById = new Map<string, BracketMatchView>();
    for (const e of mine) for (const m of (e.data as SavedEntryData).matches ?? []) matchById.set(m.id, m);
    const views = bracketOrder([...matchById.values()]);
    const champion = mine.find((e) => e.status === 'champion');
    return {
      id: ranking.id,
      name: ranking.name,
      description: ranking.description,
      isPublic: ranking.isPublic,
      savedAt: iso(ranking.savedAt),
      savedByName: displayName(saverName) ?? (query.includeEmail ? (saverEmail ?? null) : null),
      tournament: {
        id: tournament.id,
        name: tournament.name,
        status: tournament.status as TournamentStatus,
        priceCents: Number(tournament.priceCents),
        winningPriceCents: Number(tournament.winningPriceCents ?? 0),
        startDate: iso(tournament.startDate),
        endDate: iso(tournament.endDate),
      },
      champion: champion ? { teamName: champion.teamName, userName: champion.userName, userId: (champion.data as SavedEntryData).userId ?? null } : null,
      entries: mine.map((e) => ({
        teamName: e.teamName,
        userName: e.userName,
        userId: (e.data as SavedEntryData).userId ?? null,
        status: e.status as TeamStage,
      })),
      rounds: toRounds(views),
    };
  });
}
