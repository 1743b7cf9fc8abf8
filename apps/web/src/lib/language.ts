import { useSyncExternalStore } from 'react';
import { activateMessages, activeLocale, isLocale, LOCALE_COOKIE, localeFromTags, type CompiledCatalogue, type Locale } from '@arena/shared';
import dayjs from 'dayjs';
import { queryClient } from './query-client';

/**
 * The language the app speaks (decision 044). One language's texts are loaded, as a chunk of its own: the
 * player's catalogue before the first render, the back office's when an admin page loads. `pseudo` is the browser
 * tests' pseudo-language (English texts accented and lengthened), chosen only by its cookie.
 */
export type Language = Locale | 'pseudo';

type Catalogue = () => Promise<{ default: CompiledCatalogue }>;
const playerMessages: Record<Language, Catalogue> = {
  en: () => import('virtual:arena-messages/en'),
  fr: () => import('virtual:arena-messages/fr'),
  ht: () => import('virtual:arena-messages/ht'),
  pseudo: () => import('virtual:arena-messages/pseudo'),
};
const featureMessages: Record<Language, Catalogue> = {
  en: () => import('virtual:arena-feature-messages/en'),
  fr: () => import('virtual:arena-feature-messages/fr'),
  ht: () => import('virtual:arena-feature-messages/ht'),
  pseudo: () => import('virtual:arena-feature-messages/pseudo'),
};
const adminMessages: Record<Language, Catalogue> = {
  en: () => import('virtual:arena-admin-messages/en'),
  fr: () => import('virtual:arena-admin-messages/fr'),
  ht: () => import('virtual:arena-admin-messages/ht'),
  pseudo: () => import('virtual:arena-admin-messages/pseudo'),
};
/** Month and day names (dates are formatted with dayjs, not Intl: decision 025). Kreyòl has dayjs's `ht`. */
const dayjsLocales: Record<Locale, () => Promise<unknown>> = {
  en: () => Promise.resolve(),
  fr: () => import('dayjs/locale/fr'),
  ht: () => import('dayjs/locale/ht'),
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

let current: Language | undefined;
let adminLoaded: Language | undefined;
let featuresLoaded: Language | undefined;
const listeners = new Set<() => void>();

function readCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
}

/**
 * The language a page starts in: the one the server chose for it (`<html data-language>`, from the account's
 * preference, the cookie or Accept-Language), else the cookie, else the browser's languages.
 */
export function initialLanguage(): Language {
  const cookie = readCookie();
  if (cookie === 'pseudo') return cookie;
  const fromServer = document.documentElement.dataset.language;
  if (isLocale(fromServer)) return fromServer;
  if (isLocale(cookie)) return cookie;
  return localeFromTags(navigator.languages);
}

const localeOf = (language: Language): Locale => (language === 'pseudo' ? 'en' : language);

/** Loads and activates a language's player texts (and its admin texts when an admin page has loaded them). */
export async function loadLanguage(language: Language): Promise<void> {
  const locale = localeOf(language);
  const [player, admin] = await Promise.all([playerMessages[language](), adminLoaded ? adminMessages[language]() : undefined, dayjsLocales[locale]()]);
  activateMessages(locale, player.default);
  if (admin) {
    activateMessages(locale, admin.default);
    adminLoaded = language;
  }
  dayjs.locale(locale);
  document.documentElement.lang = locale;
  current = language;
  for (const listener of listeners) listener();
}

/**
 * Makes `locale` the language of a render outside the browser (src/prerender.tsx: the build's public pages, the
 * server's signed-in pages), player texts and month names.
 */
export async function activateForRender(locale: Locale): Promise<void> {
  const [player, features] = await Promise.all([playerMessages[locale](), featureMessages[locale](), dayjsLocales[locale]()]);
  activateMessages(locale, { ...player.default, ...features.default });
  dayjs.locale(locale);
}

/** The feature pages' texts in the current language (`featureText`), before such a page renders. */
export async function loadFeatureMessages(): Promise<void> {
  const language = current ?? initialLanguage();
  if (featuresLoaded === language) return;
  const features = await featureMessages[language]();
  activateMessages(localeOf(language), features.default);
  featuresLoaded = language;
}

/** The back office's texts in the current language, before an admin page renders. */
export async function loadAdminMessages(): Promise<void> {
  const language = current ?? initialLanguage();
  if (adminLoaded === language) return;
  const admin = await adminMessages[language]();
  activateMessages(localeOf(language), admin.default);
  adminLoaded = language;
}

/** The browser's language cookie, which the server reads for pages asked before anyone signs in. */
function rememberInBrowser(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * Switches the app to another language and remembers it: the cookie for this browser, the account's preference
 * (the server saves it when someone is signed in) for every device. The screens re-render in the new language.
 */
export async function chooseLanguage(locale: Locale): Promise<void> {
  rememberInBrowser(locale);
  const saved = fetch('/api/me/language', {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: locale }),
  }).catch(() => undefined);
  await Promise.all([loadLanguage(locale), saved]);
  // What the server wrote in the old language (notifications, activity, messages) is asked for again.
  await queryClient.invalidateQueries();
}

/**
 * Follows the account's preference once the session is known (it may have been chosen on another device):
 * the browser's cookie takes it too.
 */
export async function followAccountLanguage(preference: Locale | null | undefined): Promise<void> {
  if (!preference || preference === activeLocale() || current === 'pseudo') return;
  rememberInBrowser(preference);
  await loadLanguage(preference);
  await queryClient.invalidateQueries();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current language, re-rendering its user when it changes. */
export function useLanguage(): Locale {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}
