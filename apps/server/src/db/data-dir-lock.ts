import fs from 'node:fs';
import path from 'node:path';

/** What the lock file of an embedded data directory records about the server that holds it. */
export interface LockOwner {
  pid: number;
  /** The process's start time as the OS reports it (Linux: clock ticks since boot); null where unknown. */
  startTime: string | null;
}

export const LOCK_FILE = '.arena.lock';

export class DataDirLockedError extends Error {}

/** The start time of process `pid` (field 22 of /proc/<pid>/stat), or null where /proc is not available. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces; count fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** True when the recorded owner is still running: its pid is alive and, where known, started at the same time. */
export function isOwnerRunning(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EPERM') return false;
  }
  if (owner.startTime === null) return true;
  const now = processStartTime(owner.pid);
  // A different start time means the pid was reused by another process after the owner died.
  return now === null || now === owner.startTime;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, startTime: typeof parsed.startTime === 'string' ? parsed.startTime : null };
  } catch {
    return null;
  }
}

/**
 * Locks an embedded data directory for this process. PGlite lives in one process: a second process on
 * the same folder silently loses writes, so a second live server is refused with a message that says
 * what to do. The lock file records the owner's pid and start time; when that process is gone (killed,
 * crashed, machine restarted) the lock is taken over at once.
 */
export function lockDataDir(dataDir: string): () => Promise<void> {
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, startTime: processStartTime(process.pid) };
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      return async () => {
        if (readOwner(file)?.pid === me.pid) fs.rmSync(file, { force: true, recursive: true });
      };
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
    // An older server's lock was a directory (proper-lockfile): it holds no owner and is taken over.
    const owner = fs.statSync(file, { throwIfNoEntry: false })?.isDirectory() ? null : readOwner(file);
    if (owner && isOwnerRunning(owner)) {
      throw new DataDirLockedError(
        `Another Arena server is already using the embedded database in ${dataDir} (process ${owner.pid}). ` +
          'Stop that server first, or set DATABASE_URL to a PostgreSQL database to run several servers.',
      );
    }
    // Take the stale lock over: move it aside under a name of our own, so of two servers starting
    // together only one removes it; if what we moved is not the stale lock we saw, put it back.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = fs.statSync(aside).isDirectory() ? null : readOwner(aside);
    if (moved && owner && (moved.pid !== owner.pid || moved.startTime !== owner.startTime) && isOwnerRunning(moved)) {
      fs.renameSync(aside, file);
      continue;
    }
    fs.rmSync(aside, { force: true, recursive: true });
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dataDir}; another server keeps taking it. Stop it first.`);
}
