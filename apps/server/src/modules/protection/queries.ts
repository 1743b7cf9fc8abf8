import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import {
  protectionLimitKinds,
  type ActivityTotals,
  type AdminProtectionReport,
  type AdminProtectionReportQuery,
  type ProtectionBlock,
  type ProtectionLimit,
  type ProtectionState,
  type ProtectionStatus,
} from '@arena/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { readAll } from '../../db/read-all.js';
import { playerProtection, protectionSpending, users, walletEntries, walletTransactions } from '../../db/schema/index.js';
import { blockAt, currentWindows, limitAt, PROTECTION_TIME_ZONE, windowOf, type ProtectionRow, type Windows } from './rules.js';

/** The protection module's reads: a player's settings with what they used, the activity summary, the admin report. */

export async function readProtectionRow(db: DbOrTx, userId: string): Promise<ProtectionRow | undefined> {
  const [row] = await db.select().from(playerProtection).where(eq(playerProtection.userId, userId));
  return row;
}

export interface Usage {
  depositDay: number;
  depositWeek: number;
  depositMonth: number;
  spendWeek: number;
}

/**
 * What the player used in each current window: deposit requests not rejected or cancelled (a pending request counts:
 * the money is on its way), and entry fees and bids committed (protection_spending).
 */
export async function usageIn(db: DbOrTx, userId: string, windows: Windows): Promise<Usage> {
  const deposits = (from: Date) =>
    sql<string>`coalesce(sum(${walletTransactions.amountCents}) filter (where ${walletTransactions.createdAt} >= ${from.toISOString()}), 0)::text`;
  const [[dep], [spend]] = await readAll(db, [
    () =>
      db
        .select({ day: deposits(windows.start.day), week: deposits(windows.start.week), month: deposits(windows.start.month) })
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.userId, userId),
            eq(walletTransactions.type, 'deposit'),
            sql`${walletTransactions.status} in ('pending', 'completed')`,
            gte(walletTransactions.createdAt, windows.start.month < windows.start.week ? windows.start.month : windows.start.week),
          ),
        ),
    () =>
      db
        .select({ week: sql<string>`coalesce(sum(${protectionSpending.amountCents}), 0)::text` })
        .from(protectionSpending)
        .where(and(eq(protectionSpending.userId, userId), gte(protectionSpending.createdAt, windows.start.week))),
  ]);
  return { depositDay: Number(dep?.day ?? 0), depositWeek: Number(dep?.week ?? 0), depositMonth: Number(dep?.month ?? 0), spendWeek: Number(spend?.week ?? 0) };
}

function toBlock(row: ProtectionRow | undefined, now: Date): ProtectionBlock | null {
  const block = blockAt(row, now);
  if (block.state === 'none') return null;
  return { kind: block.kind, period: block.period, startedAt: block.startedAt.toISOString(), endsAt: block.until?.toISOString() ?? null };
}

function toLimits(row: ProtectionRow | undefined, usage: Usage, windows: Windows): ProtectionLimit[] {
  return protectionLimitKinds.map((kind) => {
    const limit = limitAt(row, kind, windows.now);
    return {
      kind,
      amountCents: limit.amountCents,
      usedCents: usage[kind],
      resetsAt: windows.end[windowOf[kind]].toISOString(),
      pending: limit.pending ? { amountCents: limit.pending.amountCents, effectiveAt: limit.pending.effectiveAt.toISOString() } : null,
    };
  });
}

/** Deposits, withdrawals, fees (after refunds), prizes and the net result of playing since `from`, from the ledger. */
async function activitySince(db: DbOrTx, userId: string, interval: string): Promise<ActivityTotals> {
  const sumOf = (kinds: string[]): SQL<string> =>
    sql<string>`coalesce(sum(${walletEntries.amountCents}) filter (where ${walletEntries.kind} in ${kinds}), 0)::text`;
  const [row] = await db
    .select({
      deposits: sumOf(['deposit']),
      withdrawals: sumOf(['withdrawal']),
      fees: sumOf(['entry_fee', 'refund']),
      prizes: sumOf(['prize']),
      net: sumOf(['entry_fee', 'refund', 'prize', 'bid_capture']),
    })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), sql`${walletEntries.createdAt} >= now() - ${interval}::interval`));
  return {
    depositsCents: Number(row?.deposits ?? 0),
    withdrawalsCents: -Number(row?.withdrawals ?? 0),
    feesCents: -Number(row?.fees ?? 0),
    prizesCents: Number(row?.prizes ?? 0),
    netCents: Number(row?.net ?? 0),
  };
}

