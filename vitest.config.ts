import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compiledCatalogues } from './apps/web/build/compiled-catalogues';

/**
 * Integration tests run once on the embedded PGlite database and, when TEST_DATABASE_URL is set,
 * once more on PostgreSQL (a database per test file, cloned from a migrated template).
 */
const databaseProjects = [
  { name: 'pglite', env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', env: { TEST_DB: 'postgres' } }] : []),
];

export default defineConfig({
  test: {
    projects: [
      {
        // Same maxWorkers as the database projects: Vitest runs projects of one group together only when they agree.
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          setupFiles: ['packages/shared/src/testing-english.ts'],
          maxWorkers: 2,
        },
      },
      {
        // The web app's logic and components in a simulated browser (happy-dom), with Testing Library.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        // The languages' compiled texts, as the app's build makes them.
        plugins: [compiledCatalogues()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          css: false,
          maxWorkers: 2,
          // Above the 15 s a findBy may wait (testing/setup.ts), so a slow render fails on what it waited for.
          testTimeout: 30_000,
        },
      },
      ...databaseProjects.map((p) => ({
        test: {
          name: p.name,
          include: ['apps/server/test/**/*.test.ts'],
          env: p.env,
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/one-query-per-connection.ts', 'packages/shared/src/testing-english.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // PGlite runs on the main thread; a couple of workers keep 2 cores busy without starving.
          maxWorkers: 2,
          // Each file builds its own app and database, and the server keeps no state in its modules: a worker can
          // keep the server's modules loaded between files instead of importing them again for each (that import
          // was about half of this project's time).
          isolate: false,
        },
      })),
    ],
  },
});
