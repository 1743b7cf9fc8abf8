import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { languageOfFile } from '../service-worker/language-files';

/**
 * Arena as an installable app that opens offline (docs/decisions/047-installable-and-offline.md): beside the web app
 * manifest (public/manifest.webmanifest, linked from index.html), the service worker (service-worker/sw.ts, built to
 * dist/sw.js with Workbox), which keeps the app shell and the code of the pages a player can open offline.
 * Account data is never in the service worker: the app keeps the account's last answers itself (src/lib/offline/).
 */
export function installableApp(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'sw.ts',
    // The app registers the worker itself once the page has painted (src/lib/offline/service-worker.ts).
    injectRegister: false,
    // public/manifest.webmanifest, linked from index.html.
    manifest: false,
    injectManifest: {
      // The app shell (index.html, every route's page when the network is gone), the code and styles of the offline
      // pages (precachedCode), the favicon. Not the entry pages of dist/entry/ (written after this build; the network
      // serves them), not the back office, not source maps, not the manifest and its icons (the browser keeps those of
      // an installed app itself; precached, they were downloaded a second time, 11 kB).
      globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg'],
      // Hashed names change with their content: fetched as they are, so what the page already loaded comes from the
      // browser's HTTP cache instead of being downloaded twice.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        async (entries) => {
          const code = precachedCode(path.resolve(fileURLToPath(new URL('../dist', import.meta.url))));
          return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || code.has(entry.url)) };
        },
      ],
    },
  });
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The pages a player can open without a network, showing what they last saw there (decision 047), beside the
 * signed-in shell they render in. Their code is precached; any other page's is kept once it has been used.
 */
export const OFFLINE_PAGES = [
  'src/app/layouts/app-layout.tsx',
  'src/features/dashboard/pages/dashboard-page.tsx',
  'src/features/wallet/pages/wallet-page.tsx',
  'src/features/leagues/pages/leagues-page.tsx',
  'src/features/tournaments/pages/tournament-rankings-page.tsx',
  'src/features/marketplace/pages/my-players-page.tsx',
  'src/features/rankings/pages/global-rankings-page.tsx',
];

/** Every language's texts and month names: the shell renders nothing without the player's. */
const isLanguageChunk = (key: string) => /^virtual:arena-(feature-)?messages\/(en|fr|ht)$/.test(key) || /\/dayjs\/locale\/(fr|ht)\.js$/.test(key);

/** A screen other than the offline pages, or back-office code: not precached (loaded, then kept, when used). */
const isOtherScreen = (key: string) =>
  (/^src\/(features\/[^/]+\/(admin\/)?pages|app\/layouts)\//.test(key) && !OFFLINE_PAGES.includes(key)) ||
  /^src\/features\/[^/]+\/admin\//.test(key) ||
  key.startsWith('virtual:arena-admin-messages/') ||
  key.endsWith('/pseudo');

/**
 * The code and styles to precache: the entry with its static imports (the shell), and the offline pages and the
 * languages with everything they import, at once or on demand (a dialog, the deposit form), but no other screen.
 */
function precachedCode(dist: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const keys = Object.keys(manifest);
  const missing = OFFLINE_PAGES.filter((page) => !manifest[page]);
  if (missing.length) throw new Error(`installable-app: no chunk for ${missing.join(', ')} (update OFFLINE_PAGES)`);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (start: string[], onDemandToo: boolean) => {
    const queue = [...start];
    while (queue.length) {
      const key = queue.shift()!;
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || isOtherScreen(key)) continue;
      seen.add(key);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      queue.push(...(chunk.imports ?? []), ...(onDemandToo ? (chunk.dynamicImports ?? []) : []));
    }
  };
  visit(
    keys.filter((key) => manifest[key]!.isEntry),
    false,
  );
  // The entry's chunks are seen already: what they load on demand (every screen, the charts, the auth client) is not
  // followed, only what the offline pages themselves load on demand.
  visit([...OFFLINE_PAGES, ...keys.filter(isLanguageChunk)], true);
  // The worker tells a language's files by their names (service-worker/language-files.ts): the names must say so.
  const languageChunks = new Set(keys.filter(isLanguageChunk).map((key) => manifest[key]!.file));
  const misnamed = [...files].filter((file) => languageChunks.has(file) !== (languageOfFile(file) !== undefined));
  if (misnamed.length) throw new Error(`installable-app: language files not named as the service worker expects: ${misnamed.join(', ')}`);
  return files;
}

/**
 * A fingerprint of the shared contracts (packages/shared/src): the answers a browser kept for offline reading are
 * dropped when the build that reads them may expect another shape.
 */
export function contractsVersion(): string {
  const root = fileURLToPath(new URL('../../../packages/shared/src', import.meta.url));
  const hash = createHash('sha256');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
  for (const name of files) hash.update(name).update(readFileSync(path.join(root, name)));
  return hash.digest('hex').slice(0, 12);
}
