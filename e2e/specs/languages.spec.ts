/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.js';
import { DEMO, expect, loginViaApi, registerViaApi, test, textIn } from '../fixtures.js';

/** Arena in Kreyòl, French and English (issue 27): the first page in the browser's language, the menu, the memory. */
test.describe('languages', () => {
  test.use({ locale: 'ht-HT' });

  test('a browser that reads Kreyòl gets Kreyòl from the first byte; French chosen in the menu is remembered', async ({ page }) => {
    const response = await page.goto('/');
    // The HTML itself is in Kreyòl: nothing English shows before the app starts.
    const html = await response!.text();
    expect(html).toContain('<html lang="ht"');
    expect(html).toContain(textIn('ht', 'welcome.title'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textIn('ht', 'welcome.title'));

    await page.getByRole('combobox', { name: textIn('ht', 'language.label') }).selectOption('fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textIn('fr', 'welcome.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textIn('fr', 'welcome.title'));
    await page.getByRole('link', { name: textIn('fr', 'welcome.login'), exact: true }).click();
    await page.locator('input[name="email"]').fill(DEMO.player.email);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: textIn('fr', 'auth.signIn') }).click();
    await expect(page.getByText(textIn('fr', 'auth.invalidCredentials'))).toBeVisible();

    await page.getByRole('combobox', { name: textIn('fr', 'language.label') }).selectOption('en');
    await expect(page.getByRole('button', { name: textIn('en', 'auth.signIn') })).toBeVisible();
  });
});

test.describe('a French reader', () => {
  test.use({ locale: 'fr-FR' });

  test('reads a notification in French, then in Kreyòl once chosen; the choice follows the account to another browser', async ({ page, browser }) => {
    const player = await registerViaApi(page, 'Lang Reader');
    await loginViaApi(page, player.email, player.password);
    const me = (await (await page.request.get('/api/me')).json()) as { id: string };
    // The notification is stored once, as its text's key and the amount.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await loginViaApi(adminPage, DEMO.admin.email, DEMO.admin.password);
    const adjusted = await adminPage.request.post(`/api/admin/wallets/${me.id}/adjust`, {
      data: { amountDollars: 10 },
      headers: { origin: BASE_URL, 'idempotency-key': crypto.randomUUID() },
    });
    expect(adjusted.ok(), await adjusted.text()).toBe(true);
    await admin.close();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textIn('fr', 'dashboard.greeting', { name: player.name }));
    await expect(page.getByText(textIn('fr', 'notify.fundsAdded.title')).first()).toBeVisible();

    await page.getByRole('combobox', { name: textIn('fr', 'language.label') }).selectOption('ht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(textIn('ht', 'dashboard.greeting', { name: player.name }));
    await expect(page.getByText(textIn('ht', 'notify.fundsAdded.title')).first()).toBeVisible();

    // Another browser that asks for English: once signed in, the account's Kreyòl wins.
    const elsewhere = await browser.newContext({ locale: 'en-US' });
    const other = await elsewhere.newPage();
    await loginViaApi(other, player.email, player.password);
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(textIn('ht', 'dashboard.greeting', { name: player.name }));
    await elsewhere.close();
  });
});

/**
 * The visible words of a page's controls and titles that do not come from the catalogue: in the pseudo-language
 * every catalogue text is between ⟦ ⟧, so any other word was written outside it, unless it is data the API sent (a
 * league's name on its card, a person's name and email on one label, an id cut short) or a date's month, day or
 * AM/PM (dates are formatted by the app, in English for the pseudo-language).
 */
