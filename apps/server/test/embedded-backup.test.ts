import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BackupRefused, backupEmbedded, CONTROL_FILE, newBackupToken, restoreEmbedded, writeControlFile } from '../src/db/backup.js';
import { openDatabase, type Db } from '../src/db/client.js';
import { walletEntries, wallets, walletTransactions } from '../src/db/schema/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { adminQuery, withDatabase } from './global-setup.js';
import { createTestAppOn, openTestDatabase, type TestApp, type TestUser } from './helpers.js';
import { action, approve, deposit, fund, withdraw } from './wallet-helpers.js';

/** What a restore must give back unchanged: balances and holds, the ledger, and the requests' history. */
async function moneyState(db: Db) {
  const [balances, entries, requests] = await Promise.all([
    db.select().from(wallets).orderBy(asc(wallets.userId)),
    db.select().from(walletEntries).orderBy(asc(walletEntries.id)),
    db.select().from(walletTransactions).orderBy(asc(walletTransactions.id)),
  ]);
  return { balances, entries, requests };
}

/**
 * `npm run backup` / `npm run restore` of the embedded database (db/backup.ts, decision 042): a copy taken while the
 * server runs, through the server, restored into an empty folder, gives the same money back and a clean ledger check.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('embedded database backup and restore', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-backup-'));
  const dataDir = path.join(root, 'data');
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let removeControl: () => void;
  const token = newBackupToken();

  beforeAll(async () => {
    fs.mkdirSync(dataDir);
    const database = await openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(inject('pgliteDump'))]) });
    t = await createTestAppOn(database, { backupToken: token });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    removeControl = writeControlFile(dataDir, { url: `http://127.0.0.1:${address.port}`, token, pid: process.pid });

    admin = await t.createAdmin();
    [alice, bob] = await Promise.all([t.createUser(), t.createUser()]);
    await fund(t, admin, alice, 40);
    await fund(t, admin, bob, 25);
    // A pending withdrawal holds money; an approved deposit is history.
    expect(action(await withdraw(t, alice, { method: 'natcash', amountCents: 1500, phoneNumber: '+1 415 555 0100' })).transaction.status).toBe('pending');
    const d = action(await deposit(t, bob, { method: 'moncash', amountCents: 700, transactionRef: '24680' }));
    expect((await approve(t, admin, d.transaction.id)).statusCode).toBe(200);
  });
  afterAll(async () => {
    removeControl?.();
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('backs up through the running server and restores identical balances, holds and history with a clean ledger', async () => {
    const before = await moneyState(t.db);
    expect(before.balances.find((w) => w.userId === alice.id)).toMatchObject({ balanceCents: 4000, heldCents: 1500 });

    const file = path.join(root, 'quiet.tar.gz');
    const result = await backupEmbedded({ dataDir, file });
    expect(result).toMatchObject({ file, via: 'server' });
    expect(fs.statSync(file).size).toBe(result.bytes);

    const restoredDir = path.join(root, 'restored');
    await restoreEmbedded({ dataDir: restoredDir, file });
    // The running server's lock and address, copied with its files, are not left to make the new folder look taken.
    expect(fs.readdirSync(restoredDir).filter((f) => f.startsWith('.arena'))).toEqual([]);
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect(await moneyState(restored.db)).toEqual(before);
      const report = await checkLedger(restored.db);
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
    } finally {
      await restored.close();
    }
  });

  it('takes a consistent copy while money moves: the restored books balance and hold whole approvals only', async () => {
    const pending: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      pending.push(
        action(await deposit(t, i % 2 ? alice : bob, { method: 'moncash', amountCents: 100 + i, transactionRef: String(30000 + i) })).transaction.id,
      );
    }
    const file = path.join(root, 'busy.tar.gz');
    // Each approval credits a wallet and writes its ledger entries in one transaction, while the copy is taken.
    const [result, ...approvals] = await Promise.all([backupEmbedded({ dataDir, file }), ...pending.map((id) => approve(t, admin, id))]);
    expect(result.via).toBe('server');
    expect(approvals.map((res) => res.statusCode)).toEqual(pending.map(() => 200));
    const restoredDir = path.join(root, 'restored-busy');
    await restoreEmbedded({ dataDir: restoredDir, file });
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const report = await checkLedger(restored.db);
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
      const copied = (await moneyState(restored.db)).requests.filter((r) => pending.includes(r.id));
      expect(copied).toHaveLength(pending.length);
      // Whatever the copy caught of the approvals, every approved request there has its money in the wallet (the check above).
      expect(copied.every((r) => r.status === 'pending' || r.status === 'completed')).toBe(true);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore into a folder that holds a database, and to overwrite a backup file', async () => {
    const file = path.join(root, 'quiet.tar.gz');
    await expect(restoreEmbedded({ dataDir, file })).rejects.toThrow(BackupRefused);
    await expect(restoreEmbedded({ dataDir, file })).rejects.toThrow(/is not empty .*a restore never writes over a database/);
    await expect(backupEmbedded({ dataDir, file })).rejects.toThrow(/already exists/);
    // The refused restore left the running database alone.
    expect((await moneyState(t.db)).balances.length).toBeGreaterThan(0);
  });

  it('refuses clearly when the server holds the database but left no address, and the route answers only its token', async () => {
    const control = fs.readFileSync(path.join(dataDir, CONTROL_FILE));
    fs.rmSync(path.join(dataDir, CONTROL_FILE));
    try {
      await expect(backupEmbedded({ dataDir, file: path.join(root, 'none.tar.gz') })).rejects.toThrow(
        /holds the embedded database .* but does not take backups yet/,
      );
      expect(fs.existsSync(path.join(root, 'none.tar.gz'))).toBe(false);
    } finally {
      fs.writeFileSync(path.join(dataDir, CONTROL_FILE), control);
    }
    const address = t.app.server.address() as { port: number };
    const wrong = await fetch(`http://127.0.0.1:${address.port}/api/operations/backup`, { method: 'POST', headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(404);
    const none = await fetch(`http://127.0.0.1:${address.port}/api/operations/backup`, { method: 'POST' });
    expect(none.status).toBe(404);
  });
});

/**
 * The PostgreSQL recipe of docs/operations.md, as written there: `pg_dump -Fc` of a database in use, `pg_restore` into a
 * new empty database, the same money back and a clean ledger check. Skipped where the PostgreSQL tools are missing.
 */
