import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { closeEventStreams } from '../../lib/realtime-events.js';
import {
  type AccountStatus,
  type AdminUpdateUserBody,
  type AdminUser,
  type AdminUserList,
  type AdminUserRequest,
  type Locale,
  type ProtectionStatus,
} from '@arena/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  leagues,
  mobRequests,
  requests,
  sessions,
  tournaments,
  users,
  userVerifications,
  walletEntries,
  walletTransactions,
  wallets,
} from '../../db/schema/index.js';
import { auditChange } from '../../lib/audit.js';
import { databaseNow } from '../../lib/database-now.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { VERIFICATION_BUCKET, type PrivateStore } from '../../lib/private-store.js';
import { sendNotification } from '../notifications/index.js';
import { assertEmailFree, withEmailUniqueness } from './profile-service.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, RESTRICT_VIOLATION } from '../../lib/pg-errors.js';
import { countedRowsCap, countListTotal, toListTotal } from '../../lib/list-total.js';
import { readAll } from '../../db/read-all.js';
import { protectionStatusSql } from '../protection/index.js';
import { requestKind, requestTextsIn } from '../requests/index.js';
import { lockAdminRoles, refuseLastAdmin } from './admin-role.js';

export const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  accountStatus: users.accountStatus,
  verificationDate: users.verificationDate,
  banned: users.banned,
  createdAt: users.createdAt,
  balanceCents: wallets.balanceCents,
  heldCents: wallets.heldCents,
  protectionStatus: protectionStatusSql(users.id),
};

type UserRow = {
  id: string;
  email: string;
  name: string;
  role: string;
  accountStatus: string;
  verificationDate: Date | null;
  banned: boolean;
  createdAt: Date;
  balanceCents: number | null;
  heldCents: number | null;
  protectionStatus: ProtectionStatus;
};

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.name || null,
    role: row.role === 'admin' ? 'admin' : 'user',
    accountStatus: row.accountStatus as AccountStatus,
    verificationDate: row.verificationDate?.toISOString() ?? null,
    banned: row.banned,
    walletBalanceCents: Number(row.balanceCents ?? 0),
    walletHeldCents: Number(row.heldCents ?? 0),
    protectionStatus: row.protectionStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

async function readAdminUser(db: DbOrTx, userId: string): Promise<AdminUser> {
  const [row] = await db.select(userColumns).from(users).leftJoin(wallets, eq(wallets.userId, users.id)).where(eq(users.id, userId));
  if (!row) throw notFound();
  return toAdminUser(row);
}

/**
 * User Management table: newest first, searched by email or full name, one page at a time. Both paths read
 * only the page's ids in list order and then the page's rows with their wallets, so a deep page walks the index
 * entries it skips instead of fetching those rows and joining their wallets.
 */
