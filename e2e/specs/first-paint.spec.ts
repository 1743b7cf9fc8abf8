import { t } from '../../packages/shared/src/index.js';
import { DEMO, expect, loginViaApi, test } from '../fixtures.js';

/**
 * Issue 13: the entry pages show before their code has run. A public page arrives rendered (and React takes that
 * HTML over without a console error, anonymous.spec.ts); a signed-in page arrives as its loading screen.
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

  test('/dashboard shows the loading screen', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('status').getByText(t('common.loading'))).toBeVisible();
  });
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
