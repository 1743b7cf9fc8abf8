// The texts the spec compares with are English; activate them before the catalogue's contracts load.
import '../../packages/shared/src/testing-english.js';
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { formatCents, t, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/**
 * Responsible play (issue 29): a player's deposit limit refuses the deposit over it and a raise waits 24 hours; a
 * self-excluded player cannot enroll or bid but can withdraw; the admin sees it on the user's row, detail and report.
 */

const origin = { origin: BASE_URL };

async function signedInPlayer(page: Page, name: string) {
  const player = await registerViaApi(page, name);
  await loginViaApi(page, player.email, player.password);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  return { ...player, id: (await me.json()).id as string };
}

async function adminIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  return page;
}

async function ok(response: Awaited<ReturnType<Page['request']['get']>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

async function deposit(page: Page, dollars: string) {
  await page.goto('/wallet/deposit');
  const form = page.getByRole('form', { name: t('wallet.deposit') });
  await form.getByRole('textbox', { name: t('wallet.amount') }).fill(dollars);
  await form.getByRole('textbox', { name: t('wallet.transactionRef') }).fill(String(10_000 + Math.floor(Math.random() * 90_000)));
  await form.getByRole('button', { name: t('wallet.submitDeposit') }).click();
  return form;
}

test.describe('player protection', () => {
  test('a daily deposit limit refuses the deposit over it with the text; a raise shows its 24-hour wait', async ({ page }) => {
    await signedInPlayer(page, 'Limit Player');
    // Settings → Responsible play.
    await page.goto('/settings');
    await page.getByRole('link', { name: t('protection.open') }).click();
    await expect(page.getByRole('heading', { name: t('protection.title'), level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const daily = page.getByTestId('limit-depositDay');
    await daily.getByRole('textbox', { name: t('protection.newLimit') }).fill('50');
    await daily.getByRole('button', { name: t('protection.saveLimit') }).click();
    await expect(page.getByText(t('protection.limitLowered'))).toBeVisible();
    await expect(daily.getByText('$50.00', { exact: true })).toBeVisible();

    // $30 passes, then $25 is over what is left ($20).
    await deposit(page, '30');
    await expect(page.getByText(t('wallet.depositSubmitted'))).toBeVisible();
    const refused = await deposit(page, '25');
    await expect(refused.getByRole('alert')).toHaveText(
      new RegExp(
        `^${t('protection.depositOverLimit.depositDay', { left: formatCents(2_000), date: 'DATE' })
          .replace(/[.$]/g, '\\$&')
          .replace('DATE', '.+')}$`,
      ),
    );

    // Raising it waits 24 hours, and the page says when it takes effect.
    await page.goto('/settings/responsible-play');
    await daily.getByRole('textbox', { name: t('protection.newLimit') }).fill('200');
    await daily.getByRole('button', { name: t('protection.saveLimit') }).click();
    await expect(page.getByText(/^Your new limit takes effect on .+\.$/)).toBeVisible();
    await expect(daily.getByRole('status')).toHaveText(/^Changes to \$200\.00 on .+$/);
    await expect(daily.getByText('$50.00', { exact: true })).toBeVisible();
    await expect(daily.getByText(/\$30\.00 used of \$50\.00/)).toBeVisible();
  });

  test('a self-excluded player cannot enroll or bid but can withdraw; the admin sees the exclusion', async ({ page, browser }) => {
    // Two browsers through eight pages, two accessibility scans and an export: on a loaded machine it ran past 120 s.
    test.setTimeout(240_000);
    const suffix = Date.now() % 100_000;
    const leagueName = `E2E Protected League ${suffix}`;
    const playerName = `E2E Protected Star ${suffix}`;
    const admin = await adminIn(browser);
    const player = await signedInPlayer(page, `Excluded Player ${suffix}`);
    await ok(await admin.request.post(`/api/admin/wallets/${player.id}/adjust`, { headers: origin, data: { amountDollars: 100 } }));
    await ok(
      await admin.request.post('/api/admin/leagues', {
        headers: origin,
        data: { name: leagueName, startDate: '2026-12-01', endDate: '2026-12-31', priceCents: 1_000, winningPriceCents: 10_000, maxTeams: 4 },
      }),
      201,
    );
    await ok(
      await admin.request.post('/api/admin/marketplace/players', {
        headers: origin,
        data: { name: playerName, priceCents: 1_000, stats: 80, contractDuration: '3_months' },
      }),
      201,
    );

    // The player excludes themself for 6 months.
    await page.goto('/settings/responsible-play');
    const form = page.getByRole('form', { name: t('protection.breakTitle') });
    await form.getByRole('radio', { name: t('protection.period.6m') }).check();
    await form.getByRole('checkbox', { name: t('protection.confirmLabel') }).check();
    await form.getByRole('button', { name: t('protection.startExclusion') }).click();
    await expect(page.getByText(/^Your self-exclusion has started\. Its term ends on .+\.$/)).toBeVisible();
    await expect(page.getByTestId('active-break')).toHaveText(/^Self-excluded until .+$/);

    const closed = /You have excluded yourself until .+\. Deposits, enrollments and bids are closed; you can still withdraw and see your history\./;
    // No enrollment.
    await page.goto('/leagues');
    await page.getByRole('textbox', { name: t('leagues.searchPlaceholder') }).fill(leagueName);
    await page.getByRole('button', { name: leagueName }).click();
    const detail = page.getByTestId('league-detail');
    await detail.getByRole('button', { name: t('leagues.enrollFor', { price: formatCents(1_000) }) }).click();
    await expect(page.getByText(closed)).toBeVisible();

    // No bid.
    await page.goto('/mp2');
    const card = page.getByRole('article', { name: playerName });
    await card.getByRole('button', { name: `${t('market.placeBid')}: ${playerName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t('market.yourBid') }).fill('20');
    await dialog.getByRole('button', { name: t('market.submitBid') }).click();
    await expect(dialog.getByText(closed)).toBeVisible();
    await page.keyboard.press('Escape');

    // A withdrawal still goes through; the history stays readable.
    await page.goto('/wallet/withdraw');
    const withdraw = page.getByRole('form', { name: t('wallet.withdraw') });
    await withdraw.getByRole('textbox', { name: t('wallet.amount') }).fill('40');
    await withdraw.getByRole('textbox', { name: t('wallet.phoneNumber') }).fill('+509 3712 3456');
    await withdraw.getByRole('button', { name: t('wallet.submitWithdrawal') }).click();
    await expect(page.getByText(t('wallet.withdrawalSubmitted'))).toBeVisible();
    await page.goto('/wallet/history');
    await expect(page.getByRole('row').filter({ hasText: t('wallet.type.withdraw') })).toHaveCount(1);

    // The admin: the badge on the user's row, the read-only detail, the report.
    await admin.goto('/admin/users');
    await admin.getByRole('textbox', { name: t('common.search') }).fill(player.email);
    const row = admin.getByRole('row').filter({ hasText: player.email });
    await expect(row.getByText(tAdmin('adminProtection.status.exclusion'), { exact: true })).toBeVisible();
    await row.getByRole('button', { name: tAdmin('adminProtection.viewFor', { name: player.name }) }).click();
    const view = admin.getByRole('dialog', { name: tAdmin('adminProtection.dialogTitle', { name: player.name }) });
    await expect(view.getByTestId('admin-break')).toHaveText(/^Self-excluded until .+ \(6 months\)$/);
    await expect(view.getByRole('button', { name: tAdmin('adminProtection.lift') })).toHaveCount(0);
    await expectNoSeriousA11yViolations(admin);
    await admin.keyboard.press('Escape');

    await admin.goto('/admin/player-protection');
    await expect(admin.getByRole('heading', { name: tAdmin('adminProtection.title'), level: 1 })).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: player.email }).getByText(tAdmin('adminProtection.status.exclusion'), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);

    // The report's CSV export, with its filter: the excluded player, the exclusion and its period.
    await admin.getByRole('combobox', { name: tAdmin('adminProtection.filter'), exact: true }).click();
    await admin.getByRole('option', { name: tAdmin('adminProtection.status.exclusion'), exact: true }).click();
    await expect(admin).toHaveURL(/status=exclusion/);
    const download = admin.waitForEvent('download');
    await admin.getByRole('link', { name: tAdmin('adminExport.button') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^arena-protection-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = fs
      .readFileSync(await file.path(), 'utf8')
      .trim()
      .split('\n')
      .slice(1);
    expect(rows.find((line) => line.includes(player.email))).toContain(',exclusion,');
    expect(rows.every((line) => line.includes(',exclusion,'))).toBe(true);
    await admin.context().close();
  });
});
