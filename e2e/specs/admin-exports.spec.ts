import fs from 'node:fs';
import { tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, expect, loginViaApi, registerViaApi, test } from '../fixtures.js';

/** Admin CSV exports (decision 042): the User Management toolbar's Export CSV downloads the searched users. */
test('Export CSV on User Management downloads every user the search shows, with the catalogue headers', async ({ page, browser }) => {
  // A player the search finds, whose name a spreadsheet would run as a formula.
  const context = await browser.newContext();
  const player = await registerViaApi(await context.newPage(), '=SUM(1;2) Exportee');
  await context.close();

  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto(`/admin/users?search=${encodeURIComponent(player.email)}`);
  await expect(page.getByText(player.email)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: tAdmin('adminExport.button') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^arena-users-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = text.trim().split('\n');
  expect(header).toBe(
    ['id', 'email', 'fullName', 'role', 'accountStatus', 'verificationDate', 'banned', 'balance', 'held', 'createdAt']
      .map((column) => tAdmin(`adminExport.col.${column}` as Parameters<typeof tAdmin>[0]))
      .join(','),
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(player.email);
  expect(rows[0]).toContain("'=SUM(1;2) Exportee");
});
