import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { type AdminCompetition, type CompetitionMutationResponse } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { competitions, leagues, requests } from '../../db/schema/index.js';
import { auditChange } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { lockLeague } from './standings.js';
import { translate } from '../../lib/i18n.js';

/**
 * A league's competitions, managed on the league (admin): list, add, edit, remove while no request names one.
 * They are what a player chooses on the new-request form after the league (GET /api/leagues/:id/competitions).
 * Every change locks the league row first, so two admins cannot add the same name twice, and is audited.
 */

type CompetitionRow = typeof competitions.$inferSelect;

interface CompetitionFields {
  name: string;
  startDate: Date;
  endDate: Date;
}

// Qualified by hand: in a one-table select Drizzle writes a bare "id", which the subquery would read as r.id.
const requestCount = sql<number>`(select count(*)::int from ${requests} r where r.competition_id = "competitions"."id")`;

function toAdminCompetition(row: CompetitionRow & { requestCount: number }): AdminCompetition {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    requestCount: Number(row.requestCount),
  };
}

function snapshot(row: CompetitionRow) {
  return { leagueId: row.leagueId, name: row.name, startDate: row.startDate.toISOString(), endDate: row.endDate.toISOString() };
}

/** The league's competitions by start date, each with how many requests name it; 404 for an unknown league. */
export async function listLeagueCompetitions(db: DbOrTx, leagueId: string): Promise<AdminCompetition[]> {
  const [league] = await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, leagueId));
  if (!league) throw notFound();
  const rows = await db
    .select({ row: competitions, requestCount })
    .from(competitions)
    .where(eq(competitions.leagueId, leagueId))
    .orderBy(asc(competitions.startDate), asc(competitions.name));
  return rows.map((r) => toAdminCompetition({ ...r.row, requestCount: r.requestCount }));
}

async function getLeagueCompetition(db: DbOrTx, id: string): Promise<AdminCompetition> {
  const [found] = await db.select({ row: competitions, requestCount }).from(competitions).where(eq(competitions.id, id));
  return toAdminCompetition({ ...found!.row, requestCount: found!.requestCount });
}

/** Names are unique within a league, compared case-insensitively (like a tournament's available teams). */
async function refuseTakenName(ctx: UseCaseContext, leagueId: string, name: string, exceptId?: string): Promise<void> {
  const [taken] = await ctx.tx
    .select({ id: competitions.id })
    .from(competitions)
    .where(and(eq(competitions.leagueId, leagueId), sql`lower(${competitions.name}) = lower(${name})`, exceptId ? ne(competitions.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', 'adminCompetitions.nameTaken', { params: { name }, fields: { name: 'adminCompetitions.nameTaken' } });
}

async function lockedCompetition(ctx: UseCaseContext, leagueId: string, competitionId: string): Promise<CompetitionRow> {
  await lockLeague(ctx.tx, leagueId);
  const [row] = await ctx.tx
    .select()
    .from(competitions)
    .where(and(eq(competitions.id, competitionId), eq(competitions.leagueId, leagueId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'adminCompetitions.notFound');
  return row;
}

export async function addLeagueCompetition(ctx: UseCaseContext, input: CompetitionFields & { leagueId: string }): Promise<CompetitionMutationResponse> {
  const league = await lockLeague(ctx.tx, input.leagueId);
  await refuseTakenName(ctx, league.id, input.name);
  const [row] = await ctx.tx
    .insert(competitions)
    .values({ leagueId: league.id, name: input.name, startDate: input.startDate, endDate: input.endDate })
    .returning();
  await auditChange(ctx, { action: 'league.competition.add', targetType: 'competition', targetId: row!.id, after: snapshot(row!) });
  return { message: translate(ctx.locale, 'adminCompetitions.added'), competition: await getLeagueCompetition(ctx.tx, row!.id) };
}

export async function updateLeagueCompetition(
  ctx: UseCaseContext,
  input: CompetitionFields & { leagueId: string; competitionId: string },
): Promise<CompetitionMutationResponse> {
  const before = await lockedCompetition(ctx, input.leagueId, input.competitionId);
  await refuseTakenName(ctx, before.leagueId, input.name, before.id);
  const [after] = await ctx.tx
    .update(competitions)
    .set({ name: input.name, startDate: input.startDate, endDate: input.endDate })
    .where(eq(competitions.id, before.id))
    .returning();
  await auditChange(ctx, {
    action: 'league.competition.update',
    targetType: 'competition',
    targetId: before.id,
    before: snapshot(before),
    after: snapshot(after!),
  });
  return { message: translate(ctx.locale, 'adminCompetitions.updated'), competition: await getLeagueCompetition(ctx.tx, before.id) };
}

/**
 * Remove a competition no request names: a request keeps the competition it was about (the foreign key would
 * otherwise clear it silently). The competition's row lock waits for a request being filed for it (its foreign
 * key check holds a share lock), so the count that follows sees that request.
 */
export async function deleteLeagueCompetition(ctx: UseCaseContext, input: { leagueId: string; competitionId: string }): Promise<CompetitionMutationResponse> {
  const row = await lockedCompetition(ctx, input.leagueId, input.competitionId);
  const [used] = await ctx.tx.select({ n: count() }).from(requests).where(eq(requests.competitionId, row.id));
  const n = Number(used?.n ?? 0);
  if (n > 0) throw new AppError('CONFLICT', 'adminCompetitions.inUse', { params: { count: n } });
  await ctx.tx.delete(competitions).where(eq(competitions.id, row.id));
  await auditChange(ctx, { action: 'league.competition.delete', targetType: 'competition', targetId: row.id, before: snapshot(row) });
  return { message: translate(ctx.locale, 'adminCompetitions.deleted') };
}
