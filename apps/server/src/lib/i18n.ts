import type { AnyMessageId, MessageParams } from '@arena/shared';
import { activateMessages, createTranslator, LOCALES, type CompiledCatalogue, type Locale } from '@arena/shared/i18n';
import { adminCatalogues, compileCatalogue, playerCatalogues } from '@arena/shared/locales';

/**
 * The server speaks every language at once: each reader gets their own (their account's preference, their cookie,
 * their browser's Accept-Language). Both catalogues of each language are compiled once, at start.
 */
const compiled = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...compileCatalogue(playerCatalogues[locale]), ...compileCatalogue(adminCatalogues[locale]) }]),
) as Record<Locale, CompiledCatalogue>;

const translators = Object.fromEntries(LOCALES.map((locale) => [locale, createTranslator(locale, compiled[locale])])) as Record<
  Locale,
  (id: string, params?: MessageParams) => string
>;

// `t()` and `tAdmin()` speak English where no reader is known (logs, the operator's command line).
activateMessages('en', compiled.en);

/** A text of either catalogue in `locale`. */
export function translate(locale: Locale, id: AnyMessageId, params?: MessageParams): string {
  return translators[locale](id, params);
}
