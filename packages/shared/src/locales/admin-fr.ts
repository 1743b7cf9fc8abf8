import { adminEn, type AdminCatalogue } from '../admin-messages.js';

/** Until its translation lands, this language speaks English. */
export const adminFr: AdminCatalogue = adminEn;
