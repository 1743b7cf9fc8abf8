import { activateMessages } from './i18n.js';
import { adminCatalogues, compileCatalogue, playerCatalogues } from './locales/index.js';

// Unit tests read texts in English, the catalogues' source, as the server does where it knows no reader.
activateMessages('en', { ...compileCatalogue(playerCatalogues.en), ...compileCatalogue(adminCatalogues.en) });
