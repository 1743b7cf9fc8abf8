import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DataDirLockedError, openDatabase, type Database } from '../src/db/client.js';
import { LOCK_FILE, processStartTime } from '../src/db/data-dir-lock.js';

/**
 * PGlite lives in one process; a second server on the same data directory would silently lose writes,
 * so the directory is locked and a second open is refused with a message that says what to do.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('embedded database lock', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function tempDataDir() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-lock-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  /** Starts from the migrated dump (skips initdb, ~10x faster than an empty directory). */
  const migrated = () => new Blob([fs.readFileSync(inject('pgliteDump'))]);

  async function open(dataDir: string): Promise<Database> {
    const database = await openDatabase({ dataDir, loadDataDir: fs.readdirSync(dataDir).some((f) => f !== '.arena.lock') ? undefined : migrated() });
    let closed = false;
    cleanups.push(async () => {
      if (!closed) await database.close();
    });
    const close = database.close.bind(database);
    database.close = async () => {
      closed = true;
      await close();
    };
    return database;
  }

  it('refuses a second open of the same data directory, and opens again once the first is closed', async () => {
    const dataDir = tempDataDir();
    const first = await open(dataDir);
    await first.db.execute(sql`create table probe (n int)`);
    await first.db.execute(sql`insert into probe values (42)`);

    const second = openDatabase({ dataDir, loadDataDir: migrated() });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/Another Arena server is already using the embedded database/);
    await expect(second).rejects.toThrow(dataDir);
    await expect(second).rejects.toThrow(/DATABASE_URL/);

    // The refused open did not disturb the first one.
    const still = await first.db.execute(sql`select n from probe`);
    expect(still.rows).toEqual([{ n: 42 }]);

    await first.close();
    const reopened = await open(dataDir);
    const rows = await reopened.db.execute(sql`select n from probe`);
    expect(rows.rows).toEqual([{ n: 42 }]);
  });

  it('refuses the data directory while another process holds it', async () => {
    const dataDir = tempDataDir();
    const child = holdLockInChildProcess(dataDir);
    cleanups.push(() => stopChild(child));
    await waitForLine(child, 'locked');

    await expect(openDatabase({ dataDir, loadDataDir: migrated() })).rejects.toBeInstanceOf(DataDirLockedError);

    // The other process exits cleanly and releases its lock: the directory opens.
    await stopChild(child);
    const database = await open(dataDir);
    expect((await database.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  it('takes the lock over at once when its owner was killed (kill -9 leaves the lock file behind)', async () => {
    const dataDir = tempDataDir();
    const child = holdLockInChildProcess(dataDir);
    cleanups.push(() => stopChild(child));
    await waitForLine(child, 'locked');
    const recorded = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number; startTime: string | null };
    expect(recorded.pid).toBe(child.pid);
    expect(recorded.startTime).toBe(processStartTime(child.pid!));

    // A live owner: still refused, with its process id in the message.
    await expect(openDatabase({ dataDir, loadDataDir: migrated() })).rejects.toThrow(new RegExp(`process ${child.pid}`));

    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const database = await open(dataDir);
    expect((await database.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('takes over a lock whose process id now belongs to another process (recorded start time differs)', async () => {
    const dataDir = tempDataDir();
    // The pid of a live process (this one) with a start time that is not its own: the owner is gone.
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.ppid, startTime: '1' }));
    const database = await open(dataDir);
    expect((await database.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });
});

/**
 * A child process that takes the lock the way the server does (db/data-dir-lock.ts, loaded through
 * tsx) and releases it on SIGTERM; SIGKILL leaves the lock file behind, as a crash would.
 */
function holdLockInChildProcess(dataDir: string): ChildProcess {
  const lockModule = pathToFileURL(path.join(import.meta.dirname, '../src/db/data-dir-lock.ts')).href;
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(lockModule)});
    const release = lockDataDir(${JSON.stringify(dataDir)});
    console.log('locked');
    setInterval(() => {}, 1000);
    process.on('SIGTERM', () => release().then(() => process.exit(0)));
  `;
  const tsx = createRequire(import.meta.url).resolve('tsx');
  return spawn(process.execPath, ['--import', pathToFileURL(tsx).href, '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
}

function waitForLine(child: ChildProcess, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.split('\n').includes(line)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`lock holder exited early with ${code}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
