/**
 * What a signed-in page view reads (issue 31, docs/decisions/050-stream-resume.md): Chromium opens /dashboard as a
 * player of a fresh PostgreSQL database, against the API and the web build served by this process, and the script
 * counts the page's API requests (by path) and the statements the server sends to PostgreSQL (counted at the pg
 * driver, BEGIN and COMMIT included), from the navigation until the page has been quiet for a while after its event
 * stream opened. Two ways, interleaved:
 * - `refetch on open`: the stream opens without a cursor (the script removes it from the page's account), so the
 *   server says resync and every feature reads its lists again, as every page did before streams resumed;
 * - `resume`: the stream opens from the page's cursor and replays; no list is read twice.
 *
 *   npm run build -w @arena/web && npx tsx scripts/bench/page-reads.ts     (BENCH_ROUNDS, default 3)
 */
import path from 'node:path';
import os from 'node:os';
import pg from 'pg';
import { chromium, type Page } from 'playwright';
import { countStatements, createBenchDatabase, envNumber, insertBenchAccounts, signedInCookies, startApp } from './lib.js';

const ROUNDS = envNumber('BENCH_ROUNDS', 3);
/** The page counts as done once no API request started for this long after its stream opened. */
const QUIET_MS = 2_000;

const statements = countStatements();

const withoutCursor = (text: string) => text.replace(/,"eventsCursor":"[^"]*"/, '');

async function pageView(page: Page, base: string, resume: boolean): Promise<{ statements: number; requests: Map<string, number> }> {
  const requests = new Map<string, number>();
  let lastRequest = Date.now();
  let streamOpened = false;
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    requests.set(url.pathname, (requests.get(url.pathname) ?? 0) + 1);
    if (url.pathname === '/api/events') streamOpened = true;
    else lastRequest = Date.now();
  };
  page.on('request', onRequest);
  // The account the page starts from, in its HTML (rendered by the server) or from GET /api/me: without its cursor
  // in the `refetch on open` way. Intercepted both ways, so that both pay the same.
  for (const pattern of ['**/dashboard', '**/api/me']) {
    await page.route(pattern, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({ response, body: resume ? body : withoutCursor(body) });
    });
  }
  const started = statements.read();
  await page.goto(`${base}/dashboard`);
  const deadline = Date.now() + 120_000;
  while (!(streamOpened && Date.now() - lastRequest > QUIET_MS)) {
    if (Date.now() > deadline) throw new Error('the page did not settle within two minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const sentStatements = statements.read() - started;
  page.off('request', onRequest);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return { statements: sentStatements, requests };
}

const bench = await createBenchDatabase('reads', 10);
const running = await startApp(bench.database, { webDist: path.join(import.meta.dirname, '../../apps/web/dist') });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const sql = new pg.Client({ connectionString: bench.url });
  await sql.connect();
  const { players } = await insertBenchAccounts(sql, 'reads', 1);
  const [cookie] = await signedInCookies(running.app, sql, [players[0]!.id]);
  await sql.end();
  const [name, value] = cookie!.split(/=(.*)/s);
  const results = new Map<string, Array<{ statements: number; requests: Map<string, number> }>>([
    ['refetch on open', []],
    ['resume', []],
  ]);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const way of results.keys()) {
      const context = await browser.newContext();
      await context.addCookies([{ name: name!, value: value!, url: running.base }]);
      const page = await context.newPage();
      results.get(way)!.push(await pageView(page, running.base, way === 'resume'));
      await context.close();
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`/dashboard signed in, ${ROUNDS} rounds each (load average ${os.loadavg()[0]!.toFixed(1)}):`);
  for (const [way, views] of results) {
    const paths = [...new Set(views.flatMap((v) => [...v.requests.keys()]))].sort();
    const perPath = paths.map((p) => `${p} ${median(views.map((v) => v.requests.get(p) ?? 0))}`).join(', ');
    const total = median(views.map((v) => [...v.requests.values()].reduce((a, b) => a + b, 0)));
    console.log(`  ${way.padEnd(16)} ${median(views.map((v) => v.statements))} statements (median), ${total} API requests: ${perPath}`);
  }
} finally {
  await browser.close();
  await running.app.close();
  await bench.drop();
}
process.exit(0);
