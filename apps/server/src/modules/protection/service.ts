import { eq, getTableColumns, sql } from 'drizzle-orm';
import {
  blockPeriodKind,
  protectionLimitKinds,
  type AdminProtection,
  type ProtectionActionResponse,
  type ProtectionBlockPeriod,
  type ProtectionLimitKind,
} from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { playerProtection, protectionSpending } from '../../db/schema/index.js';
import { auditChange } from '../../lib/audit.js';
import { adminAsPlayerRefusal, type AdminAsPlayerMessage } from '../../lib/conflict-of-interest.js';
import { preparedStatement } from '../../db/prepared.js';
import { formatDateTimeIn } from '../../lib/dates.js';
import { AppError, notFound } from '../../lib/errors.js';
import { translate } from '../../lib/i18n.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { getProtectionState, readProtectionRow, statusOf, usageIn } from './queries.js';
import {
  blockAt,
  currentWindows,
  limitAt,
  limitColumns,
  LIMIT_RAISE_DELAY_HOURS,
  periodInterval,
  PROTECTION_TIME_ZONE,
  protectionMoment,
  windowOf,
  windowsOf,
  type ProtectionRow,
  type Windows,
  type WindowsRow,
} from './rules.js';

/**
 * Player protection's use cases and the guards the money paths call (docs/decisions/043). Every guard and every change
 * first locks the player's protection row (`lockProtection`), inside the caller's transaction: the limit is judged and
 * the money moved under that one lock, so concurrent deposits, fees or bids of a player are counted one after the other.
 * Lock order: the money path's own parent row (a competition) first, then this row, then wallets; a bid locks this row
 * before its marketplace player's (decision 049), which is safe because no path holds a player's row and then waits for
 * this one. The player's users row (share lock, the admin refusal) always comes before this row, in the same database
 * call when the caller passes `refuseAdmin` (decision 053).
 */

/** One row of the locking statement: the admin flag, the protection row's columns and version, the windows' columns. */
type LockRow = { is_admin: boolean; version: string | null } & Record<string, unknown> & WindowsRow;

/**
 * The lock and the windows in one round trip (docs/decisions/053): `protection_lock` (migration 0022) reads the role
 * under a share lock first when asked, then locks the protection row, creating it on a first money action; the windows
 * come from `protection_windows`, whose now() is the transaction's, so they are the same whichever the statement reads
 * first.
 */
const lockStatement = preparedStatement<{ userId: string; refuseAdmin: boolean; zone: string }, LockRow>(
  'protection_lock',
  sql`select l.is_admin, l.version, (l.protection).*, w.*
      from protection_lock(${sql.placeholder('userId')}::uuid, ${sql.placeholder('refuseAdmin')}::boolean) l,
        protection_windows(${sql.placeholder('zone')}::text) w`,
);

const protectionColumns = Object.entries(getTableColumns(playerProtection));

/** The protection row's columns of a locking row, mapped as Drizzle maps a select of the table. */
function protectionRowOf(raw: LockRow): ProtectionRow {
  const row = Object.fromEntries(
    protectionColumns.map(([key, column]) => [key, raw[column.name] == null ? null : column.mapFromDriverValue(raw[column.name])]),
  );
  return row as ProtectionRow;
}

/** The player's protection row under its lock, with the windows of this transaction (`lockPlayerProtection`). */
export interface LockedProtection {
  row: ProtectionRow;
  windows: Windows;
  /** The row's version (its xmin: the transaction that last wrote it); another write changes it. */
  version: string;
}

/**
 * Creates the player's row if it does not exist, locks it (`FOR UPDATE`) and applies any raise or removal whose
 * 24 hours have passed, so what follows reads the limits in force. With `refuseAdmin`, first refuses an admin account
 * acting as a player with that text, reading the role under a share lock on the users row before the protection row
 * is locked (the refusal of lib/conflict-of-interest.ts, in the same round trip).
 */
