import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * Browser tests run Debian's Chromium against the real server (built web app + API) on a fresh
 * embedded database seeded with the demo data.
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Browser flows here span several pages, two browsers and axe scans; on a busy 2-core machine (server, PostgreSQL
  // and two Chromium workers sharing it) many take 30–55 s. Every wait is for a state the user sees; this only
  // bounds how long a stuck test may hang.
  timeout: 120_000,
  // The embedded database serves both workers' flows one query at a time: a first page load (the shell, the
  // page's chunk, the session and its data) can take over 10 s while the other worker runs a heavy flow.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // The service worker (offline reading, decision 047) is tested by specs/offline.spec.ts, which allows it; elsewhere
    // it would only add each new browser's precache download to every flow.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', grepInvert: /@alone/, use: desktop },
    // A test tagged @alone runs after every other one, with no other flow on the server: the global ranking's
    // manual edits are undone by any recompute, and the tournament and league flows recompute it with each result.
    { name: 'alone', grep: /@alone/, dependencies: ['desktop'], use: desktop },
  ],
  webServer: {
    command: 'node start-server.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
