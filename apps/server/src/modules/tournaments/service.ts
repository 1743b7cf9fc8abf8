import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { TOURNAMENT_MAX_TEAMS, type AdminTournament, type DeleteTournamentResponse, type TeamStage, type TournamentStatus } from '@arena/shared';
import { availableTeams, requests, teams, tournaments, users } from '../../db/schema/index.js';
import { refuseAdminRecipient } from '../../lib/conflict-of-interest.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { refundOpenEnrollments } from '../enrollments/index.js';
import { enrollmentsOf, OPEN_ENROLLMENT, openEnrollmentOf } from '../requests/index.js';
import { lockTournament, publishTournamentChange } from './changes.js';
import { auditChange } from '../../lib/audit.js';
import { tournamentKind } from './enrollment.js';
import { getAdminTournament, usedSlots } from './queries.js';
import { translate } from '../../lib/i18n.js';

/** Admin management of tournaments, their available team names and their selected teams; every change audited. */

export interface TournamentForm {
  name: string;
  description?: string | null;
  startDate: string | Date;
  endDate: string | Date;
  priceCents: number;
  winningPriceCents: number;
  status?: TournamentStatus;
}

const values = (form: TournamentForm) => ({
  name: form.name.trim(),
  description: form.description?.trim() || null,
  startDate: new Date(form.startDate),
  endDate: new Date(form.endDate),
  priceCents: form.priceCents,
  winningPriceCents: form.winningPriceCents,
  status: form.status ?? 'upcoming',
});

export async function createTournament(ctx: UseCaseContext, input: TournamentForm & { availableTeamNames?: string[] }): Promise<AdminTournament> {
  const [row] = await ctx.tx.insert(tournaments).values(values(input)).returning();
  const names = [...new Map((input.availableTeamNames ?? []).map((n) => [n.trim().toLowerCase(), n.trim()])).values()].filter(Boolean);
  if (names.length) await ctx.tx.insert(availableTeams).values(names.map((name) => ({ tournamentId: row!.id, name })));
  await auditChange(ctx, { action: 'tournament.create', targetType: 'tournament', targetId: row!.id, after: row });
  await publishTournamentChange(ctx, row!.id, 'created');
  return getAdminTournament(ctx.tx, row!.id);
}

export async function updateTournament(ctx: UseCaseContext, input: TournamentForm & { tournamentId: string }): Promise<AdminTournament> {
  const before = await lockTournament(ctx, input.tournamentId);
  const [after] = await ctx.tx
    .update(tournaments)
    .set({ ...values({ ...input, status: input.status ?? (before.status as TournamentStatus) }), updatedAt: sql`now()` })
    .where(eq(tournaments.id, before.id))
    .returning();
  await auditChange(ctx, { action: 'tournament.update', targetType: 'tournament', targetId: before.id, before, after });
  await publishTournamentChange(ctx, before.id, 'updated');
  return getAdminTournament(ctx.tx, before.id);
}

/**
 * The card's status dropdown: any of the four statuses (admin spec §4). Cancelling gives back every entry
 * fee still held, each exactly once, as cancelling a league does (decision 035); a tournament with a
 * champion stays completed, its prize being paid or awaiting approval.
 */
export async function setTournamentStatus(ctx: UseCaseContext, input: { tournamentId: string; status: TournamentStatus }): Promise<AdminTournament> {
  const before = await lockTournament(ctx, input.tournamentId);
  if (before.championTeamId && input.status !== 'completed') throw new AppError('CONFLICT', 'tournaments.championLocksStatus');
  await ctx.tx
    .update(tournaments)
    .set({ status: input.status, updatedAt: sql`now()` })
    .where(eq(tournaments.id, before.id));
  const refunds =
    input.status === 'cancelled' && before.status !== 'cancelled' && before.status !== 'completed'
      ? await refundOpenEnrollments(ctx, tournamentKind, before, 'cancelled')
      : null;
  await auditChange(ctx, {
    action: 'tournament.status',
    targetType: 'tournament',
    targetId: before.id,
    before: { status: before.status },
    after: { status: input.status, ...refunds },
  });
  await publishTournamentChange(ctx, before.id, 'status');
  return getAdminTournament(ctx.tx, before.id);
}

/**
 * Delete a tournament. Every entry fee Arena still holds for it (requests pending or approved) is refunded
 * exactly once first, through the enrollment core. A completed tournament with paid entries is refused: its
 * fees paid for a tournament that was played, and its prize is on the ledger.
 */
export async function deleteTournament(ctx: UseCaseContext, input: { tournamentId: string }): Promise<DeleteTournamentResponse> {
  const tournament = await lockTournament(ctx, input.tournamentId);
  if (tournament.status === 'completed') {
    const [paid] = await ctx.tx
      .select({ id: requests.id })
      .from(requests)
      .where(and(enrollmentsOf({ tournamentId: tournament.id }), inArray(requests.status, [...OPEN_ENROLLMENT]), gt(requests.entryFeeCents, 0)))
      .limit(1);
    if (paid) throw new AppError('CONFLICT', 'tournaments.deleteCompletedWithEntries');
  }
  const { refundedCount: refunded } = await refundOpenEnrollments(ctx, tournamentKind, tournament, 'deleted');
  await ctx.tx.delete(tournaments).where(eq(tournaments.id, tournament.id));
  await auditChange(ctx, {
    action: 'tournament.delete',
    targetType: 'tournament',
    targetId: tournament.id,
    before: tournament,
    after: { refundedEntries: refunded },
  });
  await publishTournamentChange(ctx, tournament.id, 'deleted');
  return {
    message: refunded > 0 ? translate(ctx.locale, 'tournaments.deletedWithRefunds', { n: refunded }) : translate(ctx.locale, 'tournaments.deleted'),
    refunded,
  };
}

