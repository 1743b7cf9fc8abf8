#!/usr/bin/env node
// After `vite build` and the server build of src/prerender.tsx: one HTML file per player entry route
// (dist/entry/<route>.html, served by the server for that route instead of index.html):
// - it asks for the page's own chunks and styles at once, beside the entry chunk; without that the browser learns of
//   them only after the entry chunk has downloaded and run, one more round trip before the first screen;
// - a public page (/, /login, /register) holds its rendered HTML, so it shows as soon as the HTML and the styles
//   are in, before any script has run (main.tsx hydrates it); a signed-in page holds the loading screen the app
//   shows first anyway, so the page paints before its code has loaded (the app then replaces it);
// - a signed-in page the server renders for each visitor (RENDERED_PER_VISITOR) also gets its template,
//   dist/entry/<route>.signed-in.html, in which the server puts the page as it renders it for the visitor of each
//   request (renderSignedInPage of src/prerender.tsx): the page's styles block its first paint like a public page's,
//   and the markers say where the page and the visitor's account go;
// - a page that arrives rendered (either kind above) asks for its code only once it has painted (decision 026,
//   scripts/load-code-after-paint.js).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isPublicPage, LANGUAGES, languageChunksOf, lazyModulesOf, PLAYER_ENTRY_ROUTES, RENDERED_PER_VISITOR, withStaticImports } from './entry-routes.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const builtIndexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!builtIndexHtml.includes('  </head>') || !builtIndexHtml.includes(EMPTY_ROOT) || !builtIndexHtml.includes('<html lang="en"'))
  throw new Error(`write-entry-pages: dist/index.html has no <html lang="en">, </head> or ${EMPTY_ROOT}`);

/**
 * index.html in one language: `<html lang>` and the language the app starts in (main.tsx reads data-language), its
 * texts asked for at once beside the entry chunk.
 */