/** The player's Responsible play page: limits with what is used and when each resets, the break, the activity. */
export async function getProtectionState(db: DbOrTx, userId: string): Promise<ProtectionState> {
  const windows = await currentWindows(db);
  const [row, usage, last30Days, last12Months] = await readAll(db, [
    () => readProtectionRow(db, userId),
    () => usageIn(db, userId, windows),
    () => activitySince(db, userId, '30 days'),
    () => activitySince(db, userId, '12 months'),
  ]);
  return {
    timeZone: PROTECTION_TIME_ZONE,
    limits: toLimits(row, usage, windows),
    block: toBlock(row, windows.now),
    activity: { last30Days, last12Months },
  };
}

/** The strongest protection in force, as the users list and the report show it. */
export function statusOf(row: ProtectionRow | undefined, now: Date): ProtectionStatus {
  const block = blockAt(row, now);
  if (block.state !== 'none') return block.kind;
  if (
    protectionLimitKinds.some((kind) => {
      const l = limitAt(row, kind, now);
      return l.amountCents !== null || l.pending !== null;
    })
  )
    return 'limits';
  return 'none';
}

/**
 * The same status in SQL, for a list of users (`userId` the list's user id column): an exclusion stays until lifted,
 * a time-out until its end, limits while any is set or waiting.
 */
export function protectionStatusSql(userId: SQL | AnyPgColumn): SQL<ProtectionStatus> {
  // A limit is set when the amount in force (the next one once its time has come) or a waiting change exists.
  const limitSet = (name: string) =>
    `(case when p.${name}_next_at <= now() then p.${name}_next_cents else p.${name}_cents end is not null or p.${name}_next_at > now())`;
  const anyLimit = sql.raw(['deposit_day', 'deposit_week', 'deposit_month', 'spend_week'].map(limitSet).join(' or '));
  return sql<ProtectionStatus>`coalesce((select case
      when p.block_kind = 'exclusion' then 'exclusion'
      when p.block_kind = 'timeout' and p.block_until > now() then 'timeout'
      when ${anyLimit} then 'limits'
      else 'none' end
    from player_protection p where p.user_id = ${userId}), 'none')`;
}

/** Players with an active limit, time-out or self-exclusion, newest change first. CSV export will page through the same query. */
export async function listProtectedPlayers(db: DbOrTx, query: AdminProtectionReportQuery): Promise<AdminProtectionReport> {
  const status = protectionStatusSql(playerProtection.userId);
  const where = query.status === 'all' ? sql`${status} <> 'none'` : sql`${status} = ${query.status}`;
  const windows = await currentWindows(db);
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select({ protection: playerProtection, fullName: users.name, email: users.email })
        .from(playerProtection)
        .innerJoin(users, eq(users.id, playerProtection.userId))
        .where(where)
        .orderBy(sql`${playerProtection.updatedAt} desc`, playerProtection.userId)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () => db.select({ n: count() }).from(playerProtection).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      userId: r.protection.userId,
      fullName: r.fullName || null,
      email: r.email,
      status: statusOf(r.protection, windows.now),
      limits: protectionLimitKinds.map((kind) => {
        const l = limitAt(r.protection, kind, windows.now);
        return {
          kind,
          amountCents: l.amountCents,
          pending: l.pending ? { amountCents: l.pending.amountCents, effectiveAt: l.pending.effectiveAt.toISOString() } : null,
        };
      }),
      block: toBlock(r.protection, windows.now),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