/** Add Available Team: unique in the tournament, case-insensitively. */
export async function addAvailableTeam(ctx: UseCaseContext, input: { tournamentId: string; name: string }) {
  const tournament = await lockTournament(ctx, input.tournamentId);
  const name = input.name.trim();
  const [clash] = await ctx.tx
    .select({ id: availableTeams.id })
    .from(availableTeams)
    .where(and(eq(availableTeams.tournamentId, tournament.id), sql`lower(${availableTeams.name}) = lower(${name})`));
  if (clash) throw new AppError('CONFLICT', 'tournaments.availableTeamExists', { params: { name } });
  const [row] = await ctx.tx.insert(availableTeams).values({ tournamentId: tournament.id, name }).returning();
  await auditChange(ctx, { action: 'tournament.available_team.add', targetType: 'available_team', targetId: row!.id, after: row });
  await publishTournamentChange(ctx, tournament.id, 'available-team');
  return { message: translate(ctx.locale, 'tournaments.availableTeamAdded'), availableTeam: { id: row!.id, name: row!.name } };
}

export async function removeAvailableTeam(ctx: UseCaseContext, input: { tournamentId: string; availableTeamId: string }) {
  const tournament = await lockTournament(ctx, input.tournamentId);
  const [row] = await ctx.tx
    .delete(availableTeams)
    .where(and(eq(availableTeams.id, input.availableTeamId), eq(availableTeams.tournamentId, tournament.id)))
    .returning();
  if (!row) throw notFound();
  await auditChange(ctx, { action: 'tournament.available_team.remove', targetType: 'available_team', targetId: row.id, before: row });
  await publishTournamentChange(ctx, tournament.id, 'available-team');
  return { message: translate(ctx.locale, 'tournaments.availableTeamRemoved') };
}

/**
 * Add a selected team (status 8th_finalist), optionally owned by a user. The 8 places count teams and
 * enrollments still waiting for their team; an enrollment of the same user is turned into this team.
 */
export async function addTournamentTeam(ctx: UseCaseContext, input: { tournamentId: string; name: string; userId?: string | null }) {
  const tournament = await lockTournament(ctx, input.tournamentId);
  const name = input.name.trim();
  const userId = input.userId ?? null;
  if (userId) {
    const [user] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound();
    await refuseAdminRecipient(ctx.tx, userId, 'adminConflict.adminTeamOwner');
    const [owned] = await ctx.tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.tournamentId, tournament.id), eq(teams.userId, userId)));
    if (owned) throw new AppError('CONFLICT', 'tournaments.teamAlreadySelected');
  }
  const [clash] = await ctx.tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.tournamentId, tournament.id), sql`lower(${teams.name}) = lower(${name})`));
  if (clash) throw new AppError('CONFLICT', 'tournaments.availableTeamExists', { params: { name } });

  const used = await usedSlots(ctx.tx, tournament.id);
  let reserved = used.reserved;
  if (userId) {
    const waiting = await openEnrollmentOf(ctx.tx, { tournamentId: tournament.id }, userId);
    if (waiting) reserved -= 1;
  }
  if (used.teams + reserved >= TOURNAMENT_MAX_TEAMS) throw new AppError('CONFLICT', 'tournaments.full');

  const [team] = await ctx.tx.insert(teams).values({ tournamentId: tournament.id, name, userId, status: '8th_finalist' }).returning();
  await auditChange(ctx, { action: 'tournament.team.add', targetType: 'team', targetId: team!.id, after: team });
  await publishTournamentChange(ctx, tournament.id, 'team');
  const [owner] = userId ? await ctx.tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)) : [];
  return {
    message: translate(ctx.locale, 'tournaments.teamAdded'),
    team: { id: team!.id, name: team!.name, status: team!.status as TeamStage, userId, userName: owner?.name || null, userEmail: owner?.email ?? null },
  };
}

/** Remove a selected team; its match slots become 'TBD'. The champion stays (it is what the prize was paid for). */
export async function removeTournamentTeam(ctx: UseCaseContext, input: { tournamentId: string; teamId: string }) {
  const tournament = await lockTournament(ctx, input.tournamentId);
  if (tournament.championTeamId === input.teamId) throw new AppError('CONFLICT', 'tournaments.championTeamLocked');
  const [row] = await ctx.tx
    .delete(teams)
    .where(and(eq(teams.id, input.teamId), eq(teams.tournamentId, tournament.id)))
    .returning();
  if (!row) throw notFound();
  await auditChange(ctx, { action: 'tournament.team.remove', targetType: 'team', targetId: row.id, before: row });
  await publishTournamentChange(ctx, tournament.id, 'team');
  return { message: translate(ctx.locale, 'tournaments.teamRemoved') };
}