function wordsOutsideTheCatalogue(page: Page, data: ReadonlySet<string>): Promise<string[]> {
  return page.evaluate(
    (dataTexts) => {
      const found: string[] = [];
      const dates = new Set<string>(['AM', 'PM']);
      for (let i = 0; i < 12; i += 1) {
        const day = new Date(2026, i, 1);
        for (const month of ['long', 'short'] as const) dates.add(day.toLocaleString('en-US', { month }));
        if (i < 7) for (const weekday of ['long', 'short'] as const) dates.add(new Date(2026, 10, 1 + i).toLocaleString('en-US', { weekday }));
      }
      const isDataWord = (word: string) => dates.has(word) || dataTexts.some((text) => text.includes(word));
      const outside = (text: string | null) =>
        (text ?? '')
          .split('\n')
          .map((line) => line.replace(/⟦[^⟧]*⟧/g, ' ').trim())
          .some((line) => (line.match(/[\p{L}\p{N}]+/gu) ?? []).some((word) => /\p{L}{2,}/u.test(word) && !isDataWord(word)));
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('button, th, label, nav a, [role="tab"], h1, [placeholder], [aria-label]'))) {
        if (!element.checkVisibility() || element.closest('[aria-hidden="true"]')) continue;
        const texts = [element.getAttribute('placeholder'), element.getAttribute('aria-label')];
        if (element.matches('button, th, label, nav a, [role="tab"], h1')) texts.push(element.innerText);
        for (const text of texts) if (outside(text)) found.push(`${element.tagName.toLowerCase()}: ${text}`);
      }
      return [...new Set(found)];
    },
    [...data],
  );
}

/**
 * Every text the API sends the page, as it loads, and the data a page arrives with (the account and the dashboard's
 * answers embedded by the server, decision 057); `settled` waits for the responses read so far.
 */
function collectApiTexts(page: Page): { texts: Set<string>; settled: () => Promise<unknown> } {
  const texts = new Set<string>();
  const reading: Promise<unknown>[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value.trim());
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    reading.push(response.json().then(walk, () => undefined));
  });
  const embedded = () =>
    page
      .locator('script[type="application/json"]')
      .allTextContents()
      .then((contents) => contents.forEach((content) => walk(JSON.parse(content))));
  return { texts, settled: () => Promise.all([...reading, embedded()]) };
}

/** The words outside the catalogue once every API answer seen so far has been read into `api.texts`. */
async function wordsOutsideTheCatalogueOnceRead(page: Page, api: ReturnType<typeof collectApiTexts>): Promise<string[]> {
  await api.settled();
  return wordsOutsideTheCatalogue(page, api.texts);
}

test('in the pseudo-language, every control and title of the player screens comes from the catalogue', async ({ page, context, baseURL }) => {
  // Fourteen pages, each read until its texts are accounted for: on a loaded machine it takes about two minutes.
  test.setTimeout(300_000);
  await context.addCookies([{ name: 'arena_language', value: 'pseudo', url: baseURL! }]);
  await loginViaApi(page, DEMO.player.email, DEMO.player.password);
  const api = collectApiTexts(page);
  for (const path of [
    '/dashboard',
    '/wallet',
    '/wallet/history',
    '/leagues',
    '/tournaments',
    '/league-rankings',
    '/tournament-rankings',
    '/fyp',
    '/mp2',
    '/my-players',
    '/verification',
    '/settings',
    '/more',
    '/dashboard/new-request',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
    // The page's data has arrived once no loader shows.
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    // A list can show before this test has read the API answer that brought it: asked again until its texts are in.
    await expect.poll(() => wordsOutsideTheCatalogueOnceRead(page, api), { message: path }).toEqual([]);
  }
});

test('in the pseudo-language, every control and title of the back office comes from the catalogue', async ({ page, context, baseURL }) => {
  test.setTimeout(300_000);
  await context.addCookies([{ name: 'arena_language', value: 'pseudo', url: baseURL! }]);
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  const api = collectApiTexts(page);
  for (const path of [
    '/admin',
    '/admin/users',
    '/admin/verifications',
    '/admin/requests',
    '/admin/wallet-transactions',
    '/admin/money',
    '/admin/leagues',
    '/admin/leagues/matches',
    '/admin/leagues/calendar',
    '/admin/leagues/rankings',
    '/admin/tournaments',
    '/admin/matches',
    '/admin/tournaments/rankings',
    '/admin/calendar',
    '/admin/teams',
    '/admin/marketplace',
    '/admin/notifications',
    '/admin/global-rankings',
    '/admin/settings',
    '/admin/audit-log',
    '/admin/player-protection',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    await expect.soft.poll(() => wordsOutsideTheCatalogueOnceRead(page, api), { message: path }).toEqual([]);
  }
});
