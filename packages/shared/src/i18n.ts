import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * The languages Arena speaks (decision 044): English is the source,
 * French and Haitian Creole (Kreyòl ayisyen) are translations of it. Texts are ICU messages rendered by Lingui's
 * runtime from catalogues compiled ahead of use (the browser never carries the ICU parser).
 */
export const LOCALES = ['en', 'fr', 'ht'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's choice before they sign in (the account's preference wins after). */
export const LOCALE_COOKIE = 'arena_language';

/** Each language's name in itself, as a language menu shows it. */
export const localeNames: Record<Locale, string> = { en: 'English', fr: 'Français', ht: 'Kreyòl' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of one BCP 47 tag: `ht*` Kreyòl, `fr*` French, `en*` English, anything else none. */
function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/** The language for a browser's preferred tags (`navigator.languages`, most preferred first): the first we speak. */
export function localeFromTags(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The language for an `Accept-Language` header ("ht, fr;q=0.8, en;q=0.5"): tags by weight, then as for `localeFromTags`. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const weighted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find((v) => v !== undefined);
      return { tag, weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return localeFromTags(weighted.map((entry) => entry.tag));
}

/**
 * The locales `Intl` is asked for by the runtime's plural rules. Browsers and Node carry no Kreyòl data: Kreyòl
 * follows `fr-HT`, as its dates and amounts do.
 */
const intlLocales: Record<Locale, string[]> = { en: ['en-US'], fr: ['fr-FR'], ht: ['fr-HT'] };

/** A catalogue compiled for the runtime: every key's ICU text as Lingui's compiled tokens. */
export type CompiledCatalogue = Record<string, CompiledMessage>;

const i18n = setupI18n();
let current: Locale | undefined;

/**
 * Makes `locale` the language `t()` and `tAdmin()` speak, with its compiled texts (the player's and, on the back
 * office's pages and on the server, the admin's: each call adds to what the language already has).
 */
export function activateMessages(locale: Locale, compiled: CompiledCatalogue): void {
  i18n.load(locale, compiled);
  if (current !== locale) i18n.activate(locale, intlLocales[locale]);
  current = locale;
}

/** The language `t()` speaks; English until a catalogue is activated. */
export function activeLocale(): Locale {
  return current ?? DEFAULT_LOCALE;
}

/**
 * A renderer for one language, apart from the active one: the server answers each request in its reader's
 * language while other requests are being answered in theirs.
 */
export function createTranslator(locale: Locale, compiled: CompiledCatalogue): (id: string, params?: Record<string, string | number>) => string {
  const own = setupI18n();
  own.load(locale, compiled);
  own.activate(locale, intlLocales[locale]);
  return (id, params) => own._(id, params);
}

/** Whether the active language has a text of this id (a contract's message is one: `textId`). */
export function hasMessage(id: string): boolean {
  return current !== undefined && Object.hasOwn(i18n.messages, id);
}

/** Renders a catalogue text of the active language. */
export function renderMessage(id: string, params?: Record<string, string | number>): string {
  if (!current) throw new Error(`no language activated before rendering "${id}" (activateMessages)`);
  return i18n._(id, params);
}
