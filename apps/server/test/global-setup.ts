import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

/**
 * Migrates once per run: for PGlite a dumped data directory that each test file loads; for PostgreSQL
 * a template database that each test file clones (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? 'pglite';
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres project');
    const template = `arena_tpl_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${template}`);
    await adminQuery(url, `CREATE DATABASE ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, template), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      await dropTestDatabases(url, template);
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arena-test-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function dropTestDatabases(url: string, template: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`, [
      template,
      `${template}_f%`,
    ]);
    for (const row of rows) await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteDump: string;
  }
}
