import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';

const serverEntry = path.join(import.meta.dirname, '../src/server.ts');

/**
 * `npm start` on the embedded database, stopped with SIGTERM as a service manager does: it exits 0 well within
 * 10 s, and its data folder's lock is released (another process opens it at once).
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('SIGTERM on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-sigterm-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  beforeAll(async () => {
    // The folder starts as the migrated test database (no initdb, no migration: seconds fewer to start).
    const seeded = await openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(inject('pgliteDump'))]) });
    await seeded.close();
  });

  it('answers ready, turns 503 on SIGTERM while it drains, then exits 0 in time and releases the data folder', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const tsx = createRequire(import.meta.url).resolve('tsx');
    let output = '';
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'never',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      // Long enough that a busy machine still sees readiness at 503 before the port closes.
      SHUTDOWN_DRAIN_MS: '3000',
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', pathToFileURL(tsx).href, serverEntry], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      // Ready once it migrated and listens.
      // Generous: on a machine busy with other work, compiling and starting the server alone may take a while.
      const deadline = Date.now() + 60_000;
      let ready = 0;
      while (ready !== 200) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not become ready:\n${output}`);
        ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
          (r) => r.status,
          () => 0,
        );
        if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const started = Date.now();
      child.kill('SIGTERM');
      // During the drain the process still answers, and readiness says 503 (a proxy takes it out of rotation).
      let duringShutdown = 200;
      while (duringShutdown === 200) {
        duringShutdown = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
          (r) => r.status,
          () => 0,
        );
      }
      expect(duringShutdown).toBe(503);
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(output).toContain('shutting down: readiness is 503');
    // Demo data is off: no demo password is printed.
    expect(output).not.toContain('password123');
    const lines = output.split('\n').filter((l) => l.startsWith('{'));
    expect(lines.some((l) => (JSON.parse(l) as { msg: string }).msg === 'shut down')).toBe(true);
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  }, 90_000);
});
