import { systemAccounts, t, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, test } from '../fixtures.js';

/** The back office's money overview (double-entry ledger): the demo admin opens it from the nav and sees every system account. */
test('the demo admin opens Money overview from the back-office nav and sees every system account with its balance', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: t('nav.mainNavigation') })
    .getByRole('link', { name: t('nav.admin.money') })
    .click();
  await expect(page).toHaveURL(/\/admin\/money$/);
  await expect(page.getByRole('heading', { level: 1, name: tAdmin('adminMoney.title') })).toBeVisible();
  for (const account of systemAccounts) {
    const card = page.getByRole('article', { name: tAdmin(`adminMoney.account.${account}`), exact: true });
    // The demo data moves money through every account: each card shows a dollar amount.
    await expect(card).toContainText(/\$[\d,]+\.\d\d/);
  }
  await expect(page.getByRole('article', { name: tAdmin('adminMoney.revenue') })).toContainText('$');
  // The demo's money moved today: the table has at least one day.
  const table = page.getByRole('region', { name: tAdmin('adminMoney.movementTable') }).getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).not.toContainText(tAdmin('adminMoney.noMovement'));
  await expectNoSeriousA11yViolations(page);
});
