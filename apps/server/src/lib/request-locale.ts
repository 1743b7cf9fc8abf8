import type { FastifyRequest } from 'fastify';
import { isLocale, LOCALE_COOKIE, localeFromAcceptLanguage, type Locale } from '@arena/shared';

/** How long the `arena_language` cookie remembers a choice: a year. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const cookiePattern = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}=([^;]*)`);

/** The language a request's `arena_language` cookie names, when it names one Arena speaks. */
export function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  const value = cookieHeader ? cookiePattern.exec(cookieHeader)?.[1]?.trim() : undefined;
  return isLocale(value) ? value : undefined;
}

/**
 * The reader's language: the signed-in account's preference, else the `arena_language` cookie (a visitor's
 * choice before signing in), else the browser's `Accept-Language`. Costs no query: the account's preference
 * comes with the session (plugins/access.ts), which the request has read already when it has one.
 */
export function resolveLocale(request: Pick<FastifyRequest, 'headers'> & { user?: { language?: Locale | null } | null }): Locale {
  const header = request.headers['accept-language'];
  return request.user?.language ?? cookieLocale(request.headers.cookie) ?? localeFromAcceptLanguage(Array.isArray(header) ? header.join(',') : header);
}

/** The `Set-Cookie` value that remembers `locale` for a year on the whole site (readable by the web app's scripts). */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
