import { sql } from 'drizzle-orm';
import { systemAccounts, type MoneyOverview, type SystemAccount } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { readAll } from '../../db/read-all.js';
import { systemAccountEntries } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const zeroPerAccount = (): Record<SystemAccount, number> => Object.fromEntries(systemAccounts.map((a) => [a, 0])) as Record<SystemAccount, number>;

/**
 * The back office's money overview (GET /api/admin/money-overview): each system account's balance (the sum of its
 * entries: there is no cached balance, docs/decisions/029) and its net movement on each of the last `days` UTC days
 * (today included), read from `system_account_entries` with its (account, created_at) index; revenue is the fees
 * kept minus the prizes paid, and what admins created is the opposite of the adjustments account.
 */
export async function getMoneyOverview(db: Db, days: number, now: Date): Promise<MoneyOverview> {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(todayStart - (days - 1) * DAY_MS);
  const dayExpr = sql<string>`to_char(${systemAccountEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [balances, perDay] = await readAll(db, [
    () =>
      db
        .select({ account: systemAccountEntries.account, sum: sql<string>`sum(${systemAccountEntries.amountCents})::text` })
        .from(systemAccountEntries)
        .groupBy(systemAccountEntries.account),
    () =>
      db
        .select({ account: systemAccountEntries.account, day: dayExpr, sum: sql<string>`sum(${systemAccountEntries.amountCents})::text` })
        .from(systemAccountEntries)
        .where(sql`${systemAccountEntries.createdAt} >= ${start.toISOString()}`)
        .groupBy(systemAccountEntries.account, dayExpr),
  ]);
  const balance = zeroPerAccount();
  for (const row of balances) balance[row.account as SystemAccount] = Number(row.sum);
  const movement = new Map<string, Record<SystemAccount, number>>();
  for (let i = 0; i < days; i += 1) movement.set(new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10), zeroPerAccount());
  for (const row of perDay) {
    const day = movement.get(row.day);
    if (day) day[row.account as SystemAccount] = Number(row.sum);
  }
  const feesEarnedCents = balance.entry_fees;
  const prizesPaidCents = -balance.prizes;
  return {
    accounts: systemAccounts.map((account) => ({ account, balanceCents: balance[account] })),
    days: [...movement].map(([date, movementCents]) => ({ date, movementCents })),
    feesEarnedCents,
    prizesPaidCents,
    revenueCents: feesEarnedCents - prizesPaidCents,
    adjustmentsCreatedCents: -balance.adjustments,
  };
}
