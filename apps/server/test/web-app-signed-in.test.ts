import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '@arena/shared';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { fund } from './wallet-helpers.js';

/** What the server sends when it does not render the page: the page's loading screen. */
const LOADING_PAGE = '<!doctype html><html><body><div id="root" data-prerendered="loading">Loading...</div></body></html>\n';
const TEMPLATE =
  '<!doctype html><html><head><link rel="stylesheet" href="/assets/dashboard.css"></head>' +
  '<body><div id="root" data-prerendered="session"><!--arena:page--></div><!--arena:me--></body></html>\n';

/**
 * A build as apps/web leaves it for /dashboard (scripts/write-entry-pages.mjs): the loading-screen page, the
 * signed-in template, and beside dist/ the server renderer (dist-ssr/prerender.js). The renderer here stands in
 * for React's: it shows the route, the account's name as given and how many rows of the dashboard's data it was
 * given, and fails for a name that asks it to.
 */
function writeBuild(root: string) {
  const dist = path.join(root, 'dist');
  for (const language of ['en', 'fr']) fs.mkdirSync(path.join(dist, 'entry', language), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'package.json'), '{ "type": "module" }\n');
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>\n');
  for (const language of ['en', 'fr']) {
    fs.writeFileSync(path.join(dist, 'entry', language, 'dashboard.html'), LOADING_PAGE);
    fs.writeFileSync(path.join(dist, 'entry', language, 'dashboard.signed-in.html'), TEMPLATE);
  }
  fs.writeFileSync(
    path.join(root, 'dist-ssr', 'prerender.js'),
    `export async function renderSignedInPage(route, me, language, data) {
       if (me.fullName === 'Render Failure') throw new Error('render failed');
       await new Promise((resolve) => setTimeout(resolve, 5));
       const welcome = language === 'fr' ? 'Bon retour, ' : 'Welcome back, ';
       const cards = data ? data.ranking.items.length + ' ranked, ' + data.activity.items.length + ' activities' : 'loading';
       return '<h1 data-route="' + route + '" data-cards="' + cards + '">' + welcome + me.fullName + '! $& $1</h1>';
     }
     export async function renderPublicPage() { return ''; }
     export async function renderLoadingScreen() { return ''; }\n`,
  );
  return dist;
}

describe('/dashboard rendered by the server for its signed-in player', () => {
  let t: TestApp;
  let root: string;
  let player: TestUser;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-signed-in-'));
    t = await createTestApp({ config: { webDist: writeBuild(root) } });
    player = await t.createUser({ name: 'Jean Baptiste' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (user: TestUser | null, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { ...(user ? { cookie: user.cookie } : {}), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  /** The dashboard's answers the page carries for the app (#arena-page-data). */
  function embeddedPageData(html: string): unknown {
    const match = /<script type="application\/json" id="arena-page-data">([^<]*)<\/script>/.exec(html);
    expect(match, html).not.toBeNull();
    return JSON.parse(match![1]!);
  }

  /** The account the page carries for the app (#arena-me). */
  function embeddedAccount(html: string): unknown {
    const match = /<script type="application\/json" id="arena-me">([^<]*)<\/script>/.exec(html);
    expect(match, html).not.toBeNull();
    return JSON.parse(match![1]!);
  }

  it('holds the rendered page and the account /api/me gives, never stored by a cache', async () => {
    const response = await get(player);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    // Text in the page is not a replacement pattern.
    expect(response.body).toContain(
      '<div id="root" data-prerendered="session"><h1 data-route="/dashboard" data-cards="0 ranked, 0 activities">Welcome back, Jean Baptiste! $& $1</h1></div>',
    );
    expect(response.body).toContain('<link rel="stylesheet" href="/assets/dashboard.css">');
    const me = await t.request(player, { method: 'GET', url: '/api/me' });
    // The same account; each answer has its own event cursor, taken when it was read.
    const { eventsCursor, ...account } = embeddedAccount(response.body) as Me;
    expect(eventsCursor).toMatch(/^\d+:/);
    expect(account).toEqual({ ...me.json<Me>(), eventsCursor: undefined });
    expect(response.body).not.toContain('<!--arena:');
  });

  it("carries the answers of the dashboard's cards as the API gives them, and is rendered with them (decision 057)", async () => {
    const admin = await t.createAdmin();
    const ranked = await t.createUser({ name: 'Rose Ranked' });
    await fund(t, admin, ranked, 25);
    expect((await t.request(admin, { method: 'POST', url: '/api/admin/rankings/add-all' })).statusCode).toBe(200);

    const response = await get(ranked);
    const ranking = await t.request(ranked, { method: 'GET', url: '/api/rankings?limit=5&sort=rank' });
    const activity = await t.request(ranked, { method: 'GET', url: '/api/dashboard/activity' });
    const data = embeddedPageData(response.body) as { ranking: { items: unknown[] }; activity: { items: unknown[] } };
    expect(data).toEqual({ ranking: ranking.json(), activity: activity.json() });
    expect(data.ranking.items.length).toBeGreaterThan(0);
    expect(data.activity.items.length).toBeGreaterThan(0);
    expect(response.body).toContain(`data-cards="${data.ranking.items.length} ranked, ${data.activity.items.length} activities"`);
  });

  it("is rendered in the player's language, and says the page varies by it", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: `${player.cookie}; arena_language=fr` } });
    expect(response.body).toContain('Bon retour, Jean Baptiste!');
    expect(response.headers.vary).toMatch(/cookie/i);
    const english = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: player.cookie, 'accept-language': 'es' } });
    expect(english.body).toContain('Welcome back, Jean Baptiste!');
  });

  it('is compressed as the request allows', async () => {
    const brotli = await get(player, 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('Welcome back, Jean Baptiste!');
    const gzip = await get(player, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('Welcome back, Jean Baptiste!');
  });

  it('gives each player their own page when they load it at the same time', async () => {
    const names = ['Ana Joseph', 'Marc Pierre', 'Lina Louis', 'Paul Jean'];
    const players = await Promise.all(names.map((name) => t.createUser({ name })));
    const pages = await Promise.all(players.flatMap((p) => [get(p), get(p)]));
    pages.forEach((page, i) => {
      const owner = players[Math.floor(i / 2)]!;
      expect(page.body).toContain(`Welcome back, ${names[Math.floor(i / 2)]}!`);
      expect(embeddedAccount(page.body)).toMatchObject({ id: owner.id, email: owner.email });
    });
  });

  it("keeps the account's texts inside the page's data: a name cannot close the script element", async () => {
    const name = 'Eve </script><script>alert(1)</script> \u2028';
    const eve = await t.createUser({ name });
    const response = await get(eve);
    const data = /<script type="application\/json" id="arena-me">([\s\S]*?)<\/script>/.exec(response.body)![1]!;
    expect(data).not.toContain('<');
    expect((JSON.parse(data) as { fullName: string }).fullName).toBe(name);
  });

  it('sends the loading screen to a visitor without a live session, and to an admin', async () => {
    const anonymous = await get(null);
    expect(anonymous.body).toBe(LOADING_PAGE);
    expect(anonymous.headers['cache-control']).toBe('no-cache');

    const stale = await get({ ...player, cookie: 'arena.session_token=not-a-session' });
    expect(stale.body).toBe(LOADING_PAGE);

    const admin = await t.createAdmin();
    expect((await get(admin)).body).toBe(LOADING_PAGE);
  });

  it('sends the loading screen when the render fails', async () => {
    const unlucky = await t.createUser({ name: 'Render Failure' });
    const response = await get(unlucky);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LOADING_PAGE);
  });
});
