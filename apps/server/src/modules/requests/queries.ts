import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminRequest, Locale, RequestItem, RequestKind } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { competitions, leagues, requests, tournaments, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { readAll } from '../../db/read-all.js';
import { requestTextsIn } from './enrollment-texts.js';

type RequestRow = typeof requests.$inferSelect;

/**
 * What a request is: a new request (/dashboard/new-request) names a competition; an enrollment does
 * not, and names its league or tournament.
 */
export function requestKind(row: Pick<RequestRow, 'competitionId' | 'leagueId' | 'tournamentId'>): RequestKind {
  if (row.competitionId) return 'request';
  if (row.tournamentId) return 'tournament_enrollment';
  if (row.leagueId) return 'league_enrollment';
  return 'request';
}

function baseQuery(db: DbOrTx) {
  return db
    .select({
      request: requests,
      user: { id: users.id, email: users.email, name: users.name },
      league: { id: leagues.id, name: leagues.name, priceCents: leagues.priceCents },
      tournament: { id: tournaments.id, name: tournaments.name },
      competition: { id: competitions.id, name: competitions.name },
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(leagues, eq(leagues.id, requests.leagueId))
    .leftJoin(tournaments, eq(tournaments.id, requests.tournamentId))
    .leftJoin(competitions, eq(competitions.id, requests.competitionId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function toAdminRequest(row: Joined, locale: Locale): AdminRequest {
  const r = row.request;
  return {
    id: r.id,
    kind: requestKind(r),
    ...requestTextsIn(locale, requestKind(r), r, row.tournament?.name ?? row.league?.name),
    status: r.status as RequestItem['status'],
    entryFeeCents: Number(r.entryFeeCents),
    league: row.league?.id ? { id: row.league.id, name: row.league.name, priceCents: Number(row.league.priceCents) } : null,
    tournament: row.tournament?.id ? { id: row.tournament.id, name: row.tournament.name } : null,
    competition: row.competition?.id ? { id: row.competition.id, name: row.competition.name } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    user: { id: row.user.id, email: row.user.email, fullName: row.user.name || null },
  };
}

export function toRequestItem(row: AdminRequest): RequestItem {
  const { user: _user, ...item } = row;
  return item;
}

export async function getAdminRequest(db: DbOrTx, id: string, locale: Locale): Promise<AdminRequest> {
  const [row] = await baseQuery(db).where(eq(requests.id, id));
  if (!row) throw notFound();
  return toAdminRequest(row, locale);
}

/** GET /api/admin/requests: newest first, status filter, search on title or description, paged. */
export async function listAdminRequests(
  db: DbOrTx,
  query: { search?: string; status?: string; page?: number; pageSize?: number },
  locale: Locale,
): Promise<{ items: AdminRequest[]; total: number; page: number; pageSize: number }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  const where: SQL[] = [];
  if (query.status && query.status !== 'all') where.push(eq(requests.status, query.status));
  if (query.search) {
    const p = containsPattern(query.search);
    where.push(or(ilike(requests.title, p), ilike(requests.description, p))!);
  }
  const condition = and(...where);
  const [rows, [total]] = await readAll(db, [
    () =>
      baseQuery(db)
        .where(condition)
        .orderBy(desc(requests.createdAt), desc(requests.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => db.select({ n: count() }).from(requests).where(condition),
  ]);
  return { items: rows.map((row) => toAdminRequest(row, locale)), total: Number(total?.n ?? 0), page, pageSize };
}

/** GET /api/requests/mine: the user's own requests, newest first. */
export async function listMyRequests(db: DbOrTx, userId: string, locale: Locale): Promise<RequestItem[]> {
  const rows = await baseQuery(db).where(eq(requests.userId, userId)).orderBy(desc(requests.createdAt), desc(requests.id)).limit(200);
  return rows.map((r) => toRequestItem(toAdminRequest(r, locale)));
}
