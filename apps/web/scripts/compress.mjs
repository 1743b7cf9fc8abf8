#!/usr/bin/env node
// After `vite build`: a brotli (.br) and a gzip (.gz) copy of each text file of dist/ (the hashed assets and
// index.html), so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing every
// response, and at the strongest settings, which are too slow to use per request.
// Source maps stay uncompressed: they are written for report-size.mjs, not for visitors.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.html', '.json', '.webmanifest']);

/** Files of dist/ to compress; dot-directories (.vite, with the build manifest) are not served. */
function* compressible(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* compressible(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

let files = 0;
let raw = 0;
let br = 0;
let gz = 0;
for (const file of compressible(dist)) {
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gzip = gzipSync(content, { level: 9 });
  // A tiny file can grow when compressed: then the server sends it as it is.
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  files += 1;
  raw += content.length;
  br += Math.min(brotli.length, content.length);
  gz += Math.min(gzip.length, content.length);
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(`\nPrecompressed ${files} file(s) of dist/: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}.`);
