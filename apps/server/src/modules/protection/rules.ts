import { sql } from 'drizzle-orm';
import type { ProtectionBlockKind, ProtectionBlockPeriod, ProtectionLimitKind } from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { playerProtection } from '../../db/schema/index.js';
import { rowsOf } from '../../lib/rows-of.js';

/**
 * The rules of player protection that need no transaction of their own: limit windows, what is in force at an
 * instant, what a block means. Windows are calendar windows in the player's time zone (docs/decisions/043): one
 * zone for every player until Arena serves players elsewhere, so no column stores it.
 */

export const PROTECTION_TIME_ZONE = 'America/Port-au-Prince';
/** A raise or a removal of a limit waits this long; a lowering applies at once. */
export const LIMIT_RAISE_DELAY_HOURS = 24;

export type ProtectionRow = typeof playerProtection.$inferSelect;

/** The columns of each limit: in force, the next amount and when it takes effect. */
export const limitColumns = {
  depositDay: { cents: 'depositDayCents', next: 'depositDayNextCents', at: 'depositDayNextAt' },
  depositWeek: { cents: 'depositWeekCents', next: 'depositWeekNextCents', at: 'depositWeekNextAt' },
  depositMonth: { cents: 'depositMonthCents', next: 'depositMonthNextCents', at: 'depositMonthNextAt' },
  spendWeek: { cents: 'spendWeekCents', next: 'spendWeekNextCents', at: 'spendWeekNextAt' },
} as const satisfies Record<ProtectionLimitKind, { cents: keyof ProtectionRow; next: keyof ProtectionRow; at: keyof ProtectionRow }>;

/** The window each limit counts in. */
export const windowOf = { depositDay: 'day', depositWeek: 'week', depositMonth: 'month', spendWeek: 'week' } as const satisfies Record<
  ProtectionLimitKind,
  Window
>;
export type Window = 'day' | 'week' | 'month';

export interface Windows {
  now: Date;
  start: Record<Window, Date>;
  end: Record<Window, Date>;
}

/**
 * The database's now() (the transaction's time) and the current day, week (from Monday) and month in the player's
 * zone, start and end: the SQL function `protection_windows` (migration 0022), which `lockProtection` reads in the same
 * statement as its lock.
 */
export async function currentWindows(tx: DbOrTx): Promise<Windows> {
  const [row] = rowsOf<WindowsRow>(await tx.execute(sql`select * from protection_windows(${PROTECTION_TIME_ZONE})`));
  return windowsOf(row!);
}

/** The columns of `protection_windows` as either driver returns them (a Date or its text). */
export interface WindowsRow {
  now: Date | string;
  day_start: Date | string;
  day_end: Date | string;
  week_start: Date | string;
  week_end: Date | string;
  month_start: Date | string;
  month_end: Date | string;
}

export function windowsOf(row: WindowsRow): Windows {
  const d = (key: keyof WindowsRow) => new Date(row[key]);
  return {
    now: d('now'),
    start: { day: d('day_start'), week: d('week_start'), month: d('month_start') },
    end: { day: d('day_end'), week: d('week_end'), month: d('month_end') },
  };
}

export interface LimitInForce {
  amountCents: number | null;
  pending: { amountCents: number | null; effectiveAt: Date } | null;
}

/** A limit as it stands at `now`: a change whose 24 hours have passed is in force. */
export function limitAt(row: ProtectionRow | undefined, kind: ProtectionLimitKind, now: Date): LimitInForce {
  if (!row) return { amountCents: null, pending: null };
  const c = limitColumns[kind];
  const cents = row[c.cents];
  const next = row[c.next];
  const at = row[c.at];
  if (at && at.getTime() <= now.getTime()) return { amountCents: next, pending: null };
  return { amountCents: cents, pending: at ? { amountCents: next, effectiveAt: at } : null };
}

export type BlockState =
  | { state: 'none' }
  | { state: 'active'; kind: ProtectionBlockKind; period: ProtectionBlockPeriod; startedAt: Date; until: Date | null }
  /** A self-exclusion past its term: still in force until support lifts it. */
  | { state: 'ended'; kind: 'exclusion'; period: ProtectionBlockPeriod; startedAt: Date; until: Date };

/** Whether a block stops money in at `now`: a time-out ends by itself, a self-exclusion only when lifted. */
export function blockAt(row: ProtectionRow | undefined, now: Date): BlockState {
  if (!row?.blockKind || !row.blockStartedAt || !row.blockPeriod) return { state: 'none' };
  const kind = row.blockKind as ProtectionBlockKind;
  const period = row.blockPeriod as ProtectionBlockPeriod;
  const until = row.blockUntil;
  if (until && until.getTime() <= now.getTime()) {
    return kind === 'exclusion' ? { state: 'ended', kind, period, startedAt: row.blockStartedAt, until } : { state: 'none' };
  }
  return { state: 'active', kind, period, startedAt: row.blockStartedAt, until };
}

/** The SQL interval of each period (null: permanent). */
export const periodInterval: Record<ProtectionBlockPeriod, string | null> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
  '1y': '1 year',
  permanent: null,
};

/** A moment in a refusal or answer: shown in the reader's language, in the player's zone (e.g. "Nov 27, 2026, 12:00 AM"). */
export function protectionMoment(date: Date): { at: string; timeZone: string } {
  return { at: date.toISOString(), timeZone: PROTECTION_TIME_ZONE };
}
