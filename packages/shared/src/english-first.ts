import { activateMessages } from './i18n.js';
import { adminCatalogues, compileCatalogue, playerCatalogues } from './locales/index.js';

/**
 * Imported first by every program that loads the contracts (the server, its command-line scripts, the tests): some
 * contracts render their texts once, as their module loads (`z.string(t('…'))`), which needs a language active
 * before `@arena/shared` itself is evaluated. English, the catalogues' source; the server then answers each reader
 * in their own language (apps/server/src/lib/i18n.ts).
 */
activateMessages('en', { ...compileCatalogue(playerCatalogues.en), ...compileCatalogue(adminCatalogues.en) });
