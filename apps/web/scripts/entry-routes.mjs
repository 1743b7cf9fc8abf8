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
