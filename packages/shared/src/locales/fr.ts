import { en, type Catalogue } from '../messages.js';

/** Until its translation lands, this language speaks English. */
export const fr: Catalogue = en;