const hasPgTools = ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0);
describe.runIf(process.env.TEST_DB === 'postgres' && hasPgTools)('PostgreSQL backup and restore (pg_dump / pg_restore)', () => {
  let t: TestApp;
  let url: string;
  let drop: () => Promise<void>;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-pgdump-'));
  const restoredName = `arena_restored_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    url = opened.url!;
    drop = opened.drop;
    t = await createTestAppOn(opened.database, { drop: async () => undefined });
    const admin = await t.createAdmin();
    const [alice, bob] = await Promise.all([t.createUser(), t.createUser()]);
    await fund(t, admin, alice, 30);
    await fund(t, admin, bob, 10);
    expect(action(await withdraw(t, alice, { method: 'natcash', amountCents: 900, phoneNumber: '+1 415 555 0100' })).transaction.status).toBe('pending');
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
    await adminQuery(process.env.TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('restores identical balances, holds and history with a clean ledger', async () => {
    const before = await moneyState(t.db);
    const file = path.join(root, 'arena.dump');
    const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, url], { encoding: 'utf8' });
    expect(dump.status, dump.stderr).toBe(0);
    await adminQuery(process.env.TEST_DATABASE_URL!, `CREATE DATABASE ${restoredName}`);
    const restoredUrl = withDatabase(process.env.TEST_DATABASE_URL!, restoredName);
    const restore = spawnSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, file], { encoding: 'utf8' });
    expect(restore.status, restore.stderr).toBe(0);
    const restored = await openDatabase({ databaseUrl: restoredUrl, poolSize: 2 });
    try {
      expect(await moneyState(restored.db)).toEqual(before);
      expect((await checkLedger(restored.db)).problems).toEqual([]);
    } finally {
      await restored.close();
    }
  });
});
