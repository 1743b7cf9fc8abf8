import { t, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, expect, loginViaApi, test } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/**
 * An admin account acts as an admin only (decision 032): the player's screens (dashboard, wallet, deposit,
 * withdrawal, competitions, market) send it to the back office, so it is never offered a deposit, an enrollment
 * or a bid; the API refuses them too. A player's screens still work for a player.
 */

test('the demo admin opening /wallet/deposit ends in the back office, as for every player screen', async ({ page }) => {
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/wallet/deposit');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: tAdmin('admin.dashboard.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('wallet.submitDeposit') })).toHaveCount(0);

  for (const path of ['/dashboard', '/wallet', '/wallet/withdraw', '/leagues', '/tournaments', '/mp2']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: tAdmin('admin.dashboard.title') })).toBeVisible();
  }

  // The admin's own account settings stay reachable.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);

  // The API refuses a deposit from an admin account whatever the screen.
  const refused = await page.request.post('/api/wallet/deposits', {
    data: { method: 'moncash', amountCents: 2_000, transactionRef: '13579' },
    headers: { origin: BASE_URL },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe(t('account.adminNoWalletActions'));
});

test("a player's screens still work for a player", async ({ page }) => {
  await loginViaApi(page, DEMO.player.email, DEMO.player.password);
  await page.goto('/wallet/deposit');
  await expect(page).toHaveURL(/\/wallet\/deposit$/);
  await expect(page.getByRole('button', { name: t('wallet.submitDeposit') })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/wallet/withdraw');
  await expect(page).toHaveURL(/\/wallet\/withdraw$/);
});
