/**
 * Several Arena API processes on one PostgreSQL behind nginx, on this machine (docs/deploy.md): migrates once,
 * starts one process per port (same DATABASE_URL, same AUTH_SECRET), writes nginx's configuration from
 * nginx.conf.template into a temporary prefix and runs nginx in the foreground in front of them. Used by
 * run.ts (`npm run cluster`) and check.ts (`npm run cluster:check`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(repoRoot, 'apps/server');
const TEMPLATE = path.join(import.meta.dirname, 'nginx.conf.template');
/** nobody:nogroup on Debian: nginx runs as this user when the script runs as root. */
const UNPRIVILEGED = { uid: 65534, gid: 65534 };

export interface ClusterOptions {
  databaseUrl: string;
  /** One API process per port. */
  ports: number[];
  proxyPort: number;
  authSecret: string;
  /** DATABASE_POOL_SIZE of each process. */
  poolSize: number;
  /** More environment for the API processes (LOG_LEVEL, SEED_DEMO_DATA, SIGNUP_LIMIT_PER_ADDRESS, …). */
  env?: Record<string, string>;
  /** Where nginx's prefix and the processes' logs go; a new temporary folder by default. */
  workDir?: string;
  nginxBinary?: string;
}

export interface ArenaProcess {
  port: number;
  pid: number;
  child: ChildProcess;
  logFile: string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
  alive: boolean;
}

export interface Cluster {
  /** The proxy's address: what players open, PUBLIC_URL of every process. */
  url: string;
  workDir: string;
  processes: ArenaProcess[];
  nginx: ChildProcess;
  /** nginx's access log: one line per request with the process that answered it (see the template's log_format). */
  accessLog: string;
  /** Starts the API process on `port` again (after it was killed). */
  restart(port: number): Promise<ArenaProcess>;
  stop(): Promise<void>;
}

/** Applies the app's migrations once, before any process starts (each process's own run then finds nothing to do). */
export async function migrateOnce(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/** The nginx configuration for these upstream ports, from nginx.conf.template. */
export function renderNginxConfig(options: { prefix: string; listen: string; upstreamPorts: number[] }): string {
  const servers = options.upstreamPorts.map((port) => `        server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  return fs
    .readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{PREFIX}}', options.prefix)
    .replaceAll('{{LISTEN}}', options.listen)
    .replaceAll('{{UPSTREAM_SERVERS}}', servers);
}

/** Resident memory of a process in bytes (Linux), or NaN once it has gone. */
export function residentBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

async function waitFor(what: string, timeoutMs: number, ok: () => Promise<boolean>, failed?: () => string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await ok().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Answers 200 on `url`'s readiness route (/api/ready where it exists, /api/health otherwise). */
async function answers(base: string): Promise<boolean> {
  const ready = await fetch(`${base}/api/ready`);
  if (ready.status === 200) return true;
  if (ready.status !== 404) return false;
  return (await fetch(`${base}/api/health`)).status === 200;
}

/**
 * Starts one API process on `port` as `npm start` would (production mode, quiet log, no demo data unless `env` says
 * otherwise), its output appended to `logFile`; `env` adds to or overrides this script's environment (DATABASE_URL,
 * DATA_DIR, AUTH_SECRET, PUBLIC_URL…).
 */
export function spawnArena(options: { port: number; logFile: string; env: Record<string, string> }): ArenaProcess {
  const log = fs.openSync(options.logFile, 'a');
  // `node --import tsx` and not `npm start` / `tsx`: one OS process per API process, so that a signal sent to its
  // pid reaches the server itself (tsx's command runs the script in a child process).
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'never',
    ...options.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
  };
  // An empty value unsets the variable (DATABASE_URL: '' starts the embedded database whatever this shell has).
  for (const [name, value] of Object.entries(env)) if (value === '') delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: serverDir, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const entry: ArenaProcess = {
    port: options.port,
    pid: child.pid!,
    child,
    logFile: options.logFile,
    alive: true,
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`))),
  };
  void entry.exited.then(() => {
    entry.alive = false;
  });
  return entry;
}

