import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminProposals, mobRequests, prizePayouts, requests, users, walletAdjustmentProposals, walletTransactions } from '../../db/schema/index.js';
import { pgErrorCode } from '../../lib/pg-errors.js';
import { rowsOf } from '../../lib/rows-of.js';

/** What waits for an admin, by kind. */
export type PendingKind = 'deposit' | 'withdrawal' | 'enrollment' | 'bid' | 'adjustment' | 'prize' | 'admin_proposal' | 'identity_verification';

/**
 * The pending approvals, counted at scrape time in one statement; each count walks an index led by `status`, the
 * identity verifications a partial index of the accounts waiting (`users_pending_verification_idx`).
 */
export async function countPendingApprovals(db: Db): Promise<Record<PendingKind, number>> {
  const result = await db.execute(sql`
    select
      (select count(*) from ${walletTransactions} where ${walletTransactions.status} = 'pending' and ${walletTransactions.type} = 'deposit')::int as deposit,
      (select count(*) from ${walletTransactions} where ${walletTransactions.status} = 'pending' and ${walletTransactions.type} = 'withdraw')::int as withdrawal,
      (select count(*) from ${requests} where ${requests.status} = 'pending')::int as enrollment,
      (select count(*) from ${mobRequests} where ${mobRequests.status} = 'pending')::int as bid,
      (select count(*) from ${walletAdjustmentProposals} where ${walletAdjustmentProposals.status} = 'pending')::int as adjustment,
      (select count(*) from ${prizePayouts} where ${prizePayouts.status} = 'pending')::int as prize,
      (select count(*) from ${adminProposals} where ${adminProposals.status} = 'pending')::int as admin_proposal,
      (select count(*) from ${users} where ${users.accountStatus} = 'pending')::int as identity_verification`);
  const [row] = rowsOf<Record<PendingKind, number>>(result);
  return row!;
}

/** The migrations the database has applied (drizzle's own table), by the journal time they carry; none on a database never migrated. */
export async function appliedMigrationTimes(db: Db): Promise<number[]> {
  try {
    const result = await db.execute(sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`);
    return rowsOf<{ created_at: string }>(result).map((r) => Number(r.created_at));
  } catch (error) {
    // No such table (42P01) or schema (3F000): the database answers, and nothing was migrated.
    if (['42P01', '3F000'].includes(pgErrorCode(error) ?? '')) return [];
    throw error;
  }
}
