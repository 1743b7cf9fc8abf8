import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig, type AppConfig } from './config.js';
import { DataDirLockedError, openDatabase } from './db/client.js';
import { DEMO_CREDENTIALS, isDatabaseEmpty, seedDemoData } from './modules/demo-data/index.js';

/** Reads the environment, migrates, seeds demo data on an empty embedded database, listens. */
async function main() {
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  const app = await buildApp({ config, database, authSecret: resolveAuthSecret(config) });

  const shouldSeed = config.seedDemoData === 'always' || (config.seedDemoData === 'auto' && !config.databaseUrl && (await isDatabaseEmpty(database.db)));
  if (shouldSeed) {
    const created = await seedDemoData(app);
    app.log.info(created ? 'created the demo data' : 'demo data already present; left as it is');
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nArena is running at ${config.publicUrl}  (database: ${where})`);
  if (shouldSeed || !config.databaseUrl) {
    console.log('Demo accounts (created on an empty embedded database):');
    console.log(`  admin  ${DEMO_CREDENTIALS.admin.email} / ${DEMO_CREDENTIALS.admin.password}   (sign in at ${config.publicUrl}/admin/login)`);
    console.log(`  admin  ${DEMO_CREDENTIALS.admin2.email} / ${DEMO_CREDENTIALS.admin2.password}   (the second admin: approves what the first proposes)`);
    console.log(`  player ${DEMO_CREDENTIALS.player.email} / ${DEMO_CREDENTIALS.player.password}   (and player2..player12 with the same password)\n`);
  }
}

/**
 * Session cookies are signed with AUTH_SECRET. Without one, the embedded setup creates a random secret
 * once and keeps it beside its data; production on PostgreSQL must set AUTH_SECRET.
 */
function resolveAuthSecret(config: AppConfig): string {
  if (config.authSecret) return config.authSecret;
  if (config.databaseUrl && config.env === 'production') throw new Error('AUTH_SECRET must be set (at least 32 characters) in production');
  const file = path.join(config.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
