#!/usr/bin/env node
// After `vite build`: how much JavaScript a visitor downloads before the first screen (the entry chunk and
// everything it imports statically), the same per player page (plus the page's lazy chunks, the signed-in shell's
// included), what the app loads later on demand, and the back-office chunks that only load on an admin route.
// Fails when a player's entry route needs more than FIRST_LOAD_BUDGET of JavaScript (gzip) before it renders,
// or when back-office code (src/features/*/admin/…, the admin texts and contracts of @arena/shared) ended up in the
// initial bundle or in what any player page loads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { LANGUAGES, languageChunksOf, lazyModulesOf, PLAYER_ENTRY_ROUTES, withStaticImports as staticImportsIn } from './entry-routes.mjs';

const FIRST_LOAD_BUDGET = 200_000; // bytes of gzip, as on the wire

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`report-size: ${path.relative(process.cwd(), manifestPath)} not found; run vite build with build.manifest`);
  process.exit(1);
}
/** @type {Record<string, { file: string; src?: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

// The back office's code: its screens (src/features/*/admin/), its texts and its contracts (packages/shared/src/admin/).
const isAdminSource = (source) =>
  /(^|\/)src\/features\/[^/]+\/admin\//.test(source) || /(^|\/)packages\/shared\/src\/(admin-messages\.ts$|admin\/)/.test(source);
const isPlayerPage = (source) => /^src\/features\/[^/]+\/pages\//.test(source);

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const buffer = readFileSync(path.join(dist, file));
    sizes.set(file, { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length });
  }
  return sizes.get(file);
}

// kB as Vite prints them (1 kB = 1000 bytes), so both tables read alike.
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Source files bundled into a chunk, from its (hidden) source map. */
function sourcesOf(file) {
  const mapPath = path.join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return null;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  return (map.sources ?? []).map((s) => s.replace(/\\/g, '/'));
}

const withStaticImports = (keys) => staticImportsIn(manifest, keys);

const isJs = (key) => manifest[key].file.endsWith('.js');

