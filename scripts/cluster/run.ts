/**
 * `npm run cluster`: three Arena processes on one PostgreSQL behind nginx, on this machine, until Ctrl-C
 * (docs/deploy.md). Environment: DATABASE_URL (required), AUTH_SECRET (one is generated when unset),
 * CLUSTER_PORTS (the processes' ports, default 3001,3002,3003), CLUSTER_PROXY_PORT (nginx, default 8080),
 * DATABASE_POOL_SIZE (per process, default 10); the rest (SEED_DEMO_DATA, LOG_LEVEL, WEB_DIST, SMTP_URL, …) is
 * passed to the processes.
 */
import crypto from 'node:crypto';
import { residentBytes, startCluster } from './cluster.js';

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to the PostgreSQL database the processes share.');
    process.exit(2);
  }
  const authSecret = process.env.AUTH_SECRET ?? crypto.randomBytes(32).toString('hex');
  const ports = (process.env.CLUSTER_PORTS ?? '3001,3002,3003').split(',').map((p) => Number(p.trim()));
  const proxyPort = Number(process.env.CLUSTER_PROXY_PORT ?? 8080);
  const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  const cluster = await startCluster({ databaseUrl, ports, proxyPort, authSecret, poolSize });
  console.log(`Arena behind nginx at ${cluster.url}`);
  for (const p of cluster.processes)
    console.log(`  process pid ${p.pid} on 127.0.0.1:${p.port}, ${(residentBytes(p.pid) / 2 ** 20).toFixed(0)} MB resident, log ${p.logFile}`);
  console.log(`  nginx pid ${cluster.nginx.pid}, access log ${cluster.accessLog}`);
  if (!process.env.AUTH_SECRET) console.log('  AUTH_SECRET was generated for this run: sessions end with it.');
  console.log('Ctrl-C stops them all.');
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
