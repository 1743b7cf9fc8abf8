import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { adminEn, type AdminCatalogue } from '../admin-messages.js';
import type { CompiledCatalogue, Locale } from '../i18n.js';
import { en, type Catalogue } from '../messages.js';
import { adminFr } from './admin-fr.js';
import { adminHt } from './admin-ht.js';
import { fr } from './fr.js';
import { ht } from './ht.js';

/**
 * Every catalogue of every language, for the code that needs them all: the server (it answers each reader in their
 * language), the build (it compiles each language into its own chunk) and the tests. The browser never imports
 * this module: it loads the one compiled catalogue of its language.
 */
export const playerCatalogues: Record<Locale, Catalogue> = { en, fr, ht };
export const adminCatalogues: Record<Locale, AdminCatalogue> = { en: adminEn, fr: adminFr, ht: adminHt };

/**
 * The player's texts that only their own pages show (the competitions, the market, the settings, verification and
 * requests): the browser loads them with those pages, so the entry pages (/, /login, /register, /dashboard, /wallet)
 * load only the texts they may show, and keep within their first-load budget (decision 018). better-auth's refusals
 * are rendered by the server only (the auth proxy): no page loads them before it needs a feature page's texts.
 */
const FEATURE_PREFIXES = [
  'authRefusal.',
  'protection.',
  'myPlayers.',
  'market.',
  'tournamentUi.',
  'tournamentRankings.',
  'leagueRankings.',
  'verification.',
  'requests.',
  'leagues.',
  'tournaments.',
];

/** Whether a player text is one of the feature pages' (loaded with them) rather than one every page may show. */
export function featureText(key: string): boolean {
  return FEATURE_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/**
 * Compiles ICU texts for the runtime (Lingui's compiler); throws on a text that is not valid ICU syntax.
 * `mapText` rewrites each literal part (never a placeholder), as the pseudo-language does.
 */
export function compileCatalogue(texts: Readonly<Record<string, string>>, mapText?: (text: string) => string): CompiledCatalogue {
  return Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessageOrThrow(text, mapText)]));
}

const ACCENTED: Record<string, string> = Object.fromEntries([...'aeiouycnAEIOUYCN'].map((letter, index) => [letter, [...'àéîöûýçñÀÉÎÖÛÝÇÑ'][index]!]));

/**
 * The pseudo-language of the browser tests: each literal part of a text accented and a third longer, between ⟦ ⟧,
 * so a screen shows at a glance (and a test finds) any visible text that does not come from the catalogue, and
 * whether longer translations still fit.
 */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const accented = text.replace(/[aeiouycnAEIOUYCN]/g, (letter) => ACCENTED[letter]!);
  return `⟦${accented}${'~'.repeat(Math.ceil(text.length / 3))}⟧`;
}