async function lockProtection(tx: DbOrTx, userId: string, refuseAdmin?: AdminAsPlayerMessage): Promise<LockedProtection> {
  const [found] = await lockStatement.run(tx, { userId, refuseAdmin: refuseAdmin !== undefined, zone: PROTECTION_TIME_ZONE });
  if (refuseAdmin && found?.is_admin) throw adminAsPlayerRefusal(refuseAdmin);
  if (!found || found.user_id == null) throw notFound();
  const locked = protectionRowOf(found);
  const windows = windowsOf(found);
  const version = found.version!;
  const due: Partial<ProtectionRow> = {};
  for (const kind of protectionLimitKinds) {
    const c = limitColumns[kind];
    const at = locked[c.at];
    if (at && at.getTime() <= windows.now.getTime()) Object.assign(due, { [c.cents]: locked[c.next], [c.next]: null, [c.at]: null });
  }
  if (Object.keys(due).length === 0) return { row: locked, windows, version };
  const [updated] = await tx
    .update(playerProtection)
    .set(due)
    .where(eq(playerProtection.userId, userId))
    .returning({ ...getTableColumns(playerProtection), version: sql<string>`xmin::text` });
  const { version: written, ...row } = updated!;
  return { row, windows, version: written };
}

/**
 * Locks the acting player's protection row for the rest of the transaction, for a path that judges something of its
 * own between the lock and the guard (a deposit checks its amount's range, then `guardDeposit`). `refuseAdmin`: the
 * admin refusal of decision 032 in the same call, before the lock.
 */
export async function lockPlayerProtection(ctx: UseCaseContext, options: { refuseAdmin?: AdminAsPlayerMessage } = {}): Promise<LockedProtection> {
  return lockProtection(ctx.tx, ctx.actor.id, options.refuseAdmin);
}

/** Refuses money in while a time-out or a self-exclusion is in force, with the text that says until when. */
function refuseWhileBlocked(row: ProtectionRow, now: Date): void {
  const block = blockAt(row, now);
  if (block.state === 'none') return;
  if (block.state === 'ended') throw new AppError('FORBIDDEN', 'protection.blocked.exclusionEnded', { params: { date: protectionMoment(block.until) } });
  if (!block.until) throw new AppError('FORBIDDEN', 'protection.blocked.permanent');
  throw new AppError('FORBIDDEN', block.kind === 'timeout' ? 'protection.blocked.timeout' : 'protection.blocked.exclusion', {
    params: { date: protectionMoment(block.until) },
  });
}

/**
 * The deposit guard (modules/wallet, in the deposit request's transaction): refused while blocked, and refused when
 * the amount is over what is left of the day's, week's or month's limit (the text names the tightest one, what is left
 * and when it resets). Pending and completed requests count. `locked`: the row as `lockPlayerProtection` locked it.
 */
export async function guardDeposit(ctx: UseCaseContext, amountCents: number, { row, windows }: LockedProtection): Promise<void> {
  const userId = ctx.actor.id;
  refuseWhileBlocked(row, windows.now);
  const usage = await usageIn(ctx.tx, userId, windows);
  let tightest: { kind: 'depositDay' | 'depositWeek' | 'depositMonth'; left: number } | null = null;
  for (const kind of ['depositDay', 'depositWeek', 'depositMonth'] as const) {
    const { amountCents: limit } = limitAt(row, kind, windows.now);
    if (limit === null) continue;
    const left = Math.max(0, limit - usage[kind]);
    if (amountCents > left && (!tightest || left < tightest.left)) tightest = { kind, left };
  }
  if (tightest) {
    const params = { left: { cents: tightest.left }, date: protectionMoment(windows.end[windowOf[tightest.kind]]) };
    const id = `protection.depositOverLimit.${tightest.kind}` as const;
    throw new AppError('FORBIDDEN', id, { params, fields: { amountCents: id } });
  }
}

/** What is left of the player's weekly spending limit, and when the week resets. */
export interface SpendingRoom {
  /** Cents the player may still commit this week; null when no spending limit is in force. */
  leftCents: number | null;
  resetsAt: Date;
}

/** A bidder judged (`judgeBidder`): the weekly spending limit in force, its week, and the protection row's version. */
export interface BidderJudgement {
  /** The limit in cents; null when none is in force. */
  limitCents: number | null;
  weekStart: Date;
  resetsAt: Date;
  version: string;
}

/**
 * What is left of the week for the spending guard: locks the player's protection row for the rest of the transaction,
 * refuses while blocked (even a free enrollment), and reads the week's usage, so the row lock covers the judgement and
 * the record `guardSpending` writes after it.
 */
