import { t } from '../../packages/shared/src/index.js';
import { expect, test } from '../fixtures.js';

/**
 * Issue 12: an anonymous visitor's page loads log no console error. GET /api/me answers 200 with no user
 * (not 401), and the web app reads that as signed out.
 */
test('anonymous page loads log no console error and show the signed-out screens', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });

  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect(await me.json()).toBeNull();

  for (const path of ['/', '/login', '/register', '/admin/login', '/wallet']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // A protected page sends the visitor to sign in.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: t('auth.signIn') })).toBeVisible();
  expect(problems).toEqual([]);
});
