#!/usr/bin/env node
// Writes the installed app's icons (public/icons/, listed by the web app manifest in vite.config.ts) from the same
// drawing as public/favicon.svg: a rounded tile for launchers that show the icon as it is, and a full-bleed tile
// whose letter stays inside the central circle a launcher may crop a "maskable" icon to (80 % of its width).
// Run by hand when the logo changes (`node apps/web/scripts/make-app-icons.mjs`); the PNGs are committed, so the
// build needs no image library.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const icons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const LETTER = 'M16 6l9 20h-4.2l-1.8-4.2h-6l-1.8 4.2H7zm0 7.5l-1.9 5h3.8z';
const BLUE = '#1864ab';

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BLUE}"/><path d="${LETTER}" fill="#fff"/></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BLUE}"/><path d="${LETTER}" fill="#fff" transform="translate(16 16) scale(0.7) translate(-16 -16)"/></svg>`;

for (const [name, svg, size] of [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon-180.png', maskable, 180],
]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(icons, name));
  console.log(`public/icons/${name}`);
}
