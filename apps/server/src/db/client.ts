import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';
/**
 * Both drivers expose the same query builder; services are written against this one type. It is made without
 * the schema: Arena writes its queries with the builder and never uses Drizzle's relational queries (`db.query`),
 * whose builders Drizzle would otherwise create for every table on every transaction.
 */
export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: services that only write inside a caller's transaction take this. */
export type DbOrTx = Db | Tx;

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** The channel that carries realtime events between API processes (see plugins/realtime.ts). */
export const EVENTS_CHANNEL = 'arena_events';

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`; returns the function that stops listening. On PostgreSQL the
   * listening connection is its own: when it is lost (the server restarted, an administrator or a proxy cut it) it is
   * opened again with back-off, and `onRestored` runs once it listens again, since what was sent meanwhile is gone.
   */
  listen(channel: string, onPayload: (payload: string) => void, hooks?: ListenHooks): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections (all, idle) and the queries waiting for one; PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the data directory as a tar, to start other instances from (tests). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: a consistent copy of the data directory (gzipped tar) taken while the database serves, for
   * `npm run backup` (see db/backup.ts and docs/decisions/042-embedded-backups.md).
   */
  backup?(): Promise<Blob>;
}

export interface ListenHooks {
  /** The listening connection was lost; notifications sent from now on are missed until `onRestored`. */
  onLost?: (error: unknown) => void;
  /** Listening again after a loss. */
  onRestored?: () => void;
}

/** Longest wait between two attempts to listen again. */
const LISTEN_RETRY_MAX_MS = 5_000;

export { DataDirLockedError };

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined = in memory. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests clone a migrated database this way). */
  loadDataDir?: Blob;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Postgres returns bigint (int8) as text by default; our cents stay far below 2^53.
  pool.on('error', () => {
    /* a dropped idle connection is replaced on next use */
  });
  // The pool listens for errors only on its idle connections. A connection checked out for a transaction that is cut
  // between two statements (the database stopped, an administrator or a proxy ended it) emits 'error' with nobody
  // listening, and that ended the whole process. Its next statement fails instead ('not queryable': a 503), and the
  // pool drops it when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePg(pool);
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    db,
    async listen(channel, onPayload, hooks = {}) {
      let current: pg.Client | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      let attempt = 0;
      const open = async (): Promise<pg.Client> => {
        const client = new pg.Client({ connectionString: url });
        // Without a listener, a lost connection's 'error' would end the whole process; 'end' follows it.
        let lostWith: unknown;
        client.on('error', (error) => {
          lostWith = error;
        });
        client.on('end', () => {
          if (stopped || current !== client) return;
          current = undefined;
          hooks.onLost?.(lostWith ?? new Error('the listening connection ended'));
          again();
        });
        client.on('notification', (msg) => {
          if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await client.end().catch(() => undefined);
          throw error;
        }
        return client;
      };
      const again = () => {
        const delay = Math.min(LISTEN_RETRY_MAX_MS, 100 * 2 ** attempt);
        attempt += 1;
        retry = setTimeout(() => {
          open().then(
            (client) => {
              if (stopped) return void client.end().catch(() => undefined);
              current = client;
              attempt = 0;
              hooks.onRestored?.();
            },
            () => {
              if (!stopped) again();
            },
          );
        }, delay);
      };
      current = await open();
      const stop = async () => {
        stopped = true;
        listeners.delete(stop);
        clearTimeout(retry);
        await current?.end().catch(() => undefined);
      };
      listeners.add(stop);
      return stop;
    },
    async migrate() {
      // Several API processes may start at once: one migrates, the others wait on the advisory lock.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(727001)');
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
        client.release();
      }
    },
    poolStats() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

async function openPglite(options: OpenOptions): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDir(options.dataDir);
  }
  let client: PGlite;
  try {
    // pg_trgm backs the trigram search indexes (migration 0005), as on PostgreSQL.
    client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  } catch (error) {
    await release?.();
    throw error;
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => stop();
    },
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    async close() {
      await client.close();
      await release?.();
    },
    async dumpDataDir() {
      return client.dumpDataDir('none');
    },
    async backup() {
      // The checkpoint writes the committed state to the data files, so a restored copy has little write-ahead log to
      // replay. Then the files are read while holding PGlite's transaction mutex: every query and transaction takes it
      // (the statements inside a transaction take only the query mutex, which dumpDataDir takes too), so no transaction
      // is open while the files are read and the copy holds exactly the committed state.
      await client.exec('CHECKPOINT');
      return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
    },
  };
}
