import { activateMessages } from './i18n.js';
import { adminCatalogues, compileCatalogue, playerCatalogues } from './locales/index.js';

/**
 * Imported first by every program that renders texts outside a reader's request (the server, its command-line
 * scripts, the tests): they speak English, the catalogues' source, and a text rendered before any language is
 * active would throw. The server answers each reader in their own language (apps/server/src/lib/i18n.ts).
 */
activateMessages('en', { ...compileCatalogue(playerCatalogues.en), ...compileCatalogue(adminCatalogues.en) });
