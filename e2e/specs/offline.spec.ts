import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { t } from '../../packages/shared/src/index.js';
import { DEMO, expect, loginViaApi, registerViaApi, test } from '../fixtures.js';

/**
 * Installable and offline (docs/decisions/047-installable-and-offline.md): the service worker keeps the app, the app
 * keeps the signed-in player's last answers, per account. Every wait is for a state the page shows or the browser
 * reports; nothing waits for a fixed time.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the page's service worker is installed and active, then reloads so that it controls the page. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 }).toBe(true);
}

/** What this browser keeps for offline reading: account ids with a record, and the last account. */
async function keptRecords(page: Page): Promise<{ accounts: string[]; last: string | null; savedAt: number; names: string[]; queryKeys: unknown[][] }> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it, empty, under the app's feet.
    if (!(await indexedDB.databases()).some((db) => db.name === 'arena-offline')) return { accounts: [], last: null, savedAt: 0, names: [], queryKeys: [] };
    return new Promise((resolve, reject) => {
      const open = indexedDB.open('arena-offline');
      open.onerror = () => reject(new Error(String(open.error)));
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('queries')) return resolve({ accounts: [], last: null, savedAt: 0, names: [], queryKeys: [] });
        const transaction = db.transaction('queries');
        const store = transaction.objectStore('queries');
        const all = store.getAll();
        const keys = store.getAllKeys();
        transaction.onerror = () => reject(new Error(String(transaction.error)));
        // Both answers are in once the transaction completes.
        transaction.oncomplete = () => {
          db.close();
          const entries = (keys.result as string[]).map((key, index) => [key, all.result[index]] as const);
          const records = entries.filter(([key]) => key.startsWith('account:'));
          const state = records.map(([, value]) => value as { savedAt: number; state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } });
          resolve({
            accounts: records.map(([key]) => key.slice('account:'.length)),
            last: (entries.find(([key]) => key === 'last-account')?.[1] as string | undefined) ?? null,
            savedAt: Math.max(0, ...state.map((record) => record.savedAt)),
            queryKeys: state.flatMap((record) => record.state.queries.map((query) => query.queryKey)),
            names: state.flatMap((record) =>
              record.state.queries.filter((query) => query.queryKey[0] === 'me').map((query) => (query.state.data as { fullName: string }).fullName),
            ),
          });
        };
      };
    });
  });
}

/** The browser's clock, to tell saves made after a moment. */
const browserNow = (page: Page) => page.evaluate(() => Date.now());

/** True when `key` begins with `prefix`: ['wallet', 'transactions'] covers ['wallet', 'transactions', {page: 1}]. */
const startsWith = (key: unknown[], prefix: string[]) => prefix.every((part, index) => key[index] === part);

/**
 * Waits until a save made after `since` keeps the answer of every query the page shows, each named by a key prefix.
 * A page's parts answer one after another (the wallet's chart loads last): leaving after the first one was kept would
 * leave the others out.
 */
async function waitUntilKept(page: Page, prefixes: string[][], since: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const kept = await keptRecords(page);
        return kept.savedAt > since && prefixes.every((prefix) => kept.queryKeys.some((key) => startsWith(key, prefix)));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** The languages whose texts (`assets/<language>-<hash>.js`) the service worker's caches hold, precache included. */
async function cachedLanguages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const languages = new Set<string>();
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const language = /^\/assets\/(en|fr|ht)-[\w-]+\.js$/.exec(new URL(request.url).pathname)?.[1];
        if (language) languages.add(language);
      }
    }
    return [...languages].sort();
  });
}

const offlineHeading = (page: Page) => page.getByRole('heading', { name: t('dashboard.offlineTitle') });
/** "You are seeing this page as it was when last updated: <time>." */
const lastUpdated = (page: Page) => page.getByText(t('offline.lastUpdated', { time: '' }).replace(/: \.$/, ''));

