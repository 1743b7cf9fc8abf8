import { t, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from '../fixtures.js';

/** The spec's sign-in, registration and admin-login texts and redirects (user spec §2, §5, §8). */
test.describe('authentication', () => {
  test('welcome screen links to login and admin login', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: t('welcome.login'), exact: true })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: t('welcome.adminAccess') })).toHaveAttribute('href', '/admin/login');
    await expectNoSeriousA11yViolations(page);
  });

  test('register validates, rejects a taken email, then redirects to /login after success', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: t('auth.signUp') }).click();
    await expect(page.getByText(t('auth.fillAllFields'))).toBeVisible();

    await page.locator('input[name="name"]').fill('New Player');
    await page.locator('input[name="email"]').fill(DEMO.player.email);
    await page.locator('input[name="password"]').fill('12345');
    await page.getByRole('button', { name: t('auth.signUp') }).click();
    await expect(page.getByText(t('auth.passwordTooShort'))).toBeVisible();

    await page.locator('input[name="password"]').fill('password123');
    await page.getByRole('button', { name: t('auth.signUp') }).click();
    await expect(page.getByText(t('auth.userExists'))).toBeVisible();

    const email = `fresh-${Date.now()}@arena.test`;
    await page.locator('input[name="email"]').fill(email);
    await page.getByRole('button', { name: t('auth.signUp') }).click();
    await expect(page.getByText(t('auth.registered'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

    // The new account signs in and lands on the dashboard.
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('password123');
    await page.getByRole('button', { name: t('auth.signIn') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a malformed email reads in the catalogue's words, from the form and from the server, never as a request path", async ({ page }) => {
    await page.goto('/register');
    await page.locator('input[name="name"]').fill('New Player');
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.locator('input[name="password"]').fill('password123');
    await page.getByRole('button', { name: t('auth.signUp') }).click();
    await expect(page.getByRole('alert')).toHaveText(t('form.invalidEmail'));

    // Past the form's check (the request carries the malformed email): the server's refusal reads the same.
    await page.route('**/api/auth/sign-up/email', (route) =>
      route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), email: 'not-an-email' }) }),
    );
    await page.locator('input[name="email"]').fill(`fresh-${Date.now()}@arena.test`);
    const refused = page.waitForResponse('**/api/auth/sign-up/email');
    await page.getByRole('button', { name: t('auth.signUp') }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(t('form.invalidEmail'));
    await expect(page.getByText(/\[body/)).toHaveCount(0);
  });

  test('login shows the spec texts and refuses admin accounts', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: t('auth.signIn') }).click();
    await expect(page.getByText(t('auth.fillAllFields'))).toBeVisible();

    await page.locator('input[name="email"]').fill(DEMO.player.email);
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByRole('button', { name: t('auth.signIn') }).click();
    await expect(page.getByText(t('auth.invalidCredentials'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('auth.resetPasswordLink') })).toHaveAttribute('href', '/reset-password');

    await page.locator('input[name="email"]').fill(DEMO.admin.email);
    await page.locator('input[name="password"]').fill(DEMO.admin.password);
    await page.getByRole('button', { name: t('auth.signIn') }).click();
    await expect(page.getByText(t('auth.useAdminLogin'))).toBeVisible();
    // Signed out again: an authenticated page still sends us to /login.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('admin login refuses players and lets the admin in', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: t('auth.signIn') }).click();
    await expect(page.getByText(t('auth.fillAllFields'))).toBeVisible();

    await page.locator('input[name="email"]').fill(DEMO.admin.email);
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByRole('button', { name: t('auth.signIn') }).click();
    await expect(page.getByText(tAdmin('adminAuth.invalidCredentials'))).toBeVisible();

    await page.locator('input[name="email"]').fill(DEMO.player.email);
    await page.locator('input[name="password"]').fill(DEMO.player.password);
    await page.getByRole('button', { name: t('auth.signIn') }).click();
    await expect(page.getByText(tAdmin('adminAuth.notAdmin'))).toBeVisible();

    await page.locator('input[name="email"]').fill(DEMO.admin.email);
    await page.locator('input[name="password"]').fill(DEMO.admin.password);
    await page.getByRole('button', { name: t('auth.signIn') }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('route access: anonymous to /login, players away from admin, signed-in away from public pages, unknown to /', async ({ page }) => {
    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    // Also under /admin, whose routes join the router only on the way there.
    await page.goto('/admin/no-such-page');
    await expect(page).toHaveURL(/\/$/);

    const player = await registerViaApi(page);
    await loginViaApi(page, player.email, player.password);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an admin on a public page goes to /admin', async ({ page }) => {
    await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('sign out returns to / and ends the session', async ({ page }) => {
    const player = await registerViaApi(page);
    await loginViaApi(page, player.email, player.password);
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: t('auth.signOut') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