async function spendingRoom(ctx: UseCaseContext): Promise<SpendingRoom> {
  const { limitCents, windows } = await judgeSpender(ctx.tx, ctx.actor.id, {});
  if (limitCents === null) return { leftCents: null, resetsAt: windows.end.week };
  const usage = await usageIn(ctx.tx, ctx.actor.id, windows);
  return { leftCents: Math.max(0, limitCents - usage.spendWeek), resetsAt: windows.end.week };
}

/**
 * A bidder judged without the week's usage: the admin refusal (`refuseAdmin`), the break refused, and the weekly
 * spending limit in force with its week and the row's version. A bid judges on the database, not in a transaction of
 * its own: its one statement (docs/decisions/055) locks the row again, refuses when its version changed and reads the
 * usage itself, so this lock needs to last no longer than its statement.
 */
export async function judgeBidder(db: DbOrTx, userId: string, options: { refuseAdmin?: AdminAsPlayerMessage } = {}): Promise<BidderJudgement> {
  const { limitCents, windows, version } = await judgeSpender(db, userId, options);
  return { limitCents, weekStart: windows.start.week, resetsAt: windows.end.week, version };
}

/** The protection row locked, a break refused, and the weekly spending limit in force. */
async function judgeSpender(db: DbOrTx, userId: string, options: { refuseAdmin?: AdminAsPlayerMessage }) {
  const { row, windows, version } = await lockProtection(db, userId, options.refuseAdmin);
  refuseWhileBlocked(row, windows.now);
  return { limitCents: limitAt(row, 'spendWeek', windows.now).amountCents, windows, version };
}

/** The refusal of an amount over what is left of the week's spending limit. */
export function spendOverLimit(room: SpendingRoom & { leftCents: number }): AppError {
  return new AppError('FORBIDDEN', 'protection.spendOverLimit', { params: { left: { cents: room.leftCents }, date: protectionMoment(room.resetsAt) } });
}

/**
 * The spending guard (entry fees in modules/enrollments): refused while blocked (even a free enrollment), refused over
 * the weekly spending limit, else the amount is recorded against the week. `amountCents` is the new money committed.
 * Bids use `judgeBidder`, and their statement judges the amount under the marketplace player's lock (decision 055).
 */
export async function guardSpending(ctx: UseCaseContext, input: { kind: 'entry_fee' | 'bid'; amountCents: number; referenceId: string }): Promise<void> {
  const room = await spendingRoom(ctx);
  if (input.amountCents <= 0) return;
  if (room.leftCents !== null && input.amountCents > room.leftCents) throw spendOverLimit({ ...room, leftCents: room.leftCents });
  await ctx.tx.insert(protectionSpending).values({ userId: ctx.actor.id, kind: input.kind, amountCents: input.amountCents, referenceId: input.referenceId });
}

async function stateResponse(ctx: UseCaseContext, message: string): Promise<ProtectionActionResponse> {
  return { message, state: await getProtectionState(ctx.tx, ctx.actor.id) };
}

/**
 * Sets or removes one of the player's limits. Lower (or a first limit): in force at once, and a waiting raise is
 * dropped. Higher or removed: waits 24 hours (a new raise replaces a waiting one). The same amount: nothing changes
 * but a waiting change is dropped.
 */
export async function setLimit(ctx: UseCaseContext, input: { kind: ProtectionLimitKind; amountCents: number | null }): Promise<ProtectionActionResponse> {
  const { row } = await lockProtection(ctx.tx, ctx.actor.id, 'account.adminNoWalletActions');
  const c = limitColumns[input.kind];
  const current = row[c.cents];
  const next = input.amountCents;
  const where = eq(playerProtection.userId, ctx.actor.id);
  if (next === current) {
    await ctx.tx
      .update(playerProtection)
      .set({ [c.next]: null, [c.at]: null, updatedAt: sql`now()` })
      .where(where);
    return stateResponse(ctx, translate(ctx.locale, 'protection.limitUnchanged'));
  }
  if (next !== null && (current === null || next < current)) {
    await ctx.tx
      .update(playerProtection)
      .set({ [c.cents]: next, [c.next]: null, [c.at]: null, updatedAt: sql`now()` })
      .where(where);
    return stateResponse(ctx, translate(ctx.locale, 'protection.limitLowered'));
  }
  const [updated] = await ctx.tx
    .update(playerProtection)
    .set({ [c.next]: next, [c.at]: sql`now() + make_interval(hours => ${LIMIT_RAISE_DELAY_HOURS})`, updatedAt: sql`now()` })
    .where(where)
    .returning();
  const date = formatDateTimeIn(ctx.locale, updated![c.at] as Date, PROTECTION_TIME_ZONE);
  return stateResponse(
    ctx,
    next === null ? translate(ctx.locale, 'protection.limitRemoved', { date }) : translate(ctx.locale, 'protection.limitRaised', { date }),
  );
}