test.describe('install and offline', () => {
  test('the manifest and the service worker are served as such, and Chromium finds the app installable', async ({ page, request }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    const body = (await manifest.json()) as { start_url: string; display: string; icons: { sizes: string; purpose: string }[] };
    expect(body.start_url).toBe('/dashboard');
    expect(body.display).toBe('standalone');
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const worker = await request.get('/sw.js');
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await loginViaApi(page, DEMO.player.email, DEMO.player.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: t('dashboard.recentActivity') })).toBeVisible();
    await underServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Playwright's browser contexts are incognito windows, where Chromium never offers to install: the only error.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  test("a player's last-seen pages open offline, marked with their time; deposits and bids wait for the network", async ({ page, context }) => {
    // Four pages visited online, each until all its parts are kept, then five offline: on a loaded machine (load
    // average 10 and more) the flow takes over two minutes. Every wait is still for what the page shows.
    test.setTimeout(300_000);
    await loginViaApi(page, DEMO.player.email, DEMO.player.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: t('dashboard.recentActivity') })).toBeVisible();
    // The reload under the worker saves the dashboard's answers: a save after this moment.
    let since = await browserNow(page);
    await underServiceWorker(page);
    await expect(page.getByRole('heading', { name: t('dashboard.recentActivity') })).toBeVisible();
    await waitUntilKept(page, [['notifications'], ['dashboard', 'ranking'], ['dashboard', 'activity']], since);

    // The player looks around while online; each page's answers are kept.
    since = await browserNow(page);
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    const balance = await page.getByTestId('wallet-balance').textContent();
    await waitUntilKept(
      page,
      [
        ['wallet', 'state'],
        ['wallet', 'transactions'],
        ['wallet', 'balance-history'],
      ],
      since,
    );
    since = await browserNow(page);
    await page.goto('/leagues');
    await expect(page.getByRole('heading', { name: t('leagues.title') })).toBeVisible();
    await waitUntilKept(
      page,
      [
        ['leagues', 'list'],
        ['leagues', 'detail'],
      ],
      since,
    );
    since = await browserNow(page);
    await page.goto('/mp2');
    const bid = page.getByRole('button', { name: new RegExp(`^${t('market.placeBid')}: `) }).first();
    await expect(bid).toBeVisible();
    await waitUntilKept(page, [['marketplace', 'market']], since);

    await context.setOffline(true);
    await page.goto('/dashboard');
    await expect(offlineHeading(page)).toBeVisible();
    await expect(lastUpdated(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: t('dashboard.recentActivity') })).toBeVisible();

    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(balance!);
    await expect(lastUpdated(page)).toBeVisible();
    await page.getByRole('tab', { name: t('wallet.deposit') }).click();
    const form = page.getByRole('form', { name: t('wallet.deposit') });
    await expect(form.getByRole('button', { name: t('wallet.submitDeposit') })).toBeDisabled();
    await expect(form.getByText(t('offline.actionNeedsConnection'))).toBeVisible();

    await page.goto('/leagues');
    await expect(page.getByRole('heading', { name: t('leagues.title') })).toBeVisible();
    await expect(lastUpdated(page)).toBeVisible();

    await page.goto('/mp2');
    await bid.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: t('market.submitBid') })).toBeDisabled();
    await expect(dialog.getByText(t('offline.actionNeedsConnection'))).toBeVisible();
    await page.keyboard.press('Escape');

    // A page never opened on this device says so instead of loading forever.
    await page.goto('/tournament-rankings');
    await expect(page.getByText(t('offline.notKept'))).toBeVisible();

    const shots = process.env.PWA_SHOTS_DIR;
    if (shots) {
      await page.setViewportSize({ width: 375, height: 812 });
      for (const [route, name] of [
        ['/dashboard', 'offline-dashboard-375.png'],
        ['/leagues', 'offline-leagues-375.png'],
      ] as const) {
        await page.goto(route);
        await expect(lastUpdated(page)).toBeVisible();
        await page.screenshot({ path: path.join(shots, name), fullPage: true });
      }
    }

    // Back online, the pages are live again.
    await context.setOffline(false);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: t('dashboard.recentActivity') })).toBeVisible();
    await expect(offlineHeading(page)).toBeHidden();
  });

  test("signing out forgets the account's kept answers; the next account on this browser never sees the previous one's", async ({ page, context }) => {
    const first = await registerViaApi(page, 'Offline First');
    await loginViaApi(page, first.email, first.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: t('dashboard.greeting', { name: first.name }) })).toBeVisible();
    await waitUntilKept(page, [['me']], 0);
    expect((await keptRecords(page)).names).toEqual([first.name]);

    await page
      .getByRole('button', { name: t('auth.signOut') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await keptRecords(page)).accounts).toEqual([]);
    expect((await keptRecords(page)).last).toBeNull();

    // The first account again, then its session simply ends (no sign-out) and another account signs in.
    await loginViaApi(page, first.email, first.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: t('dashboard.greeting', { name: first.name }) })).toBeVisible();
    await underServiceWorker(page);
    await waitUntilKept(page, [['me']], 0);
    await context.clearCookies();
    const second = await registerViaApi(page, 'Offline Second');
    await loginViaApi(page, second.email, second.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: t('dashboard.greeting', { name: second.name }) })).toBeVisible();
    await expect.poll(async () => (await keptRecords(page)).names).toEqual([second.name]);
    const kept = await keptRecords(page);
    expect(kept.accounts).toHaveLength(1);
    expect(kept.names).toEqual([second.name]);

    await context.setOffline(true);
    await page.reload();
    await expect(offlineHeading(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: t('dashboard.greeting', { name: second.name }) })).toBeVisible();
    await expect(page.getByText(first.name)).toHaveCount(0);
    await context.setOffline(false);
  });
});

