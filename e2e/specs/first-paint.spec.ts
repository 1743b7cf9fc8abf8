import type { Page } from '@playwright/test';
import { t } from '../../packages/shared/src/index.js';
import { DEMO, expect, loginViaApi, test } from '../fixtures.js';

/**
 * Issue 13: the entry pages show before their code has run. A public page arrives rendered (and React takes that
 * HTML over without a console error, anonymous.spec.ts); /dashboard arrives rendered by the server for its
 * signed-in player (decision 024), and as its loading screen without a session.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/login shows the sign-in form, disabled until the app runs', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
    // A form sent before the app runs would go as a GET with the password in the address.
    await expect(page.locator('input[name="email"]')).toBeDisabled();
    await expect(page.getByRole('button', { name: t('auth.signIn') })).toBeDisabled();
  });

  test('/ and /register show their screens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: t('welcome.title') })).toBeVisible();
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('input[name="email"]')).toBeDisabled();
  });

  test('/dashboard without a session shows the loading screen', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('status').getByText(t('common.loading'))).toBeVisible();
  });

  test('/dashboard arrives rendered for its player: greeting, balance and the menu that fits the width', async ({ page }) => {
    await loginViaApi(page, DEMO.player.email, DEMO.player.password);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: t('dashboard.greeting', { name: 'Jean Baptiste' }) })).toBeVisible();
    await expect(page.getByRole('button', { name: /My Wallet\s*\$[\d,]+\.\d\d/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('nav.mainNavigation') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('nav.mobileNavigation') })).toBeHidden();
    // Its buttons wait for the app: a click before it runs would do nothing.
    await expect(page.getByRole('button', { name: t('auth.signOut') }).first()).toBeDisabled();

    // Below 768 px: no sidebar, and no bottom bar on the dashboard (user spec §3, decision 037).
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: t('dashboard.greeting', { name: 'Jean Baptiste' }) })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('nav.mainNavigation') })).toBeHidden();
    await expect(page.getByRole('navigation', { name: t('nav.mobileNavigation') })).toBeHidden();
  });
});

test('players loading /dashboard at the same time each get their own page from the server', async ({ browser }) => {
  const emails = ['player2@arena.test', 'player3@arena.test', 'player4@arena.test', 'player5@arena.test'];
  const pages = await Promise.all(
    emails.map(async (email) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await loginViaApi(page, email, DEMO.player.password);
      const me = (await (await page.request.get('/api/me')).json()) as { fullName: string };
      return { context, page, name: me.fullName };
    }),
  );
  try {
    await Promise.all(pages.map(({ page }) => page.goto('/dashboard')));
    for (const { page, name } of pages) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('dashboard.greeting', { name }));
    }
  } finally {
    await Promise.all(pages.map(({ context }) => context.close()));
  }
});

/**
 * What the page reports going wrong from now on: console errors and warnings, and uncaught errors (React reports a page
 * it could not take over, a hydration mismatch after which it throws the HTML away and renders again, as one).
 */
function problemsOn(page: Page): string[] {
  const problems: string[] = [];
  const at = () => `${page.viewportSize()?.width} px`;
  page.on('pageerror', (error) => problems.push(`${at()}: ${error.message}`));
  page.on('console', (message) => {
    // The browser tests block service workers (playwright.config.ts); the app's registration meets that refusal and
    // lets it be, but the browser still reports it.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${at()}: ${message.text()}`);
  });
  return problems;
}

test.describe("in a time zone other than the server's", () => {
  // Far from any server's zone: the activity's times differ between the server and the browser.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test("the app takes over the server's /dashboard as it is (hydrates it, no second paint) without a console error", async ({ page }) => {
    const problems = problemsOn(page);
    await loginViaApi(page, DEMO.player.email, DEMO.player.password);
    // Hold the app's code until the server's HTML has been marked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const greeting = page.getByRole('heading', { level: 1, name: t('dashboard.greeting', { name: 'Jean Baptiste' }) });
    await expect(greeting).toBeVisible();
    // The cards come with the page (decision 057), their times left to the browser.
    const activity = page.getByRole('region', { name: t('dashboard.recentActivity') });
    await expect(activity.getByRole('listitem').first()).toBeVisible();
    await expect(activity.locator('time').first()).toHaveText('\u00a0');
    await greeting.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
    await activity.evaluate((element) => element.setAttribute('data-from-server', 'yes'));
    release();

    // Taken over (the header's buttons wait for it): the same elements the server sent, the times now in the
    // browser's zone.
    await expect(page.getByRole('button', { name: new RegExp(`^${t('notifications.title')}`) })).toBeEnabled();
    await expect(activity.locator('time').first()).toHaveText(/\d{1,2}:\d{2}/);
    await expect(page.locator('h1[data-from-server="yes"]')).toHaveText(t('dashboard.greeting', { name: 'Jean Baptiste' }));
    await expect(page.locator('section[data-from-server="yes"]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
});

test("a visit to /dashboard takes the server's page over without an error, on a phone and on a desktop", async ({ page }) => {
  const problems = problemsOn(page);
  await loginViaApi(page, DEMO.player.email, DEMO.player.password);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: t('dashboard.greeting', { name: 'Jean Baptiste' }) })).toBeVisible();
    await expect(page.getByText(t('dashboard.recentActivity'))).toBeVisible();
    // Taken over: the page answers a click (the notifications open).
    await page.getByRole('button', { name: new RegExp(`^${t('notifications.title')}`) }).click();
    await expect(page.getByRole('dialog', { name: t('notifications.title') })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('the rendered sign-in form works once the app has taken it over, in the stored colour scheme', async ({ page }) => {
  await page.addInitScript({ content: "window.localStorage.setItem('arena-color-scheme', 'dark');" });
  await page.goto('/login');
  // The label follows the real scheme once React runs (the HTML was rendered for light).
  await expect(page.getByRole('button', { name: t('theme.switchToLight') })).toBeVisible();
  await page.locator('input[name="email"]').fill(DEMO.player.email);
  await page.locator('input[name="password"]').fill(DEMO.player.password);
  await page.getByRole('button', { name: t('auth.signIn') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Jean Baptiste/ })).toBeVisible();
});

test('a signed-in visitor opening /login is sent to the dashboard, with nothing of the sign-in page left', async ({ page }) => {
  await loginViaApi(page, DEMO.player.email, DEMO.player.password);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Jean Baptiste/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('auth.login.title') })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('a page that arrives rendered asks for its code only once it has painted (decision 026)', async ({ page }) => {
  /** The page's first contentful paint and the start of each script it fetched, in ms since navigation. */
  const timings = () =>
    page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));

  await page.goto('/login');
  // The app has taken the form over: its code came, under the Content-Security-Policy.
  await expect(page.locator('input[name="email"]')).toBeEnabled();
  const login = await timings();
  expect(login.paint).toBeGreaterThan(0);
  expect(login.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...login.scripts)).toBeGreaterThan(login.paint!);

  await loginViaApi(page, DEMO.player.email, DEMO.player.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: t('auth.signOut') }).first()).toBeEnabled();
  const dashboard = await timings();
  expect(dashboard.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...dashboard.scripts)).toBeGreaterThan(dashboard.paint!);
});
