import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './client.js';
import { isOwnerRunning, LOCK_FILE, type LockOwner } from './data-dir-lock.js';

/**
 * Backups of the embedded database (docs/decisions/042-embedded-backups.md). PGlite serves one process and the
 * server holds its data directory's lock, so a backup taken while the server runs asks the server for the copy:
 * the server writes, beside its lock, a control file (mode 0600) with its loopback address and a random token;
 * whoever can read that file can read the data directory itself, so the token gives nothing more. With no
 * server running, the backup opens the data directory itself.
 */

/** The running server's address and backup token, written in the data directory while it listens. */
export const CONTROL_FILE = '.arena-control.json';

/** Entries of a data directory that are not the database and that a restore accepts to find there. */
const NOT_DATABASE = new Set(['auth-secret', 'private', LOCK_FILE]);

/** The reason a backup or restore did not happen, in words for the operator; the command exits non-zero. */
export class BackupRefused extends Error {}

export interface ServerControl {
  url: string;
  token: string;
  pid: number;
}

export function newBackupToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Records where the running server answers backups; returns the function that removes the record. */
export function writeControlFile(dataDir: string, control: ServerControl): () => void {
  const file = path.join(dataDir, CONTROL_FILE);
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify(control), { mode: 0o600 });
  fs.renameSync(temporary, file);
  return () => {
    if (readControlFile(dataDir)?.pid === control.pid) fs.rmSync(file, { force: true });
  };
}

function readControlFile(dataDir: string): ServerControl | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dataDir, CONTROL_FILE), 'utf8')) as Partial<ServerControl>;
    if (typeof parsed.url !== 'string' || typeof parsed.token !== 'string' || typeof parsed.pid !== 'number') return null;
    return { url: parsed.url, token: parsed.token, pid: parsed.pid };
  } catch {
    return null;
  }
}

function runningOwner(dataDir: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number') return null;
    const parsed: LockOwner = { pid: owner.pid, startTime: typeof owner.startTime === 'string' ? owner.startTime : null };
    return isOwnerRunning(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** `server`: copied by the running server; `direct`: no server ran, the data directory was opened here. */
  via: 'server' | 'direct';
}

/** Writes a consistent copy of the embedded database in `dataDir` to `file` (a new file; never overwrites one). */
export async function backupEmbedded(options: { dataDir: string; file: string }): Promise<BackupResult> {
  const { dataDir, file } = options;
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupRefused(`There is no embedded database in ${dataDir} to back up.`);
  if (fs.existsSync(file)) throw new BackupRefused(`${file} already exists; give the name of a new file.`);
  const owner = runningOwner(dataDir);
  let copy: Blob;
  let via: BackupResult['via'];
  if (owner) {
    copy = await askServer(dataDir, owner);
    via = 'server';
  } else {
    const database = await openDatabase({ dataDir });
    try {
      copy = await database.backup!();
    } finally {
      await database.close();
    }
    via = 'direct';
  }
  const bytes = Buffer.from(await copy.arrayBuffer());
  // Written aside and renamed, so a file with the backup's name is always a whole backup.
  const partial = `${file}.partial-${process.pid}`;
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
  return { file, bytes: bytes.length, via };
}

async function askServer(dataDir: string, owner: LockOwner): Promise<Blob> {
  const control = readControlFile(dataDir);
  if (!control || control.pid !== owner.pid) {
    throw new BackupRefused(
      `The Arena server (process ${owner.pid}) holds the embedded database in ${dataDir} but does not take backups yet ` +
        '(it is starting, or it is a version without backups). Wait until it listens and try again, or stop it and back up then.',
    );
  }
  let response: Response;
  try {
    response = await fetch(new URL('/api/operations/backup', control.url), { method: 'POST', headers: { authorization: `Bearer ${control.token}` } });
  } catch (error) {
    throw new BackupRefused(
      `The Arena server (process ${owner.pid}) holds the embedded database but did not answer at ${control.url}: ${(error as Error).message}.`,
    );
  }
  if (!response.ok) throw new BackupRefused(`The Arena server refused the backup (HTTP ${response.status}).`);
  return response.blob();
}

export interface RestoreResult {
  dataDir: string;
}

/** Restores a backup into an empty data directory; refuses one that holds anything but the auth secret and private files. */
export async function restoreEmbedded(options: { dataDir: string; file: string }): Promise<RestoreResult> {
  const { dataDir, file } = options;
  if (!fs.existsSync(file)) throw new BackupRefused(`There is no backup file ${file}.`);
  const present = fs.existsSync(dataDir) ? fs.readdirSync(dataDir).filter((entry) => !NOT_DATABASE.has(entry)) : [];
  if (present.length > 0) {
    throw new BackupRefused(
      `${dataDir} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''}): a restore never writes over a database. ` +
        'Restore into a new folder (DATA_DIR=… npm run restore -- <file>), or move this one aside first.',
    );
  }
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
  await database.close();
  // The copy holds the files the server kept beside its database while it ran (its lock, its address): they speak of
  // that server, not of this folder, and would make this one look taken.
  for (const entry of [LOCK_FILE, CONTROL_FILE]) fs.rmSync(path.join(dataDir, entry), { force: true, recursive: true });
  return { dataDir };
}