/**
 * A deploy, played on a server of its own (the app's files in a folder the test changes, as a deploy would): the
 * running version keeps serving its own code until the player accepts "Reload to update".
 */
test.describe('updates', () => {
  let server: ChildProcess | undefined;
  let baseURL = '';
  let web = '';

  test.beforeAll(async () => {
    test.setTimeout(360_000);
    const dist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-update-'));
    fs.cpSync(dist, path.join(web, 'dist'), { recursive: true });
    const port = await freePort();
    baseURL = `http://localhost:${port}`;
    server = spawn('npx', ['tsx', fileURLToPath(new URL('../../apps/server/src/server.ts', import.meta.url))], {
      // A process group of its own: npx starts the server as a child, which must end with it (afterAll).
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(web, 'data'),
        WEB_DIST: path.join(web, 'dist'),
        PUBLIC_URL: baseURL,
        SEED_DEMO_DATA: 'never',
        LOG_LEVEL: 'warn',
        SIGNUP_LIMIT_PER_ADDRESS: '100000',
      },
    });
    await expect
      .poll(
        () =>
          fetch(`${baseURL}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 330_000, intervals: [1000] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server?.pid !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    fs.rmSync(web, { recursive: true, force: true });
  });

  test('a new version is announced with "Reload to update"; until then the open page loads only its own chunks', async ({ browser }) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const player = { name: 'Update Player', email: `update-${Date.now()}@arena.test`, password: 'password123' };
    const signedUp = await page.request.post('/api/auth/sign-up/email', { data: player, headers: { origin: baseURL } });
    expect(signedUp.status(), await signedUp.text()).toBe(200);
    const signedIn = await page.request.post('/api/auth/sign-in/email', { data: { ...player, rememberMe: true }, headers: { origin: baseURL } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: t('dashboard.greeting', { name: player.name }) })).toBeVisible();
    await underServiceWorker(page);
    // The worker keeps the texts of the language this player reads (handed over by the page), not the other two.
    await expect.poll(() => cachedLanguages(page), { timeout: 30_000 }).toEqual(['en']);

    // The deploy: a new service worker, and the wallet page's chunk of the running version gone from the server.
    const dist = path.join(web, 'dist');
    const worker = path.join(dist, 'sw.js');
    const walletChunk = /"url":"(assets\/wallet-page-[\w-]+\.js)"/.exec(fs.readFileSync(worker, 'utf8'))![1]!;
    for (const file of [walletChunk, `${walletChunk}.br`, `${walletChunk}.gz`, 'sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(dist, file), { force: true });
    const next = fs.readFileSync(worker, 'utf8').replace(new RegExp(`\\{"revision":null,"url":"${walletChunk.replace(/[.]/g, '\\.')}"\\},?`), '');
    fs.writeFileSync(worker, `${next}\n// next version\n`);
    expect((await page.request.get(`/${walletChunk}`)).ok()).toBe(false); // the server no longer has it

    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    const reload = page.getByRole('button', { name: t('update.reload') });
    await expect(page.getByText(t('update.ready'))).toBeVisible({ timeout: 60_000 });
    // The new version installed with the texts of the language in use only.
    expect(await cachedLanguages(page)).toEqual(['en']);

    // Not applied yet: the running version opens its wallet page from its own code, kept by its service worker.
    await page
      .getByRole('link', { name: t('nav.myWallet') })
      .first()
      .click();
    await expect(page.getByTestId('wallet-balance')).toBeVisible();

    // Applied: every page reloads into the new version (back on the dashboard, which the new version still has).
    await page
      .getByRole('link', { name: t('nav.dashboard') })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: t('dashboard.greeting', { name: player.name }) })).toBeVisible();
    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    await reload.click();
    await reloaded;
    await expect(page.getByRole('heading', { name: t('dashboard.greeting', { name: player.name }) })).toBeVisible();
    await expect(page.getByText(t('update.ready'))).toBeHidden();
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null), { timeout: 60_000 }).toBe(true);
    await context.close();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
