import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { createTranslator, t, type AnyMessageId, type Locale, type MessageParams } from '../packages/shared/src/index.js';
import { adminCatalogues, compileCatalogue, playerCatalogues } from '../packages/shared/src/locales/index.js';
// The tests read the texts a page should show in English, the language a browser without a choice gets.
import '../packages/shared/src/testing-english.js';
import { BASE_URL } from './playwright.config.js';

const translators = new Map<Locale, (id: string, params?: MessageParams) => string>();

/** A catalogue text in a language other than English: what a page in that language should show. */
export function textIn(locale: Locale, id: AnyMessageId, params?: MessageParams): string {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator(locale, { ...compileCatalogue(playerCatalogues[locale]), ...compileCatalogue(adminCatalogues[locale]) });
    translators.set(locale, translate);
  }
  return translate(id, params);
}

export const DEMO = {
  admin: { email: 'admin@arena.test', password: 'admin12345' },
  /** The second demo admin: approves what the first proposes (money rules, roles, large money moves). */
  admin2: { email: 'admin2@arena.test', password: 'admin12345' },
  player: { email: 'player1@arena.test', password: 'password123' },
};

/** Signs in through the API (cookies land in the page's context), so a spec starts where it needs to be. */
export async function loginViaApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password, rememberMe: true }, headers: { origin: BASE_URL } });
  expect(response.status(), await response.text()).toBe(200);
}

let counter = 0;
/** Registers a fresh player through the API and returns its credentials. */
export async function registerViaApi(page: Page, name = 'E2E Player'): Promise<{ email: string; password: string; name: string }> {
  counter += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${counter}@arena.test`;
  const password = 'password123';
  const response = await page.request.post('/api/auth/sign-up/email', { data: { email, password, name }, headers: { origin: BASE_URL } });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password, name };
}

/**
 * Starts watching for something that shows only for a while (a toast closes by itself after a few seconds) at
 * once: call it before the action that raises it, then await the result once the other side has been checked.
 */
export function watchFor(locator: Locator, timeout = 60_000): Promise<void> {
  const seen = expect(locator.first()).toBeVisible({ timeout });
  // Reported where it is awaited; this only keeps a test that failed earlier from leaving an unhandled rejection.
  seen.catch(() => undefined);
  return seen;
}

/**
 * Closes the toast that shows `text` with its close button, as a user does when it covers what they click next
 * (a click under a toast otherwise waits until it closes by itself). Nothing to do if it has already closed.
 */
export async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: text });
  const close = toast.first().getByRole('button', { name: t('common.close') });
  // It may close by itself between the check and the click: the click then gives up, and the toast is gone anyway.
  if (await close.isVisible()) await close.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(toast).toHaveCount(0);
}

/** Fails on any serious or critical accessibility violation (axe-core). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const test = base;
export { expect };