function indexHtmlIn(language) {
  const preloads = languageChunksOf(manifest, language).map((key) => `    <link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
  return builtIndexHtml
    .replace('<html lang="en"', `<html lang="${language}" data-language="${language}"`)
    .replace('  </head>', `${preloads.join('\n')}\n  </head>`);
}

/** @type {{ renderPublicPage: (route: string, language: string) => Promise<string>, renderLoadingScreen: (language: string) => Promise<string>, renderSignedInPage: (route: string, me: object, language: string, data: object | null) => Promise<string> }} */
const { renderPublicPage, renderLoadingScreen, renderSignedInPage } = await import(pathToFileURL(path.join(web, 'dist-ssr', 'prerender.js')).href);

// What index.html already loads: the entry chunk and its static imports.
const initial = withStaticImports(
  manifest,
  Object.keys(manifest).filter((key) => manifest[key].isEntry),
);
const initialStyles = [...initial].flatMap((key) => manifest[key].css ?? []);

const LOAD_CODE_AFTER_PAINT = readFileSync(path.join(web, 'scripts', 'load-code-after-paint.js'), 'utf8').replace(/^(\/\/.*\n)+/, '');
const ENTRY_SCRIPT = /\n *<script type="module" crossorigin src="(\/[^"]+)"><\/script>/;
const MODULE_PRELOAD = /\n *<link rel="modulepreload" crossorigin href="(\/[^"]+)">/g;

/**
 * A rendered page's code, asked for once the page has painted (decision 026): its entry script and module preloads
 * leave the head for the inline loader at the end of the body, which lists them.
 */
function loadCodeAfterPaint(html) {
  const entry = html.match(ENTRY_SCRIPT);
  if (!entry) throw new Error('write-entry-pages: dist/index.html has no entry script');
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader = `<script data-code="${[entry[1], ...chunks].join(' ')}">${LOAD_CODE_AFTER_PAINT}</script>`;
  return html
    .replace(entry[0], '')
    .replace(MODULE_PRELOAD, '')
    .replace('  </body>', () => `    ${loader}\n  </body>`);
}

/** The file name of a route's page: '/' → home.html, '/login' → login.html (the server maps them back alike). */
const entryPageFile = (route) => `${route.slice(1) || 'home'}.html`;

/** Where the server puts a signed-in page's HTML and its visitor's account (apps/server/src/web-app.ts reads the same). */
const PAGE_MARKER = '<!--arena:page-->';
const ME_MARKER = '<!--arena:me-->';

/**
 * Players as the build renders a signed-in page to find the stylesheets its first paint needs: what a page shows
 * depends on the visitor's account and, on /dashboard, on the data read with it (SAMPLE_DASHBOARDS below), so these
 * cover what the server may render.
 */
const SAMPLE_PLAYER = {
  id: '00000000-0000-4000-8000-000000000000',
  email: 'player@arena.test',
  fullName: 'Sample Player',
  role: 'user',
  accountStatus: 'verified',
  verificationDate: '2026-01-02T00:00:00.000Z',
  twoFactorEnabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  wallet: { balanceCents: 12_345, heldCents: 2_000, availableCents: 10_345 },
  unreadNotifications: 2,
};
const SAMPLE_PLAYERS = [
  SAMPLE_PLAYER,
  ...['not_verified', 'pending'].map((accountStatus) => ({
    ...SAMPLE_PLAYER,
    fullName: null,
    accountStatus,
    verificationDate: null,
    twoFactorEnabled: false,
    wallet: { balanceCents: 0, heldCents: 0, availableCents: 0 },
    unreadNotifications: 0,
  })),
];

/** A ranked row of the sample dashboards below. */
const sampleRow = (rankPosition, isMe) => ({
  id: `00000000-0000-4000-8000-00000000010${rankPosition}`,
  userId: `00000000-0000-4000-8000-00000000020${rankPosition}`,
  rankPosition,
  fullName: rankPosition === 2 ? null : `Player ${rankPosition}`,
  matchesPlayed: 12,
  wins: 7,
  winRate: 58,
  tournamentsWon: rankPosition === 1 ? 1 : 0,
  leaguesWon: rankPosition === 1 ? 1 : 0,
  totalEarningsCents: 150_000,
  isMe,
  updatedAt: '2026-01-03T00:00:00.000Z',
});

/**
 * What the server reads with /dashboard (decision 057), for the same stylesheet search: none (its render shows the
 * cards loading), a ranked player with a row of every kind of activity, and a new player's empty cards.
 */
const SAMPLE_DASHBOARDS = [
  null,
  {
    ranking: { items: [sampleRow(1, false), sampleRow(2, false), sampleRow(3, true)], me: sampleRow(3, true), totalRanked: 3 },
    activity: {
      items: ['money', 'bid', 'enrollment', 'result', 'notification'].map((kind, i) => ({
        id: `${kind}:${i}`,
        kind,
        at: '2026-01-03T00:00:00.000Z',
        title: kind,
        detail: kind === 'money' ? null : 'Detail',
        amountCents: kind === 'money' ? -500 : kind === 'bid' ? 12_000 : null,
        status: { money: 'approved', bid: 'pending', enrollment: 'rejected', result: 'won', notification: 'unread' }[kind],
      })),
    },
  },
  { ranking: { items: [], me: null, totalRanked: 0 }, activity: { items: [] } },
];

/** Every stylesheet of the build, for the classes a signed-in page's render uses beyond its own chunks' styles. */
const allStylesheets = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, css: readFileSync(path.join(dist, file), 'utf8') }));

/** The Mantine classes (`m_…`) an HTML page uses. */
const mantineClassesOf = (html) =>
  new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)).filter((name) => /^m_[0-9a-f]+$/.test(name)));

/** Whether a stylesheet defines a class. */
const defines = (css, name) => new RegExp(`\\.${name}(?![\\w-])`).test(css);

/** The stylesheets, other than `have`, that define the Mantine classes of `html`. */
function stylesheetsUsedBy(html, have) {
  const missing = [...mantineClassesOf(html)].filter((name) => !allStylesheets.some(({ file, css }) => have.includes(file) && defines(css, name)));
  return allStylesheets.filter(({ file, css }) => !have.includes(file) && missing.some((name) => defines(css, name))).map(({ file }) => file);
}

/**
 * Mantine's styles come per component with the code that uses them (decision 022): the page's first paint, before any
 * script, must not miss one. Every Mantine class in the page's HTML (`m_…`) must be defined in a stylesheet the page
 * blocks on (index.html's and the page's own `rel="stylesheet"` links).
 */
function checkFirstPaintStyles(route, html) {
  const blocking = [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g)].map((match) => match[1]);
  const css = blocking.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
  const missing = [...mantineClassesOf(html)].filter((name) => !defines(css, name));
  if (missing.length > 0) {
    throw new Error(`write-entry-pages: ${route} shows Mantine classes its stylesheets (${blocking.join(', ')}) do not define: ${missing.join(', ')}`);
  }
}

const rendered = Object.keys(PLAYER_ENTRY_ROUTES).filter((route) => isPublicPage(PLAYER_ENTRY_ROUTES[route]));
for (const language of LANGUAGES) {
  // dist/entry/<language>/: the pages of one language, and its index.html for every other route.
  const folder = path.join(dist, 'entry', language);
  mkdirSync(folder, { recursive: true });
  const indexHtml = indexHtmlIn(language);
  writeFileSync(path.join(folder, 'index.html'), indexHtml);
  const loadingScreen = await renderLoadingScreen(language);
  await writeEntryPages(language, folder, indexHtml, loadingScreen);
}

/** The entry pages of one language (see the top of this file). */
async function writeEntryPages(language, folder, indexHtml, loadingScreen) {
  for (const [route, page] of Object.entries(PLAYER_ENTRY_ROUTES)) {
    const publicPage = isPublicPage(page);
    const chunks = [
      ...withStaticImports(
        manifest,
        lazyModulesOf(page).filter((module) => manifest[module]),
      ),
    ].filter((key) => !initial.has(key));
    const scripts = chunks.filter((key) => manifest[key].file.endsWith('.js')).map((key) => manifest[key].file);
    const styles = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))];
    const links = [
      // A rendered page needs its styles for its first paint; a loading screen does not, and the page's chunk adds
      // the stylesheet itself when it runs (Vite skips one already in the page).
      ...styles.map((file) => `    <link rel="${publicPage ? 'stylesheet' : 'preload" as="style'}" crossorigin href="/${file}">`),
      ...scripts.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    // data-prerendered tells main.tsx whether to hydrate the HTML or replace it.
    const root = publicPage
      ? `<div id="root" data-prerendered="page">${await renderPublicPage(route, language)}</div>`
      : `<div id="root" data-prerendered="loading">${loadingScreen}</div>`;
    const built = indexHtml.replace('  </head>', `${links.join('\n')}\n  </head>`).replace(EMPTY_ROOT, root);
    const html = publicPage ? loadCodeAfterPaint(built) : built;
    checkFirstPaintStyles(route, html);
    writeFileSync(path.join(folder, entryPageFile(route)), html);
    if (!RENDERED_PER_VISITOR.includes(route)) continue;

    // The server's render waits for the page's lazy parts (a table, say): their stylesheets block the paint too.
    const renders = await Promise.all(
      SAMPLE_PLAYERS.flatMap((player) => SAMPLE_DASHBOARDS.map((data) => renderSignedInPage(route, player, language, route === '/dashboard' ? data : null))),
    );
    const pageStyles = [...styles];
    for (const render of renders) pageStyles.push(...stylesheetsUsedBy(render, [...initialStyles, ...pageStyles]));
    const blockingLinks = [
      ...pageStyles.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">`),
      ...scripts.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    const template = loadCodeAfterPaint(
      indexHtml
        .replace('  </head>', `${blockingLinks.join('\n')}\n  </head>`)
        .replace(EMPTY_ROOT, `<div id="root" data-prerendered="session">${PAGE_MARKER}</div>${ME_MARKER}`),
    );
    for (const render of renders) checkFirstPaintStyles(route, template.replace(PAGE_MARKER, render));
    writeFileSync(path.join(folder, entryPageFile(route).replace(/\.html$/, '.signed-in.html')), template);
  }
}
console.log(
  `Entry pages: ${Object.keys(PLAYER_ENTRY_ROUTES).length} in each of ${LANGUAGES.join(', ')} written to dist/entry/<language>/, their chunks preloaded; rendered: ${rendered.join(', ')}; ` +
    `rendered per visitor by the server: ${RENDERED_PER_VISITOR.join(', ')} (their .signed-in.html templates).`,
);
