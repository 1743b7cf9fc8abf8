#!/usr/bin/env node
// After `vite build`: how much JavaScript a visitor downloads before the first screen (the entry chunk and
// everything it imports statically), and the back-office chunks that only load on an admin route.
// Fails when a back-office source file (src/features/*/admin/…) ended up in the initial bundle.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`report-size: ${path.relative(process.cwd(), manifestPath)} not found; run vite build with build.manifest`);
  process.exit(1);
}
/** @type {Record<string, { file: string; src?: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const isAdminSource = (source) => /(^|\/)src\/features\/[^/]+\/admin\//.test(source);

function sizeOf(file) {
  const buffer = readFileSync(path.join(dist, file));
  return { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Source files bundled into a chunk, from its (hidden) source map. */
function sourcesOf(file) {
  const mapPath = path.join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return null;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  return (map.sources ?? []).map((s) => s.replace(/\\/g, '/'));
}

// Initial set: the entry chunk plus its static imports, transitively.
const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const initial = new Set();
const queue = [...entryKeys];
while (queue.length) {
  const key = queue.shift();
  if (initial.has(key)) continue;
  initial.add(key);
  for (const imported of manifest[key].imports ?? []) queue.push(imported);
}

function table(title, keys) {
  let raw = 0;
  let gzip = 0;
  console.log(`\n${title}`);
  for (const key of keys) {
    const { file } = manifest[key];
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
    console.log(`  ${file.padEnd(48)} ${kb(size.raw).padStart(10)}  gzip ${kb(size.gzip).padStart(9)}`);
  }
  console.log(`  ${'total'.padEnd(48)} ${kb(raw).padStart(10)}  gzip ${kb(gzip).padStart(9)}`);
  return { raw, gzip };
}

const initialKeys = [...initial].filter((key) => manifest[key].file.endsWith('.js'));
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

// Back-office chunks: lazily loaded chunks built from admin sources, and whatever they import that the
// initial set does not already contain.
const adminKeys = Object.keys(manifest).filter((key) => {
  const chunk = manifest[key];
  if (initial.has(key) || !chunk.file.endsWith('.js')) return false;
  if (chunk.src && isAdminSource(chunk.src)) return true;
  const sources = sourcesOf(chunk.file);
  return sources !== null && sources.some(isAdminSource);
});
if (adminKeys.length === 0) {
  console.log('\nAdmin chunks: none found (expected lazily loaded chunks from src/features/*/admin/)');
} else {
  table('Admin chunks (loaded only on /admin routes):', adminKeys);
}

// The proof: no admin source in any initial chunk.
const leaked = [];
let checked = 0;
for (const key of initialKeys) {
  const sources = sourcesOf(manifest[key].file);
  if (!sources) continue;
  checked += 1;
  for (const source of sources) if (isAdminSource(source)) leaked.push(`${manifest[key].file}: ${source}`);
}
if (leaked.length) {
  console.error('\nAdmin code is in the initial bundle:');
  for (const line of leaked) console.error(`  ${line}`);
  process.exit(1);
}
console.log(
  `\nOK: ${checked} initial chunk(s) checked through their source maps; no src/features/*/admin/ module in them` +
    ` (initial JS ${kb(initialTotal.gzip)} gzip).`,
);
