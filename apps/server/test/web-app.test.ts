import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

/** The colour-scheme script index.html runs before the first paint. */
const INLINE_SCRIPT = "document.documentElement.setAttribute('data-mantine-color-scheme', 'light');";
/** The loader an entry page runs for its code after its first paint (decision 026). */
const LOADER_SCRIPT = 'requestCode(document.currentScript.dataset.code);';

/**
 * A built web app as apps/web's build leaves it: a hashed asset, index.html with its inline script, and the entry
 * pages of / and /login (scripts/write-entry-pages.mjs), each with its .br and .gz copy.
 */
function writeWebDist(dir: string) {
  const script = `console.log(${JSON.stringify('Arena '.repeat(200))});\n`;
  const page = (root: string, language = 'en') =>
    `<!doctype html><html lang="${language}"><head><title>Arena</title><script>${INLINE_SCRIPT}</script></head><body>${root.repeat(20)}</body></html>\n`;
  const html = page('<div id="root"></div>');
  const entryPages = {
    '/': page('<div id="root" data-prerendered="page"><h1>Welcome</h1></div>'),
    '/login': page(
      '<div id="root" data-prerendered="page"><h1>Sign in</h1></div>' +
        `<script type="application/json" id="data">{"data":"not code"}</script><script data-code="/assets/index-Ab12Cd34.js">${LOADER_SCRIPT}</script>`,
    ),
  };
  // Each language's pages (the build writes en, fr and ht; two are enough here).
  const pagesIn = {
    fr: { index: page('<div id="root"></div>', 'fr'), home: page('<div id="root" data-prerendered="page"><h1>Bienvenue</h1></div>', 'fr') },
    ht: { index: page('<div id="root"></div>', 'ht'), home: page('<div id="root" data-prerendered="page"><h1>Byenveni</h1></div>', 'ht') },
  };
  const files: Record<string, string> = {
    'index.html': html,
    'entry/en/index.html': html,
    'entry/en/home.html': entryPages['/'],
    'entry/en/login.html': entryPages['/login'],
    'entry/fr/index.html': pagesIn.fr.index,
    'entry/fr/home.html': pagesIn.fr.home,
    'entry/ht/index.html': pagesIn.ht.index,
    'entry/ht/home.html': pagesIn.ht.home,
    'assets/index-Ab12Cd34.js': script,
    'robots.txt': 'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n',
  };
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const language of ['en', 'fr', 'ht']) fs.mkdirSync(path.join(dir, 'entry', language), { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    if (name.endsWith('.txt')) continue;
    fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, gzipSync(content));
  }
  return { script, html, entryPages, pagesIn };
}

describe('the built web app', () => {
  let t: TestApp;
  let dir: string;
  let script: string;
  let html: string;
  let entryPages: Record<'/' | '/login', string>;
  let pagesIn: ReturnType<typeof writeWebDist>['pagesIn'];
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-web-'));
    ({ script, html, entryPages, pagesIn } = writeWebDist(dir));
    t = await createTestApp({ config: { webDist: dir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli copy when brotli is accepted, even beside gzip', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is otherwise, still varying on Accept-Encoding for shared caches', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(response.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    }
  });

  it('hashed assets are cached for a year as immutable', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const response = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(response.headers['cache-control'], String(acceptEncoding)).toBe('public, max-age=31536000, immutable');
    }
  });

  it('index.html is revalidated on every use, directly and as the fallback of client-side routes, compressed too', async () => {
    for (const url of ['/index.html', '/dashboard', '/wallet/history', '/admin/users']) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-type'], url).toMatch(/^text\/html/);
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      expect(plain.body, url).toBe(html);

      const compressed = await get(url, 'br, gzip');
      expect(compressed.headers['content-encoding'], url).toBe('br');
      expect(compressed.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(compressed.rawPayload).toString(), url).toBe(html);
    }
  });

  it('an entry route gets its own page (rendered HTML, preloads), compressed and revalidated like index.html', async () => {
    for (const url of ['/', '/login'] as const) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(entryPages[url]);
    }
    // Only the exact route: a path below it is another client-side route.
    expect((await get('/login/extra')).body).toBe(html);
  });

  it('a page asked for again with its ETag is answered 304 without a body (a return visit downloads no unchanged page)', async () => {
    for (const url of ['/', '/login', '/wallet', '/assets/index-Ab12Cd34.js']) {
      const first = await get(url, 'br, gzip');
      const etag = first.headers.etag;
      expect(etag, url).toBeTruthy();
      const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
    }
  });

  it("sends a page in the visitor's language: the chosen one (cookie) first, else the browser's, else English", async () => {
    const page = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
    expect((await page('/', { 'accept-language': 'fr-HT, en;q=0.5' })).body).toBe(pagesIn.fr.home);
    expect((await page('/', { 'accept-language': 'ht' })).body).toBe(pagesIn.ht.home);
    expect((await page('/wallet', { 'accept-language': 'fr' })).body).toBe(pagesIn.fr.index);
    expect((await page('/', { 'accept-language': 'fr', cookie: 'arena_language=ht' })).body).toBe(pagesIn.ht.home);
    expect((await page('/', { 'accept-language': 'es-ES, de' })).body).toBe(entryPages['/']);
    expect((await page('/', { cookie: 'arena_language=xx' })).body).toBe(entryPages['/']);
    const response = await page('/', { 'accept-language': 'fr' });
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it("allows the built pages' inline scripts by their hashes (the colour scheme, the entry pages' loader), and no other", async () => {
    const csp = String((await get('/login')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    // Each once, though every page holds the colour-scheme script; the JSON is data, not code.
    expect(scriptSrc).toBe(`script-src 'self' ${hash(INLINE_SCRIPT)} ${hash(LOADER_SCRIPT)}`);
  });

  it('robots.txt is served as text/plain, not the app', async () => {
    const response = await get('/robots.txt', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /api/');
  });

  it("sends a document's security headers with pages only: a script keeps those that govern it, and unknown API paths are not the app", async () => {
    const page = await get('/login', 'br');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');

    const asset = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
    for (const header of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'x-xss-protection', 'origin-agent-cluster']) {
      expect(asset.headers[header], header).toBeUndefined();
    }

    const api = await get('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });
});
