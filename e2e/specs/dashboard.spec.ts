import type { Browser, Page } from '@playwright/test';
import { t, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, dismissToast, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/**
 * The player's /dashboard (user spec §2, §4, §8) and the admin's /admin/notifications (admin spec §2): a
 * broadcast sent from the back office shows up in a player's open tab without a reload.
 */

async function playerIn(browser: Browser, name: string): Promise<{ page: Page; name: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const player = await registerViaApi(page, name);
  await loginViaApi(page, player.email, player.password);
  return { page, name };
}

/**
 * /dashboard reached from inside the app (a fresh load of /wallet, then the menu): the page reads its cards' data
 * itself, as it does on any navigation but the first (a /dashboard load arrives with that data, decision 057).
 */
async function openDashboardInApp(page: Page) {
  await page.goto('/wallet');
  await page
    .getByRole('navigation', { name: t('nav.mainNavigation') })
    .getByRole('link', { name: t('nav.dashboard') })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function adminIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  return page;
}

async function compose(admin: Page, title: string, message: string) {
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('textbox', { name: tAdmin('adminNotifications.notificationTitle') }).fill(title);
  await dialog.getByRole('textbox', { name: tAdmin('adminNotifications.message') }).fill(message);
  return dialog;
}

test.describe('admin notifications', () => {
  test.describe.configure({ timeout: 90_000 });
  test('a broadcast from the admin screen reaches an open player tab live', async ({ browser }) => {
    const player = await playerIn(browser, `Live Reader ${Date.now()}`);
    await player.page.goto('/dashboard');
    await expect(player.page.getByRole('heading', { level: 1 })).toBeVisible();

    const admin = await adminIn(browser);
    await admin.goto('/admin/notifications');
    await expect(admin.getByRole('heading', { name: tAdmin('adminNotifications.title') })).toBeVisible();
    await expect(admin.getByRole('heading', { name: tAdmin('adminNotifications.recent') })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);

    await admin.getByRole('button', { name: tAdmin('adminNotifications.broadcast') }).click();
    const dialog = admin.getByRole('dialog');
    // Title and message are required.
    await dialog.getByRole('button', { name: tAdmin('adminNotifications.sendBroadcast') }).click();
    await expect(dialog.getByText(tAdmin('adminNotifications.titleRequired'))).toBeVisible();
    await expect(dialog.getByText(tAdmin('adminNotifications.messageRequired'))).toBeVisible();

    const title = `Server maintenance ${Date.now()}`;
    await compose(admin, title, 'Arena pauses tonight at 22:00 for ten minutes.');
    await dialog.getByRole('button', { name: tAdmin('adminNotifications.sendBroadcast') }).click();
    await expect(admin.getByText(/^Broadcast notification sent to \d+ users$/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      admin
        .getByRole('table', { name: tAdmin('adminNotifications.recent') })
        .getByText(title)
        .first(),
    ).toBeVisible();

    // The player's tab: a toast at once; recent activity (refetched) and the bell's list (prepended) hold the broadcast.
    await expect(player.page.getByText(title).first()).toBeVisible();
    await expect(player.page.getByRole('region', { name: t('dashboard.recentActivity') }).getByText(title)).toBeVisible();
    await expect(player.page.getByRole('button', { name: /Notifications \(\d+ unread\)/ })).toBeVisible();
    // The toast sits over the bell.
    await dismissToast(player.page, title);
    await player.page.getByRole('button', { name: /Notifications \(\d+ unread\)/ }).click();
    await expect(player.page.getByRole('dialog', { name: t('notifications.title') }).getByText(title)).toBeVisible();
  });

  test('send to selected users: at least one, then a count of who received it', async ({ browser }) => {
    const name = `Picked Player ${Date.now()}`;
    const player = await playerIn(browser, name);
    await player.page.goto('/dashboard');
    const admin = await adminIn(browser);
    await admin.goto('/admin/notifications');

    await admin.getByRole('button', { name: tAdmin('adminNotifications.sendSelected', { n: 0 }) }).click();
    await expect(admin.getByRole('alert').filter({ hasText: tAdmin('adminNotifications.selectUser') })).toBeVisible();

    await admin.getByRole('textbox', { name: tAdmin('admin.users.searchPlaceholder') }).fill(name);
    await expect(admin.getByText(tAdmin('adminNotifications.selectedCount', { n: 0, m: 1 }))).toBeVisible();
    await admin.getByRole('button', { name: tAdmin('adminNotifications.selectAll') }).click();
    await expect(admin.getByText(tAdmin('adminNotifications.selectedCount', { n: 1, m: 1 }))).toBeVisible();
    await expect(admin.getByRole('button', { name: tAdmin('adminNotifications.deselectAll') })).toBeVisible();

    await admin.getByRole('button', { name: tAdmin('adminNotifications.sendSelected', { n: 1 }) }).click();
    const title = `Just for you ${Date.now()}`;
    const dialog = await compose(admin, title, 'A personal note.');
    await dialog.getByRole('button', { name: tAdmin('adminNotifications.send') }).click();
    await expect(admin.getByText(tAdmin('adminNotifications.sent', { count: 1 }))).toBeVisible();
    const row = admin
      .getByRole('table', { name: tAdmin('adminNotifications.recent') })
      .getByRole('row')
      .filter({ hasText: title });
    await expect(row).toContainText(name);
    await expect(row).toContainText(t('notifications.unread'));

    await expect(player.page.getByText(title).first()).toBeVisible();
  });
});

test('admin dashboard: the Global Rankings card follows the global ranking', async ({ page }) => {
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  const ranked = await page.request.post('/api/admin/rankings/add-all', { headers: { origin: BASE_URL } });
  expect(ranked.status()).toBe(200);
  await page.goto('/admin');
  const card = page.getByRole('link', { name: new RegExp(tAdmin('admin.dashboard.globalRankings')) });
  await expect(card.getByRole('list', { name: tAdmin('admin.dashboard.rankingTop') }).getByRole('listitem')).toHaveCount(3);
  await expect(card.getByText(/^#1 /)).toBeVisible();
});

test.describe('player dashboard', () => {
  test.describe.configure({ timeout: 90_000 });

  test('loaded: ranking card, statistics, top players, recent activity, quick actions and the wallet dialog', async ({ page }) => {
    const player = await registerViaApi(page, `Dash Player ${Date.now()}`);
    await loginViaApi(page, player.email, player.password);
    await page.goto('/dashboard');
    for (const heading of ['dashboard.globalRanking', 'dashboard.statistics', 'dashboard.topPlayers', 'dashboard.recentActivity'] as const) {
      await expect(page.getByRole('heading', { name: t(heading) })).toBeVisible();
    }
    // A new player is not ranked yet and has no statistics.
    await expect(page.getByText(t('dashboard.notRanked'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page
      .getByRole('navigation', { name: t('dashboard.quickActions') })
      .getByRole('button', { name: t('dashboard.action.wallet') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('wallet.title') });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('offline in the browser shows "You\'re Offline" over the last-seen dashboard and recovers by itself when the connection returns', async ({
    page,
    context,
  }) => {
    await loginViaApi(page, DEMO.player.email, DEMO.player.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: t('dashboard.recentActivity') })).toBeVisible();
    // The cards come with the page (decision 057): once the app has taken it over, its buttons are enabled.
    await expect(page.getByRole('button', { name: t('dashboard.action.wallet'), exact: true })).toBeEnabled();

    // The page keeps what it showed, marked with its time (decision 047).
    await context.setOffline(true);
    await expect(page.getByRole('heading', { name: t('dashboard.offlineTitle') })).toBeVisible();
    await expect(page.getByText(t('offline.lastUpdated', { time: '' }).replace(/: \.$/, ''))).toBeVisible();
    await expect(page.getByRole('heading', { name: t('dashboard.recentActivity') })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: t('dashboard.recentActivity') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('dashboard.offlineTitle') })).toBeHidden();
  });

  test('requests that cannot reach the server show the offline state, which clears once they succeed again', async ({ page }) => {
    await loginViaApi(page, DEMO.player.email, DEMO.player.password);
    await page.route('**/api/dashboard/activity*', (route) => route.abort('internetdisconnected'));
    await openDashboardInApp(page);
    await expect(page.getByRole('heading', { name: t('dashboard.offlineTitle') })).toBeVisible();
    await expect(page.getByText(t('dashboard.connectionFailed'))).toBeVisible();

    await page.unroute('**/api/dashboard/activity*');
    await expect(page.getByRole('heading', { name: t('dashboard.recentActivity') })).toBeVisible();
  });

  test('loading, then error with a retry, then loaded', async ({ page }) => {
    await loginViaApi(page, DEMO.player.email, DEMO.player.password);
    // No realtime stream here: when it opens (once the page is idle) every feature refetches, which would clear the
    // error below by itself, before or after this test reaches for its Try again button.
    await page.route('**/api/events', (route) => route.abort());
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/rankings*', async (route) => {
      await held;
      await route.continue();
    });
    await openDashboardInApp(page);
    await expect(page.getByRole('status').filter({ hasText: t('common.loading') })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: t('dashboard.globalRanking') })).toBeVisible();
    await page.unroute('**/api/rankings*');

    await page.route('**/api/dashboard/activity*', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } }));
    await openDashboardInApp(page);
    await expect(page.getByRole('alert').filter({ hasText: t('dashboard.loadFailed') })).toBeVisible();
    await page.unroute('**/api/dashboard/activity*');
    await page.getByRole('button', { name: t('common.retry') }).click();
    await expect(page.getByRole('heading', { name: t('dashboard.recentActivity') })).toBeVisible();
  });
});
