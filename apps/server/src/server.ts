// First: English is active before anything renders a text (packages/shared/src/english-first.ts).
import '@arena/shared/english-first';
import { buildApp } from './app.js';
import { loadConfig, resolveAuthSecret } from './config.js';
import { newBackupToken, writeControlFile } from './db/backup.js';
import { DataDirLockedError, openDatabase } from './db/client.js';
import { shutDownGracefully } from './modules/operations/index.js';
import { DEMO_CREDENTIALS, isDatabaseEmpty, seedDemoData } from './modules/demo-data/index.js';

/** Reads the environment, migrates, seeds demo data on an empty embedded database, listens. */
async function main() {
  const config = loadConfig();
  // Before anything else: a deployment without its secret stops here, with the reason.
  const authSecret = resolveAuthSecret(config);
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      poolSize: config.databasePoolSize,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  // The embedded database is backed up through this process while it runs (db/backup.ts).
  const backupToken = database.kind === 'pglite' ? newBackupToken() : undefined;
  const app = await buildApp({ config, database, authSecret, backupToken });

  const shouldSeed = config.seedDemoData === 'always' || (config.seedDemoData === 'auto' && !config.databaseUrl && (await isDatabaseEmpty(database.db)));
  if (shouldSeed) {
    const created = await seedDemoData(app);
    app.log.info(created ? 'created the demo data' : 'demo data already present; left as it is');
  }

  let removeControlFile = () => {};
  // Readiness turns 503, streams hear of the restart, requests in flight finish, the database closes: within 10 s.
  const shutdown = (signal: string) => {
    removeControlFile();
    void shutDownGracefully(app, database, { reason: signal, drainMs: config.shutdownDrainMs });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (backupToken) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // Listening on every interface includes loopback; a server bound to one other address cannot take backups.
    const host = ['0.0.0.0', '::', 'localhost'].includes(config.host) ? '127.0.0.1' : config.host;
    removeControlFile = writeControlFile(config.dataDir, {
      url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
      token: backupToken,
      pid: process.pid,
    });
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nArena is running at ${config.publicUrl}  (database: ${where})`);
  // Only where demo accounts can exist: never when demo data is turned off.
  if (shouldSeed || (!config.databaseUrl && config.seedDemoData !== 'never')) {
    console.log('Demo accounts (created on an empty embedded database):');
    console.log(`  admin  ${DEMO_CREDENTIALS.admin.email} / ${DEMO_CREDENTIALS.admin.password}   (sign in at ${config.publicUrl}/admin/login)`);
    console.log(`  admin  ${DEMO_CREDENTIALS.admin2.email} / ${DEMO_CREDENTIALS.admin2.password}   (the second admin: approves what the first proposes)`);
    console.log(`  player ${DEMO_CREDENTIALS.player.email} / ${DEMO_CREDENTIALS.player.password}   (and player2..player12 with the same password)\n`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
