import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder, type Db } from '../../db/client.js';
import { appliedMigrationTimes } from './queries.js';

/** Why a process cannot serve: the body of a 503 from /api/ready. */
export type NotReadyReason = 'shutting-down' | 'database-unreachable' | 'migrations-pending' | 'migrations-unknown';

export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason };

/** How long the database may take to answer before the process counts as not ready. */
const DATABASE_TIMEOUT_MS = 2_000;

/** The migrations this code expects, by the time drizzle records for each (the journal's `when`). */
function journalTimes(): number[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  return journal.entries.map((e) => e.when);
}

const expected = journalTimes();

/**
 * Ready when not shutting down, the database answers within 2 s, and the migrations it applied are exactly the
 * journal's: fewer means this database was not migrated; more means a newer version migrated it and this code
 * may not know its tables.
 */
export async function checkReadiness(db: Db, shuttingDown: () => boolean): Promise<Readiness> {
  if (shuttingDown()) return { ready: false, reason: 'shutting-down' };
  let applied: number[];
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS);
    });
    applied = await Promise.race([appliedMigrationTimes(db), timeout]);
  } catch {
    return { ready: false, reason: 'database-unreachable' };
  } finally {
    clearTimeout(timer);
  }
  const known = new Set(expected);
  if (applied.some((when) => !known.has(when))) return { ready: false, reason: 'migrations-unknown' };
  const done = new Set(applied);
  if (expected.some((when) => !done.has(when))) return { ready: false, reason: 'migrations-pending' };
  return shuttingDown() ? { ready: false, reason: 'shutting-down' } : { ready: true };
}
