import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Each language's texts as chunks of compiled ICU messages (decision 044): `virtual:arena-messages/fr` is the
 * player's French that every page may show, `virtual:arena-feature-messages/fr` the rest of it (the competitions',
 * the market's, the settings' pages: `featureText` in packages/shared/src/locales/index.ts), and
 * `virtual:arena-admin-messages/fr` the back office's. They are compiled here, at build time (and
 * by the dev server), with Lingui's compiler, so the browser carries only Lingui's small runtime and the one
 * language it speaks. The catalogues are TypeScript modules of packages/shared, read with tsx.
 */
export function compiledCatalogues(): Plugin {
  const prefix = 'virtual:arena-';
  const pattern = /^virtual:arena-(messages|feature-messages|admin-messages)\/(en|fr|ht|pseudo)$/;
  const catalogues = fileURLToPath(new URL('../../../packages/shared/src/locales/index.ts', import.meta.url));
  return {
    name: 'arena:compiled-catalogues',
    resolveId: (id) => (id.startsWith(prefix) && pattern.test(id) ? `\0${id}` : null),
    async load(id) {
      const match = id.startsWith('\0') ? pattern.exec(id.slice(1)) : null;
      if (!match) return null;
      const [, part, locale] = match;
      const { tsImport } = await import('tsx/esm/api');
      const shared = (await tsImport(`${catalogues}?t=${Date.now()}`, import.meta.url)) as typeof import('../../../packages/shared/src/locales/index.ts');
      const catalogue = (texts: Record<'en' | 'fr' | 'ht', Readonly<Record<string, string>>>) =>
        locale === 'pseudo' ? shared.compileCatalogue(texts.en, shared.pseudoText) : shared.compileCatalogue(texts[locale as 'en' | 'fr' | 'ht']);
      const player = (feature: boolean) => (texts: Readonly<Record<string, string>>) =>
        Object.fromEntries(Object.entries(texts).filter(([key]) => shared.featureText(key) === feature));
      const { playerCatalogues: all } = shared;
      const partOf = (keep: (texts: Readonly<Record<string, string>>) => Record<string, string>) => ({ en: keep(all.en), fr: keep(all.fr), ht: keep(all.ht) });
      const compiled = part === 'admin-messages' ? catalogue(shared.adminCatalogues) : catalogue(partOf(player(part === 'feature-messages')));
      for (const file of ['messages.ts', 'admin-messages.ts', 'locales/fr.ts', 'locales/ht.ts', 'locales/admin-fr.ts', 'locales/admin-ht.ts'])
        this.addWatchFile(fileURLToPath(new URL(`../../../packages/shared/src/${file}`, import.meta.url)));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
