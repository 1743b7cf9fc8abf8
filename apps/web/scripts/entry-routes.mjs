// The pages a player lands on (a shared link, a bookmark, the redirect after sign-in) and how to find their
// code in the build manifest. Shared by report-size.mjs (their first-load budget) and write-entry-pages.mjs
// (their HTML, which asks for that code at once).

/** @type {Record<string, string>} route → page module */
export const PLAYER_ENTRY_ROUTES = {
  '/': 'src/features/auth/pages/welcome-page.tsx',
  '/login': 'src/features/auth/pages/login-page.tsx',
  '/register': 'src/features/auth/pages/register-page.tsx',
  '/dashboard': 'src/features/dashboard/pages/dashboard-page.tsx',
  '/wallet': 'src/features/wallet/pages/wallet-page.tsx',
};

// Public screens (features/auth/pages) render alone; every other player page renders inside the signed-in shell,
// which is lazy too and loads with it.
export const SIGNED_IN_SHELL = 'src/app/layouts/app-layout.tsx';
export const isPublicPage = (page) => page.startsWith('src/features/auth/pages/');
/**
 * Signed-in entry routes the server renders for each visitor (decision 024): pages whose first screen, before their
 * data arrives, is the same at any width. /wallet is not one: its tabs and its table take their form from the width.
 */
export const RENDERED_PER_VISITOR = ['/dashboard'];
export const lazyModulesOf = (page) => (isPublicPage(page) ? [page] : [SIGNED_IN_SHELL, page]);

/**
 * The given chunks and everything they import statically, transitively (manifest keys).
 * @param {Record<string, { imports?: string[] }>} manifest
 * @param {string[]} keys
 */
export function withStaticImports(manifest, keys) {
  const found = new Set();
  const queue = [...keys];
  while (queue.length) {
    const key = queue.shift();
    if (found.has(key)) continue;
    found.add(key);
    for (const imported of manifest[key].imports ?? []) queue.push(imported);
  }
  return found;
}

/** The languages a page is written in (packages/shared/src/i18n.ts LOCALES); each loads its own texts. */
export const LANGUAGES = ['en', 'fr', 'ht'];

/**
 * The chunks (manifest keys) of a language that a page loads before it renders: its compiled player texts
 * (virtual:arena-messages/…, vite.config.ts) and dayjs's month names for it.
 * @param {Record<string, unknown>} manifest
 * @param {string} language
 */
export function languageChunksOf(manifest, language) {
  const keys = [`virtual:arena-messages/${language}`, ...Object.keys(manifest).filter((key) => key.endsWith(`/dayjs/locale/${language}.js`))];
  const missing = keys.filter((key) => !manifest[key]);
  if (missing.length) throw new Error(`the build has no chunk for ${missing.join(', ')}`);
  return keys;
}
