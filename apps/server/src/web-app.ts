import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { isLocale, LOCALE_COOKIE, LOCALES, localeFromAcceptLanguage, type DashboardPageData, type Locale, type Me } from '@arena/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/client.js';
import { getMe } from './modules/accounts/index.js';
import { readDashboardPage } from './modules/dashboard/index.js';

/**
 * The inline scripts of the built pages, allowed by their hashes so the policy still forbids any other inline script:
 * index.html's colour-scheme one, which must run before the first paint, and the entry pages' loader of their code
 * (apps/web/scripts/write-entry-pages.mjs). Scripts with a `type` (the account's JSON) are data, not code.
 */
export function inlineScriptSources(webDist: string | undefined): string[] {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) return [];
  const entryDir = path.join(webDist, 'entry');
  const pages = [
    path.join(webDist, 'index.html'),
    ...(fs.existsSync(entryDir) ? fs.readdirSync(entryDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html')) : []).map((name) =>
      path.join(entryDir, name),
    ),
  ];
  const sources = new Set<string>();
  for (const page of pages) {
    for (const match of fs.readFileSync(page, 'utf8').matchAll(/<script(?: data-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g)) {
      sources.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
    }
  }
  return [...sources];
}

/** A file under assets/ has its content's hash in its name: it never changes, so browsers and proxies keep it. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Security headers that govern a document (or a worker) only. A script or a stylesheet is never one, and a first
 * visit fetches about 170 of them over HTTP/1.1, where these headers cost about 0.6 KB on each (about 100 KB of a
 * player's data plan, `npm run weigh`). They stay on pages, API answers and the service worker (sw.js is not under
 * assets/). nosniff, Cross-Origin-Resource-Policy and Referrer-Policy (a stylesheet's own requests follow it) stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** A script, a stylesheet or a source map, as it is or as its compressed copy. */
const SUBRESOURCE = /\.(?:js|css|map)(?:\.br|\.gz)?$/;

/**
 * Serves the built single-page app; any non-API path falls back to index.html (client-side routes). The build
 * writes a brotli and a gzip copy beside each text file (apps/web/scripts/compress.mjs): a request gets the one its
 * Accept-Encoding allows (brotli first), with `Vary: Accept-Encoding`, or the file as it is.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  const root = path.resolve(webDist);
  const assets = path.join(root, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are other encodings of a file, not files of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    // index.html and the other unhashed files (robots.txt, favicon) are revalidated on every use, so a deploy shows at once.
    cacheControl: false,
    setHeaders: (reply, file) => {
      const hashed = file.startsWith(assets);
      reply.header('cache-control', hashed ? HASHED_ASSET_CACHE : 'no-cache');
      // Helmet writes them on the raw response, before Fastify's own headers.
      if (hashed && SUBRESOURCE.test(file)) for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
    },
  });
  // The player's entry routes have a page of their own in each language, which preloads the route's chunks and the
  // language's texts (apps/web/scripts/write-entry-pages.mjs): entry/fr/home.html for / in French, entry/fr/index.html
  // for any other route.
  const languages = new Map<Locale, LanguagePages>();
  for (const locale of LOCALES) {
    const folder = path.join(root, 'entry', locale);
    const files = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    languages.set(locale, {
      locale,
      pages: new Set(files.filter((name) => name.endsWith('.html') && !name.endsWith(SIGNED_IN_SUFFIX))),
      signedIn: await loadSignedInPages(root, locale, files),
    });
  }
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (file.startsWith('api/')) return reply.callNotFound();
    const full = path.resolve(root, file);
    if (file && full.startsWith(root + path.sep) && fs.existsSync(full) && fs.statSync(full).isFile()) return reply.sendFile(file);
    const entryPage = `${file || 'home'}.html`;
    // The page's language depends on the visitor: no shared cache may give one visitor's to another.
    reply.header('vary', 'accept-encoding, accept-language, cookie');
    const visitorLanguage = languageOfVisitor(request);
    const render = languages.get(visitorLanguage)?.signedIn.get(entryPage);
    if (render && request.headers.cookie) {
      const page = await renderForVisitor(
        app,
        request,
        reply,
        `/${file}`,
        (me) => languages.get(accountLanguage(me) ?? visitorLanguage)?.signedIn.get(entryPage) ?? render,
      );
      if (page !== undefined) return page;
    }
    const pages = languages.get(visitorLanguage);
    if (!pages || pages.pages.size === 0) return reply.sendFile('index.html');
    return reply.sendFile(`entry/${visitorLanguage}/${pages.pages.has(entryPage) ? entryPage : 'index.html'}`);
  });
}

/** The language the account chose, wherever it chose it. */
function accountLanguage(me: Me): Locale | undefined {
  const { language } = me as { language?: unknown };
  return isLocale(language) ? language : undefined;
}

/** One language's entry pages: the files of entry/<language>/ and the signed-in pages rendered per visitor. */
interface LanguagePages {
  locale: Locale;
  pages: Set<string>;
  signedIn: Map<string, RenderPage>;
}

/**
 * The language a visitor's page is sent in before their account is known: the one they chose (the language cookie
 * the web app sets, and the server with the account's preference), else their browser's (Accept-Language).
 */
function languageOfVisitor(request: FastifyRequest): Locale {
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];
  return isLocale(cookie) ? cookie : localeFromAcceptLanguage(request.headers['accept-language']);
}