/** Waits until `entry` answers its readiness route; throws with the end of its log if it exits first. */
export async function waitUntilReady(entry: ArenaProcess, timeoutMs = 120_000): Promise<void> {
  await waitFor(
    `Arena on port ${entry.port}`,
    timeoutMs,
    () => answers(`http://127.0.0.1:${entry.port}`),
    () => (entry.alive ? undefined : `exited; see ${entry.logFile}:\n${fs.readFileSync(entry.logFile, 'utf8').slice(-2000)}`),
  );
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const workDir = options.workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'arena-cluster-'));
  fs.mkdirSync(workDir, { recursive: true });
  const url = `http://127.0.0.1:${options.proxyPort}`;
  const processes: ArenaProcess[] = [];
  let nginx: ChildProcess | undefined;

  const startProcess = async (port: number): Promise<ArenaProcess> => {
    const entry = spawnArena({
      port,
      logFile: path.join(workDir, `arena-${port}.log`),
      env: {
        // One folder for every process (private uploads); on several machines, a shared volume (docs/deploy.md).
        DATA_DIR: process.env.DATA_DIR ?? path.join(workDir, 'data'),
        ...options.env,
        DATABASE_URL: options.databaseUrl,
        DATABASE_POOL_SIZE: String(options.poolSize),
        AUTH_SECRET: options.authSecret,
        PUBLIC_URL: url,
        TRUST_PROXY: 'loopback',
      },
    });
    const index = processes.findIndex((p) => p.port === port);
    if (index >= 0) processes[index] = entry;
    else processes.push(entry);
    await waitUntilReady(entry);
    return entry;
  };

  const stop = async () => {
    nginx?.kill('SIGTERM');
    for (const p of processes) if (p.alive) p.child.kill('SIGTERM');
    await Promise.all(
      processes.map(async (p) => {
        const timer = setTimeout(() => p.child.kill('SIGKILL'), 15_000);
        await p.exited;
        clearTimeout(timer);
      }),
    );
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) await new Promise((resolve) => nginx!.once('exit', resolve));
  };
  // Whatever happens to this script, the processes it started end with it.
  const killAll = () => {
    nginx?.kill('SIGKILL');
    for (const p of processes) if (p.alive) p.child.kill('SIGKILL');
  };
  process.once('exit', killAll);

  try {
    await migrateOnce(options.databaseUrl);
    // Started one after the other: on two cores, starting three at once mostly measures tsx compiling three times.
    for (const port of options.ports) await startProcess(port);

    const prefix = path.join(workDir, 'nginx');
    fs.mkdirSync(prefix, { recursive: true });
    const config = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(config, renderNginxConfig({ prefix, listen: `127.0.0.1:${options.proxyPort}`, upstreamPorts: options.ports }));
    const asRoot = process.getuid?.() === 0;
    // nginx needs no privilege here: as root, this script runs it as nobody, in a prefix nobody owns.
    if (asRoot) {
      fs.chmodSync(workDir, 0o755);
      fs.chownSync(prefix, UNPRIVILEGED.uid, UNPRIVILEGED.gid);
    }
    const nginxLog = path.join(workDir, 'nginx.out');
    const out = fs.openSync(nginxLog, 'a');
    const started = spawn(options.nginxBinary ?? 'nginx', ['-p', prefix, '-c', config, '-e', path.join(prefix, 'error.log')], {
      stdio: ['ignore', out, out],
      ...(asRoot ? UNPRIVILEGED : {}),
    });
    fs.closeSync(out);
    nginx = started;
    let nginxError: string | undefined;
    started.once('error', (error) => {
      nginxError = `${error.message} (Debian: apt-get install -y nginx)`;
    });
    started.once('exit', (code, signal) => {
      nginxError ??= `nginx ended (${signal ?? code}); see ${nginxLog} and ${path.join(prefix, 'error.log')}`;
    });
    await waitFor(
      'nginx',
      20_000,
      () => answers(url),
      () => nginxError,
    );

    return {
      url,
      workDir,
      processes,
      nginx: started,
      accessLog: path.join(prefix, 'access.log'),
      restart: startProcess,
      async stop() {
        await stop();
        process.removeListener('exit', killAll);
      },
    };
  } catch (error) {
    killAll();
    process.removeListener('exit', killAll);
    throw error;
  }
}