/**
 * Starts a time-out or a self-exclusion from now (database time). It cannot be ended early: a new break is accepted only
 * when it lasts longer than the one in force (a self-exclusion past its term is in force until lifted, so only a new
 * self-exclusion replaces it). The player's leading bids stand (decision 043).
 */
export async function startBlock(ctx: UseCaseContext, input: { period: ProtectionBlockPeriod }): Promise<ProtectionActionResponse> {
  const { row, windows } = await lockProtection(ctx.tx, ctx.actor.id, 'account.adminNoWalletActions');
  const interval = periodInterval[input.period];
  const kind = blockPeriodKind(input.period);
  const [{ until } = { until: null }] = await ctx.tx
    .select({ until: interval ? sql<Date | string>`now() + ${interval}::interval` : sql<null>`null` })
    .from(sql`(select 1) as one`);
  const newUntil = until === null ? null : new Date(until);
  const current = blockAt(row, windows.now);
  const longer =
    current.state === 'none' ||
    (current.state === 'ended' ? kind === 'exclusion' : current.until !== null && (newUntil === null || newUntil.getTime() > current.until.getTime()));
  if (!longer) throw new AppError('CONFLICT', 'protection.blockNotLonger');
  await ctx.tx
    .update(playerProtection)
    .set({ blockKind: kind, blockPeriod: input.period, blockStartedAt: sql`now()`, blockUntil: newUntil, updatedAt: sql`now()` })
    .where(eq(playerProtection.userId, ctx.actor.id));
  const message = !newUntil
    ? translate(ctx.locale, 'protection.blockStarted.permanent')
    : translate(ctx.locale, kind === 'timeout' ? 'protection.blockStarted.timeout' : 'protection.blockStarted.exclusion', {
        date: formatDateTimeIn(ctx.locale, newUntil, PROTECTION_TIME_ZONE),
      });
  return stateResponse(ctx, message);
}

/** The admin's read-only view of one player's protection. */
export async function getAdminProtection(db: DbOrTx, userId: string): Promise<AdminProtection> {
  const [state, row, windows] = [await getProtectionState(db, userId), await readProtectionRow(db, userId), await currentWindows(db)];
  return { userId, status: statusOf(row, windows.now), state, liftable: blockAt(row, windows.now).state === 'ended' };
}

/**
 * The support path (docs/decisions/043): an admin lifts a self-exclusion whose term has passed, when the player asks to
 * play again. Time-outs end by themselves; a self-exclusion still in its term, or a permanent one, cannot be lifted.
 * Audited with the row before and after.
 */
export async function liftExclusion(ctx: UseCaseContext, input: { userId: string }): Promise<{ message: string; protection: AdminProtection }> {
  const before = await readProtectionRow(ctx.tx, input.userId);
  if (!before) throw new AppError('CONFLICT', 'adminProtection.notLiftable');
  const { row, windows } = await lockProtection(ctx.tx, input.userId);
  if (blockAt(row, windows.now).state !== 'ended') throw new AppError('CONFLICT', 'adminProtection.notLiftable');
  const [after] = await ctx.tx
    .update(playerProtection)
    .set({ blockKind: null, blockPeriod: null, blockStartedAt: null, blockUntil: null, updatedAt: sql`now()` })
    .where(eq(playerProtection.userId, input.userId))
    .returning();
  const view = (r: ProtectionRow) => ({ blockKind: r.blockKind, blockPeriod: r.blockPeriod, blockStartedAt: r.blockStartedAt, blockUntil: r.blockUntil });
  await auditChange(ctx, { action: 'protection.exclusion.lift', targetType: 'user', targetId: input.userId, before: view(row), after: view(after!) });
  return { message: translate(ctx.locale, 'adminProtection.lifted'), protection: await getAdminProtection(ctx.tx, input.userId) };
}
