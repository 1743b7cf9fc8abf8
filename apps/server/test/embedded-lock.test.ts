import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DataDirLockedError, openDatabase, type Database } from '../src/db/client.js';

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
});

/** A child process that takes the same lock the server takes (see lockDataDir in db/client.ts). */
function holdLockInChildProcess(dataDir: string): ChildProcess {
  const lockfilePath = createRequire(import.meta.url).resolve('proper-lockfile');
  const script = `
    const lockfile = require(${JSON.stringify(lockfilePath)});
    lockfile.lock(${JSON.stringify(dataDir)}, { stale: 15000, update: 5000, lockfilePath: ${JSON.stringify(path.join(dataDir, '.arena.lock'))} })
      .then(() => { console.log('locked'); setInterval(() => {}, 1000); })
      .catch((e) => { console.error(e); process.exit(1); });
    process.on('SIGTERM', () => process.exit(0));
  `;
  return spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
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
