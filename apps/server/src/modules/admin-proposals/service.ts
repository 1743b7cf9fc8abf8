import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type AdminProposal, type AdminProposalActionResponse, type AdminProposalList, type AppSettings, type Role } from '@arena/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { readAll } from '../../db/read-all.js';
import { adminProposals, users } from '../../db/schema/index.js';
import { readPeople } from '../../lib/people.js';
import { auditChange } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { applyRoleChange, lockAdminRoles } from '../accounts/index.js';
import { applySettingsChange, describeSettingsChange, getAppSettings, type SettingsPatch, type SettingsValues } from '../settings/index.js';
import { translate } from '../../lib/i18n.js';

/**
 * Proposals (docs/decisions/030-rule-and-role-proposals.md): the payment settings are money rules and the
 * admin role is the power to approve money, so a change of either is written as a pending proposal with
 * its before/after and changes nothing; an admin other than the proposer approves it (then it applies in
 * the same transaction) or any admin rejects it.
 */

/** The one settings key today (modules/settings). */
const SETTINGS_TARGET = 'payments';

type ProposalRow = typeof adminProposals.$inferSelect;
type Payload = { before: SettingsValues | { role: Role }; after: SettingsValues | { role: Role } };

async function insertProposal(ctx: UseCaseContext, kind: AdminProposal['kind'], targetId: string, payload: Payload): Promise<AdminProposal> {
  const { tx } = ctx;
  const [row] = await tx.insert(adminProposals).values({ kind, targetId, payload, proposedBy: ctx.actor.id }).returning();
  await auditChange(ctx, {
    action: 'admin.proposal.create',
    targetType: 'admin_proposal',
    targetId: row!.id,
    before: payload.before,
    after: { ...payload.after, kind, target: targetId, status: 'pending' },
  });
  return (await toProposals(tx, [row!]))[0]!;
}

/**
 * PUT /api/admin/settings: a pending proposal of the fields that change (none: `proposal` null and nothing
 * written). The settings stay as they are until another admin approves.
 */
export async function proposeSettingsChange(
  ctx: UseCaseContext,
  patch: SettingsPatch,
): Promise<{ message: string; settings: AppSettings; proposal: AdminProposal | null }> {
  const { tx } = ctx;
  const change = await describeSettingsChange(tx, patch);
  const settings = await getAppSettings(tx);
  if (Object.keys(change.after).length === 0) return { message: translate(ctx.locale, 'adminProposals.noChange'), settings, proposal: null };
  const proposal = await insertProposal(ctx, 'settings_change', SETTINGS_TARGET, change);
  return { message: translate(ctx.locale, 'adminProposals.settingsProposed'), settings, proposal };
}

/**
 * The role part of PATCH /api/admin/users/:id: a pending proposal when the role differs (null when it does
 * not). An admin cannot propose removing their own role; one pending role change per account.
 */
export async function proposeRoleChange(ctx: UseCaseContext, input: { userId: string; role: Role }): Promise<AdminProposal | null> {
  const { tx } = ctx;
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.userId));
  if (!row) throw notFound();
  const from: Role = row.role === 'admin' ? 'admin' : 'user';
  if (from === input.role) return null;
  if (input.userId === ctx.actor.id) throw new AppError('CONFLICT', 'admin.users.cannotDemoteSelf');
  try {
    return await insertProposal(ctx, 'role_change', input.userId, { before: { role: from }, after: { role: input.role } });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError('CONFLICT', 'adminProposals.rolePending');
    throw error;
  }
}

/** Why a decision did not apply: gone (404), already decided (409), or the caller proposed it (403). */
async function explainRefusal(ctx: UseCaseContext, id: string, approving: boolean): Promise<never> {
  const [row] = await ctx.tx.select().from(adminProposals).where(eq(adminProposals.id, id));
  if (!row) throw notFound();
  if (row.status !== 'pending') throw new AppError('CONFLICT', 'adminProposals.alreadyDecided');
  if (approving && row.proposedBy === ctx.actor.id) throw new AppError('FORBIDDEN', 'adminProposals.ownProposal');
  throw new AppError('CONFLICT', 'adminProposals.alreadyDecided');
}

/**
 * Another admin approves: one conditional update moves the proposal from 'pending' to 'approved' only when
 * the caller is not its proposer, so concurrent approvals apply it once (the others get 409); then the
 * change applies in the same transaction. A change refused at that point (the value moved on meanwhile,
 * or the last admin would go) rolls everything back and the proposal stays pending.
 */