export async function listUsers(db: Db, input: { search?: string; page: number; pageSize: number }): Promise<AdminUserList> {
  const offset = (input.page - 1) * input.pageSize;
  const paged = { page: input.page, pageSize: input.pageSize };
  if (!input.search) {
    const page = db
      .select({ id: users.id, createdAt: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(input.pageSize)
      .offset(offset)
      .as('page');
    const [rows, total] = await readAll(db, [
      () =>
        db
          .select(userColumns)
          .from(page)
          .innerJoin(users, eq(users.id, page.id))
          .leftJoin(wallets, eq(wallets.userId, users.id))
          .orderBy(desc(page.createdAt), desc(page.id)),
      () => countListTotal(db, (limit) => db.select({ id: users.id }).from(users).limit(limit), input),
    ]);
    return { items: rows.map(toAdminUser), ...total, ...paged };
  }
  // A search: one trigram lookup finds the matches, which are counted (up to the cap) and paged in the same
  // statement, so the lookup runs once rather than once for the page and once for the total.
  const pattern = containsPattern(input.search);
  const matches = db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(users.name, pattern)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(countedRowsCap(input) + 1)
    .as('matches');
  const page = db
    .select({ id: matches.id, createdAt: matches.createdAt, matched: sql<number>`count(*) over ()`.as('matched') })
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(input.pageSize)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({ ...userColumns, matched: page.matched })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .orderBy(desc(page.createdAt), desc(page.id));
  // A page past the last match has no row to carry the count: count them on their own.
  const total = rows[0]
    ? toListTotal(Number(rows[0].matched), input)
    : offset === 0
      ? toListTotal(0, input)
      : await countListTotal(db, (limit) => db.select({ id: matches.id }).from(matches).limit(limit), input);
  return { items: rows.map(toAdminUser), ...total, ...paged };
}

export interface AdminUpdateUserInput {
  userId: string;
  /** The role is not edited here: a role change is a proposal another admin approves (modules/admin-proposals). */
  patch: Omit<AdminUpdateUserBody, 'role'>;
}

/**
 * The Edit User form (admin spec §4). In one transaction: the change, the ban (users.banned and every
 * session of the user deleted, so the ban takes effect on the next request) or unban, the status
 * notification, and the audit row with before/after. verified sets verification_date to now; any
 * other status clears it. An admin cannot ban themselves, and the last admin who can sign in cannot be banned
 * ('admin.users.lastAdmin'; bans of admins wait on one lock, so two at once cannot leave none).
 */
export async function adminUpdateUser(ctx: UseCaseContext, input: AdminUpdateUserInput): Promise<AdminUser> {
  const { patch } = input;
  const { tx } = ctx;
  const actorId = ctx.actor.id;
  // Only a role change asked for: nothing to save here (the role is a proposal).
  if (Object.values(patch).every((value) => value === undefined)) return readAdminUser(tx, input.userId);
  return withEmailUniqueness(() =>
    (async () => {
      if (actorId === input.userId && patch.accountStatus === 'banned') throw new AppError('CONFLICT', 'admin.users.cannotBanSelf');
      if (patch.accountStatus === 'banned') await lockAdminRoles(tx);
      const [row] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
      if (!row) throw notFound();
      if (patch.accountStatus === 'banned' && row.role === 'admin' && !row.banned) await refuseLastAdmin(tx, row.id);
      const now = await databaseNow(tx);
      const before = {
        fullName: row.name,
        email: row.email,
        role: row.role,
        accountStatus: row.accountStatus,
        verificationDate: row.verificationDate?.toISOString() ?? null,
        banned: row.banned,
      };

      const email = patch.email ?? row.email;
      if (email !== row.email) await assertEmailFree(tx, email, row.id);
      const status = patch.accountStatus ?? row.accountStatus;
      const statusChanged = status !== row.accountStatus;
      let verificationDate = row.verificationDate;
      if (patch.accountStatus !== undefined)
        verificationDate = status === 'verified' ? (statusChanged || !row.verificationDate ? now : row.verificationDate) : null;
      // The ban flag follows the status when the status is set; a ban made elsewhere (better-auth's
      // admin API) is left alone by an edit that does not touch the banned status.
      const ban = patch.accountStatus === 'banned';
      const unban = patch.accountStatus !== undefined && status !== 'banned' && row.accountStatus === 'banned';
      const banned = ban ? true : unban ? false : row.banned;

      await tx
        .update(users)
        .set({
          name: patch.fullName ?? row.name,
          email,
          ...(email !== row.email ? { emailVerified: false } : {}),
          accountStatus: status,
          verificationDate,
          banned,
          ...(ban ? { banReason: 'Banned by an administrator' } : {}),
          ...(unban ? { banReason: null, banExpires: null } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, row.id));
      // Name, email, role or ban: the cached sessions of this user are no longer true.
      ctx.sessionsChanged(row.id);
      let sessionsRevoked = 0;
      if (ban) {
        sessionsRevoked = (await tx.delete(sessions).where(eq(sessions.userId, row.id)).returning({ id: sessions.id })).length;
        await closeEventStreams(tx, row.id);
      }

      if (statusChanged) {
        if (status === 'verified') {
          await sendNotification(tx, row.id, { type: 'success', titleKey: 'notify.accountVerified.title', messageKey: 'notify.accountVerified.message' });
        } else if (status === 'banned') {
          await sendNotification(tx, row.id, { type: 'error', titleKey: 'notify.accountBanned.title', messageKey: 'notify.accountBanned.message' });
        } else if (row.accountStatus === 'verified') {
          await sendNotification(tx, row.id, {
            type: 'warning',
            titleKey: 'notify.verificationRemoved.title',
            messageKey: 'notify.verificationRejected.message',
          });
        }
      }

      const after = {
        fullName: patch.fullName ?? row.name,
        email,
        role: row.role,
        accountStatus: status,
        verificationDate: verificationDate?.toISOString() ?? null,
        banned,
      };
      await auditChange(ctx, {
        action: 'user.update',
        targetType: 'user',
        targetId: row.id,
        before,
        after: sessionsRevoked > 0 ? { ...after, sessionsRevoked } : after,
      });
      return readAdminUser(tx, row.id);
    })(),
  );
}

/**
 * Deletes an account that holds nothing that must be kept: no money (balance, of which holds are a part), nothing
 * pending, no ledger, wallet-transaction, request or bid history. The checks run with the user row
 * locked (new money rows for the user wait on that lock), and the restrict foreign keys back them up:
 * a violation is reported as the same 409, never a 500. The verification photo goes after the commit.
 */
export async function deleteUser(ctx: UseCaseContext, store: PrivateStore, input: { userId: string }): Promise<void> {
  const { tx } = ctx;
  const actorId = ctx.actor.id;
  if (actorId === input.userId) throw new AppError('CONFLICT', 'admin.users.cannotDeleteSelf');
  let photoKey: string | null = null;
  try {
    await (async () => {
      const [row] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
      if (!row) throw notFound();
      // Deleting an admin would remove the admin role without a second admin's approval.
      if (row.role === 'admin') throw new AppError('CONFLICT', 'admin.users.deleteAdmin');
      const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, row.id));
      // Held money is part of the balance (held <= balance), so a non-zero balance covers holds too.
      const balance = Number(wallet?.balanceCents ?? 0);
      if (balance !== 0 || Number(wallet?.heldCents ?? 0) !== 0) {
        throw new AppError('CONFLICT', 'admin.users.deleteHasBalance', { params: { amount: { cents: balance } } });
      }

      const exists = (q: ReturnType<typeof sql>) =>
        tx.execute(sql`select exists(${q}) as "exists"`).then((r) => Boolean((r.rows[0] as { exists: boolean } | undefined)?.exists));
      const pending = await exists(sql`
        select 1 from ${walletTransactions} where ${walletTransactions.userId} = ${row.id} and ${walletTransactions.status} = 'pending'
        union all select 1 from ${requests} where ${requests.userId} = ${row.id} and ${requests.status} = 'pending'
        union all select 1 from ${mobRequests} where ${mobRequests.userId} = ${row.id} and ${mobRequests.status} = 'pending'`);
      if (pending) throw new AppError('CONFLICT', 'admin.users.deletePending');
      const history = await exists(sql`
        select 1 from ${walletEntries} where ${walletEntries.userId} = ${row.id}
        union all select 1 from ${walletTransactions} where ${walletTransactions.userId} = ${row.id}
        union all select 1 from ${requests} where ${requests.userId} = ${row.id}
        union all select 1 from ${mobRequests} where ${mobRequests.userId} = ${row.id}`);
      if (history) throw new AppError('CONFLICT', 'admin.users.deleteHasHistory');

      const [verification] = await tx.select({ photoKey: userVerifications.photoKey }).from(userVerifications).where(eq(userVerifications.userId, row.id));
      photoKey = verification?.photoKey ?? null;
      await tx.delete(users).where(eq(users.id, row.id));
      ctx.sessionsChanged(row.id);
      await auditChange(ctx, {
        action: 'user.delete',
        targetType: 'user',
        targetId: row.id,
        before: { fullName: row.name, email: row.email, role: row.role, accountStatus: row.accountStatus, createdAt: row.createdAt.toISOString() },
        after: null,
      });
    })();
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION) throw new AppError('CONFLICT', 'admin.users.deleteHasHistory');
    throw error;
  }
  const removed = photoKey;
  if (removed) ctx.afterCommit(() => store.remove(VERIFICATION_BUCKET, removed));
}

/** The user's requests (Requests modal), newest first, with the league's name and price. */
export async function listUserRequests(db: Db, userId: string, locale: Locale): Promise<AdminUserRequest[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const rows = await db
    .select({
      request: requests,
      leagueName: leagues.name,
      leaguePriceCents: leagues.priceCents,
      tournamentName: tournaments.name,
    })
    .from(requests)
    .leftJoin(leagues, eq(leagues.id, requests.leagueId))
    .leftJoin(tournaments, eq(tournaments.id, requests.tournamentId))
    .where(and(eq(requests.userId, userId)))
    .orderBy(desc(requests.createdAt), desc(requests.id));
  return rows.map(({ request: r, leagueName, leaguePriceCents, tournamentName }) => ({
    id: r.id,
    ...requestTextsIn(locale, requestKind(r), r, tournamentName ?? leagueName),
    status: r.status as AdminUserRequest['status'],
    leagueId: r.leagueId,
    leagueName,
    leaguePriceCents: leaguePriceCents === null ? null : Number(leaguePriceCents),
    competitionId: r.competitionId,
    tournamentId: r.tournamentId,
    tournamentName,
    entryFeeCents: Number(r.entryFeeCents),
    createdAt: r.createdAt.toISOString(),
  }));
}
