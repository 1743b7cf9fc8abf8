import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The programs an operator runs load the whole module graph in a fresh process, without the test setup that activates
 * English first: each must reach its own checks (here: a refusal of the environment it is given), not stop while
 * loading the contracts (a contract rendering a text before any language was active did stop all three).
 */
const serverDir = path.resolve(import.meta.dirname, '..');

function run(script: string, env: Record<string, string>, args: string[] = []) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('entry points load in a fresh process', () => {
  const dataDir = path.join(os.tmpdir(), `arena-entry-${process.pid}-absent`);

  it('the server reaches its configuration checks', () => {
    const { status, output } = run('src/server.ts', { DATABASE_URL: 'postgres://arena@127.0.0.1:1/arena' });
    expect(output).not.toMatch(/no language activated/);
    expect(output).toMatch(/AUTH_SECRET must be set/);
    expect(status).toBe(1);
  }, 90_000);

  it('the ledger check reaches its own refusal of a missing database', () => {
    const { status, output } = run('src/scripts/check-ledger.ts', { DATA_DIR: dataDir });
    expect(output).not.toMatch(/no language activated/);
    expect(output).toMatch(/No embedded database in/);
    expect(status).toBe(2);
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 90_000);

  it('the admin command reaches its usage', () => {
    const { status, output } = run('src/scripts/admin.ts', { DATA_DIR: dataDir });
    expect(output).toMatch(/Usage: npm run admin -- create EMAIL/);
    expect(status).toBe(2);
  }, 90_000);
});
