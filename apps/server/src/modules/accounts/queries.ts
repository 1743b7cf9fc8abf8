import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { users, wallets } from '../../db/schema/index.js';
import { EXPORT_BATCH_SIZE } from '../../lib/csv-export.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { toAdminUser, userColumns } from './admin-users-service.js';

/**
 * The User Management table's CSV export: the list's rows and order (newest first, the same search), read by keyset a
 * batch at a time. The next batch starts below the last row read, found by its id, so every batch walks only its own
 * rows (an offset would walk all the rows before it: quadratic over 100,000 users) and timestamps are compared in the
 * database at their full precision.
 */
export async function* userExportBatches(db: Db, filter: { search?: string }, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<AdminUser[]> {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  let lastId: string | undefined;
  for (;;) {
    const conditions: SQL[] = [];
    if (pattern) conditions.push(or(ilike(users.email, pattern), ilike(users.name, pattern))!);
    if (lastId) conditions.push(sql`(${users.createdAt}, ${users.id}) < (select u.created_at, u.id from users u where u.id = ${lastId})`);
    const rows = await db
      .select(userColumns)
      .from(users)
      .leftJoin(wallets, eq(wallets.userId, users.id))
      .where(and(...conditions))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(batchSize);
    if (rows.length) yield rows.map(toAdminUser);
    if (rows.length < batchSize) return;
    lastId = rows[rows.length - 1]!.id;
  }
}