export async function approveAdminProposal(ctx: UseCaseContext, input: { id: string }): Promise<AdminProposalActionResponse> {
  const { tx } = ctx;
  const p = adminProposals;
  const [kind] = await tx.select({ kind: p.kind }).from(p).where(eq(p.id, input.id));
  if (!kind) throw notFound();
  // Role changes take the admin-roles lock before any row lock, as bans do (modules/accounts/admin-role.ts).
  if (kind.kind === 'role_change') await lockAdminRoles(tx);
  const [claimed] = await tx
    .update(p)
    .set({ status: 'approved', decidedBy: ctx.actor.id, decidedAt: sql`now()` })
    .where(and(eq(p.id, input.id), eq(p.status, 'pending'), sql`${p.proposedBy} is distinct from ${ctx.actor.id}`))
    .returning();
  if (!claimed) return explainRefusal(ctx, input.id, true);
  const payload = claimed.payload as Payload;
  if (claimed.kind === 'settings_change') {
    await applySettingsChange(ctx, payload.after as SettingsPatch, {
      proposalId: claimed.id,
      proposedBy: claimed.proposedBy,
      expected: payload.before as SettingsValues,
    });
  } else {
    await applyRoleChange(ctx, {
      userId: claimed.targetId,
      from: (payload.before as { role: Role }).role,
      to: (payload.after as { role: Role }).role,
      proposalId: claimed.id,
      proposedBy: claimed.proposedBy,
    });
  }
  await auditChange(ctx, {
    action: 'admin.proposal.approve',
    targetType: 'admin_proposal',
    targetId: claimed.id,
    before: { ...payload.before, status: 'pending' },
    after: { ...payload.after, status: 'approved', kind: claimed.kind, target: claimed.targetId, proposedBy: claimed.proposedBy },
  });
  return { message: translate(ctx.locale, 'adminProposals.approved'), proposal: (await toProposals(tx, [claimed]))[0]! };
}

/** Any admin (the proposer included, to withdraw it) rejects a pending proposal; nothing changes. */
export async function rejectAdminProposal(ctx: UseCaseContext, input: { id: string }): Promise<AdminProposalActionResponse> {
  const { tx } = ctx;
  const p = adminProposals;
  const [claimed] = await tx
    .update(p)
    .set({ status: 'rejected', decidedBy: ctx.actor.id, decidedAt: sql`now()` })
    .where(and(eq(p.id, input.id), eq(p.status, 'pending')))
    .returning();
  if (!claimed) return explainRefusal(ctx, input.id, false);
  const payload = claimed.payload as Payload;
  await auditChange(ctx, {
    action: 'admin.proposal.reject',
    targetType: 'admin_proposal',
    targetId: claimed.id,
    before: { ...payload.before, status: 'pending' },
    after: { ...payload.after, status: 'rejected', kind: claimed.kind, target: claimed.targetId, proposedBy: claimed.proposedBy },
  });
  return { message: translate(ctx.locale, 'adminProposals.rejected'), proposal: (await toProposals(tx, [claimed]))[0]! };
}

/** A proposal as the audit of a refused decision shows it (read outside the rolled-back transaction). */
export async function readProposalState(db: DbOrTx, id: string): Promise<{ status: string; kind: string; target: string; payload: unknown } | null> {
  const [row] = await db.select().from(adminProposals).where(eq(adminProposals.id, id));
  return row ? { status: row.status, kind: row.kind, target: row.targetId, payload: row.payload } : null;
}

/** Rows with their target account, proposer and decider, shaped for the API. */
async function toProposals(db: DbOrTx, rows: ProposalRow[]): Promise<AdminProposal[]> {
  const people = await readPeople(
    db,
    rows.flatMap((r) => [r.kind === 'role_change' ? r.targetId : null, r.proposedBy, r.decidedBy]),
  );
  return rows.map((r) => {
    const payload = r.payload as Payload;
    const person = r.kind === 'role_change' ? people.get(r.targetId) : undefined;
    return {
      id: r.id,
      kind: r.kind as AdminProposal['kind'],
      status: r.status as AdminProposal['status'],
      target: { id: r.targetId, name: person ? person.name || null : null, email: person?.email ?? null },
      before: payload.before,
      after: payload.after,
      proposedBy: people.admin(r.proposedBy),
      decidedBy: people.admin(r.decidedBy),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** GET /api/admin/proposals: pending by default, newest first, optionally one kind. */
export async function listAdminProposals(
  db: Db,
  query: { status: string; kind?: AdminProposal['kind']; page: number; pageSize: number },
): Promise<AdminProposalList> {
  const p = adminProposals;
  const where = and(query.status === 'all' ? undefined : eq(p.status, query.status), query.kind ? eq(p.kind, query.kind) : undefined);
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select()
        .from(p)
        .where(where)
        .orderBy(desc(p.createdAt), desc(p.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () => db.select({ n: count() }).from(p).where(where),
  ]);
  return { items: await toProposals(db, rows), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