function total(keys) {
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const size = sizeOf(manifest[key].file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

function table(title, keys) {
  console.log(`\n${title}`);
  for (const key of keys) {
    const { file } = manifest[key];
    const size = sizeOf(file);
    console.log(`  ${file.padEnd(48)} ${kb(size.raw).padStart(10)}  gzip ${kb(size.gzip).padStart(9)}`);
  }
  const sum = total(keys);
  console.log(`  ${'total'.padEnd(48)} ${kb(sum.raw).padStart(10)}  gzip ${kb(sum.gzip).padStart(9)}`);
  return sum;
}

// Initial set: the entry chunk plus its static imports, transitively.
const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const initial = withStaticImports(entryKeys);
const initialKeys = [...initial].filter(isJs);
const initialTotal = table('Initial JavaScript (entry + static imports):', initialKeys);

const initialCss = [...new Set([...initial].flatMap((key) => manifest[key].css ?? []))];
if (initialCss.length) {
  let raw = 0;
  let gzip = 0;
  for (const file of initialCss) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  console.log(`  (initial CSS: ${initialCss.length} file(s), ${kb(raw)}, gzip ${kb(gzip)})`);
}

// First load per player page: the initial set plus the lazy chunks of the page (and of the shell around it) with
// their static imports. "Later" is what the page may import on demand afterwards (a chart, a form in a tab, a
// dialog), with what that imports statically.
const initialSources = new Set(initialKeys.flatMap((key) => sourcesOf(manifest[key].file) ?? []));
const inInitialBundle = (source) => [...initialSources].some((s) => s === source || s.endsWith(`/${source}`));
const routeOf = Object.fromEntries(Object.entries(PLAYER_ENTRY_ROUTES).map(([route, page]) => [page, route]));
const playerPages = [
  ...new Set([...Object.values(PLAYER_ENTRY_ROUTES), ...Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && isPlayerPage(key))]),
];

/** What a set of chunks imports on demand that it does not hold already, with that code's static imports. */
function onDemandFrom(keys, loaded) {
  const wanted = keys.flatMap((key) => manifest[key].dynamicImports ?? []).filter((key) => !loaded.has(key));
  return [...withStaticImports(wanted)].filter((key) => !loaded.has(key) && isJs(key));
}

const overBudget = [];
const missing = [];
/** Every chunk a player page loads: before its first screen, and on demand afterwards. */
const playerPageChunks = new Set();
console.log(
  `\nFirst-load JavaScript per player page and language (entry + the page's lazy chunks + their static imports + the language's texts; budget ${kb(FIRST_LOAD_BUDGET)} gzip on entry routes in every language):`,
);
console.log(`  ${'route'.padEnd(11)} ${'page'.padEnd(50)} ${LANGUAGES.map((language) => `gzip ${language}`.padStart(10)).join(' ')}   later (on demand, gzip)`);
for (const page of playerPages) {
  const route = routeOf[page];
  const modules = lazyModulesOf(page);
  // A module bundled into the entry (not lazy) loads with the initial set.
  const notBuilt = modules.filter((module) => !manifest[module] && !inInitialBundle(module));
  if (notBuilt.length) {
    missing.push(...notBuilt);
    continue;
  }
  const firstLoad = withStaticImports([...entryKeys, ...modules.filter((module) => manifest[module])]);
  const sizes = LANGUAGES.map((language) => total([...withStaticImports([...firstLoad, ...languageChunksOf(manifest, language)])].filter(isJs)));
  // The page's own on-demand imports; the entry's are the other routes.
  const laterKeys = onDemandFrom(
    [...firstLoad].filter((key) => !initial.has(key)),
    firstLoad,
  );
  const later = total(laterKeys);
  for (const key of [...firstLoad, ...laterKeys]) if (isJs(key)) playerPageChunks.add(key);
  const over = LANGUAGES.filter((_, index) => route !== undefined && sizes[index].gzip > FIRST_LOAD_BUDGET);
  for (const language of over) overBudget.push(`${route} (${language}): ${kb(sizes[LANGUAGES.indexOf(language)].gzip)} gzip`);
  console.log(
    `  ${(route ?? '').padEnd(11)} ${page.replace(/^src\/features\//, '').padEnd(50)} ${sizes.map((size) => kb(size.gzip).padStart(10)).join(' ')}` +
      `   ${later.gzip ? `+${kb(later.gzip)}` : '-'}${over.length ? '  OVER BUDGET' : ''}`,
  );
}

// What every page may load after its first screen, besides the screens themselves: the toast container, the
// realtime handlers, better-auth's client.
const isScreen = (key) => /^src\/(features\/[^/]+\/(admin\/)?pages|app\/layouts)\//.test(key);
const entryOnDemand = [...initial].flatMap((key) => manifest[key].dynamicImports ?? []).filter((key) => !isScreen(key));
/** The JavaScript one of them loads: its chunk and their static imports that the initial set does not hold. */
const onDemandChunksOf = (key) => [...withStaticImports([key])].filter((k) => !initial.has(k) && isJs(k));
/** What every page loads after its first screen. */
const appOnDemandChunks = new Set(entryOnDemand.flatMap(onDemandChunksOf));
if (entryOnDemand.length) {
  console.log('\nLoaded on demand by the app itself (not in any first load above):');
  for (const key of entryOnDemand) {
    const size = total(onDemandChunksOf(key));
    console.log(`  ${key.padEnd(62)} ${kb(size.raw).padStart(10)}  gzip ${kb(size.gzip).padStart(9)}`);
  }
}

// Back-office chunks: lazily loaded chunks built from admin sources, and whatever they import that the
// initial set does not already contain.
const adminKeys = Object.keys(manifest).filter((key) => {
  const chunk = manifest[key];
  if (initial.has(key) || !isJs(key)) return false;
  if (chunk.src && isAdminSource(chunk.src)) return true;
  const sources = sourcesOf(chunk.file);
  return sources !== null && sources.some(isAdminSource);
});
if (adminKeys.length === 0) {
  console.log('\nAdmin chunks: none found (expected lazily loaded chunks from src/features/*/admin/)');
} else {
  table('Admin chunks (loaded only on /admin routes):', adminKeys);
}

// The proof: no admin source in any initial chunk, nor in any chunk a player page loads (first or on demand) or that
// every page loads after its first screen.
const leaked = [];
let checked = 0;
for (const key of new Set([...initialKeys, ...playerPageChunks, ...appOnDemandChunks])) {
  const sources = sourcesOf(manifest[key].file);
  if (!sources) continue;
  checked += 1;
  for (const source of sources) if (isAdminSource(source)) leaked.push(`${manifest[key].file}: ${source}`);
}
if (leaked.length) {
  console.error('\nBack-office code is in the initial bundle, in what a player page loads or in what every page loads after it:');
  for (const line of leaked) console.error(`  ${line}`);
  process.exit(1);
}
if (missing.length) {
  console.error(`\nModule(s) not found in the build (update PLAYER_ENTRY_ROUTES or SIGNED_IN_SHELL in scripts/entry-routes.mjs):`);
  for (const source of missing) console.error(`  ${source}`);
  process.exit(1);
}
if (overBudget.length) {
  console.error(`\nFirst-load JavaScript above the ${kb(FIRST_LOAD_BUDGET)} gzip budget:`);
  for (const line of overBudget) console.error(`  ${line}`);
  console.error('Load what the page does not need at once on demand (lazy routes, React.lazy for charts, QR codes, date pickers).');
  process.exit(1);
}
console.log(
  `\nOK: ${checked} chunk(s) of the initial bundle, of what the player pages load and of what every page loads after them` +
    ` checked through their source maps;` +
    ` no back-office module (src/features/*/admin/, admin-messages.ts, packages/shared/src/admin/) in them` +
    ` (initial JS ${kb(initialTotal.gzip)} gzip); every player entry route within ${kb(FIRST_LOAD_BUDGET)} gzip.`,
);