/** A signed-in entry page's template (apps/web/scripts/write-entry-pages.mjs), beside the page's loading-screen copy. */
const SIGNED_IN_SUFFIX = '.signed-in.html';
const PAGE_MARKER = '<!--arena:page-->';
const ME_MARKER = '<!--arena:me-->';

type RenderSignedInPage = (route: string, me: Me, locale: Locale, data: DashboardPageData | null) => Promise<string>;
/** A signed-in entry page made for one visitor, template included, its data read on `db`. */
type RenderPage = (me: Me, db: Db) => Promise<string>;

/**
 * The data a signed-in page is rendered with beside the account (decision 057), read in the page's language: the
 * dashboard's cards. Read after the account, whose events cursor the page's stream resumes from, so an event between
 * the two reads is replayed, not lost.
 */
const PAGE_DATA: Record<string, (db: Db, userId: string, locale: Locale) => Promise<DashboardPageData>> = {
  '/dashboard': readDashboardPage,
};

/**
 * The signed-in entry pages the server renders for each visitor (decision 024): entry page name (dashboard.html) →
 * its render. Empty when the build has none or its server renderer (dist-ssr/prerender.js, beside dist/) is missing.
 */
async function loadSignedInPages(root: string, locale: Locale, entryFiles: string[]): Promise<Map<string, RenderPage>> {
  const pages = new Map<string, RenderPage>();
  const templates = entryFiles.filter((name) => name.endsWith(SIGNED_IN_SUFFIX));
  const renderer = path.join(root, '..', 'dist-ssr', 'prerender.js');
  if (templates.length === 0 || !fs.existsSync(renderer)) return pages;
  const { renderSignedInPage } = (await import(pathToFileURL(renderer).href)) as { renderSignedInPage: RenderSignedInPage };
  for (const name of templates) {
    const template = fs.readFileSync(path.join(root, 'entry', locale, name), 'utf8');
    if (!template.includes(PAGE_MARKER) || !template.includes(ME_MARKER)) throw new Error(`entry/${locale}/${name} has no page or account marker`);
    const pageName = name.slice(0, -SIGNED_IN_SUFFIX.length) + '.html';
    const route = pageName === 'home.html' ? '/' : `/${pageName.slice(0, -'.html'.length)}`;
    pages.set(pageName, async (me, db) => {
      const data = (await PAGE_DATA[route]?.(db, me.id, locale)) ?? null;
      const html = await renderSignedInPage(route, me, locale, data);
      const embedded =
        `<script type="application/json" id="arena-me">${jsonInHtml(me)}</script>` +
        (data ? `<script type="application/json" id="arena-page-data">${jsonInHtml(data)}</script>` : '');
      // Replacer functions: a `$` in the page, the account or its data is text, not a replacement pattern.
      return template.replace(PAGE_MARKER, () => html).replace(ME_MARKER, () => embedded);
    });
  }
  return pages;
}

/** JSON that cannot end its <script> element early, whatever the account's texts hold. */
function jsonInHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const compressors = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

/**
 * The page rendered for the signed-in player of the request, compressed as the request allows and never stored by
 * a cache (it holds their account). Undefined (the caller sends the page's loading screen) for a visitor without a
 * live session and for an admin (their home is the back office); a failed render is logged, not shown.
 */
async function renderForVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  renderFor: (me: Me) => RenderPage,
): Promise<string | Buffer | undefined> {
  const user = await app.resolveSessionUser(request, reply);
  if (!user || user.role !== 'user') return undefined;
  let html: string;
  try {
    const me = await getMe(app.database.db, user.id);
    html = await renderFor(me)(me, app.database.db);
  } catch (error) {
    request.log.error({ err: error, route }, 'rendering a signed-in page failed; its loading screen is sent instead');
    return undefined;
  }
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'accept-encoding, accept-language, cookie');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip', 'identity']);
  if (encoding === 'br') {
    reply.header('content-encoding', 'br');
    // A middle quality: the page is made per request, and its size barely shrinks further.
    return compressors.br(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (encoding === 'gzip') {
    reply.header('content-encoding', 'gzip');
    return compressors.gzip(html);
  }
  return html;
}
