import { t } from '../../packages/shared/src/index.js';
import { expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test, watchFor } from '../fixtures.js';

test.describe('app shell', () => {
  test('dark mode persists across reloads', async ({ page }) => {
    const player = await registerViaApi(page);
    await loginViaApi(page, player.email, player.password);
    await page.goto('/dashboard');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page
      .getByRole('button', { name: t('theme.switchToDark') })
      .first()
      .click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoSeriousA11yViolations(page);
  });

  test('mobile layout: bottom bar, /more menu and the logout confirmation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    const player = await registerViaApi(page, 'Mobile Player');
    await loginViaApi(page, player.email, player.password);
    // User spec §3: the bottom bar shows on the pages other than the dashboard, whose quick actions lead on.
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: t('dashboard.quickActions') })).toBeVisible();
    const bar = page.getByRole('navigation', { name: t('nav.mobileNavigation') });
    await expect(bar).toBeHidden();
    await page.goto('/leagues');
    for (const label of ['nav.home', 'nav.leagues', 'nav.tournaments', 'nav.market', 'nav.more'] as const) {
      await expect(bar.getByRole('link', { name: t(label) })).toBeVisible();
    }
    await bar.getByRole('link', { name: t('nav.more') }).click();
    await expect(page).toHaveURL(/\/more$/);
    await expect(page.getByText('Mobile Player').first()).toBeVisible();
    await expect(page.getByText(player.email).first()).toBeVisible();
    for (const group of ['nav.group.main', 'nav.group.account', 'nav.group.content', 'nav.group.settings'] as const) {
      await expect(page.getByRole('heading', { name: t(group) })).toBeVisible();
    }
    await page.getByRole('button', { name: t('nav.logout') }).click();
    const dialog = page.getByRole('dialog', { name: t('logout.confirmTitle') });
    await expect(dialog.getByText(t('logout.confirmText'))).toBeVisible();
    await dialog.getByRole('button', { name: t('nav.logout') }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a notification arrives in real time and raises the unread badge', async ({ page, browser }) => {
    const player = await registerViaApi(page, 'Realtime Player');
    await loginViaApi(page, player.email, player.password);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: t('notifications.title'), exact: true })).toBeVisible();

    // The admin credits the player's wallet from another browser context: the player is notified.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await loginViaApi(adminPage, 'admin@arena.test', 'admin12345');
    const me = await page.request.get('/api/me');
    const userId = (await me.json()).id as string;
    // The toast closes by itself: watch for it from the moment the admin acts.
    const toast = watchFor(page.getByText(t('notify.fundsAdded.title')));
    const adjust = await adminPage.request.post(`/api/admin/wallets/${userId}/adjust`, {
      data: { amountDollars: 7 },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(adjust.status(), await adjust.text()).toBe(200);
    await adminContext.close();

    await toast;
    // The bell's label now counts one unread notification, and its badge shows it.
    const bell = page.getByRole('button', { name: t('notifications.bellLabelUnread', { count: 1 }) });
    await expect(bell).toBeVisible();
    await expect(bell).toContainText('1');
  });
});
