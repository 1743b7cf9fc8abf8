import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { t, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/**
 * Four-eyes on money (issue 12), in two browsers: the demo admin proposes an adjustment above the threshold
 * ($1,000 by default) through Update Wallet Balance; it waits in 'Balance adjustments waiting for a second
 * admin', where the proposer has no Approve button; the second demo admin approves it and the money arrives once.
 * An admin's own deposit request offers no Approve button either.
 */

const SHOTS = process.env.SHOTS_DIR;

async function pageFor(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginViaApi(page, email, password);
  return page;
}

async function idOf(page: Page): Promise<string> {
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  return (await me.json()).id as string;
}

async function shoot(page: Page, name: string, heading: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an adjustment above the threshold waits for a second admin, who approves it once', async ({ page, browser }) => {
  // Three browser contexts and screenshots at two widths on a shared 2-core machine.
  test.setTimeout(120_000);
  // The player, and the two demo admins.
  const player = await registerViaApi(page, 'Four Eyes Player');
  await loginViaApi(page, player.email, player.password);
  const first = await pageFor(browser, DEMO.admin.email, DEMO.admin.password);
  const secondPage = await pageFor(browser, DEMO.admin2.email, DEMO.admin2.password);

  // The first admin proposes +$1,500 for the player through the dialog.
  await first.goto('/admin/wallet-transactions');
  await first.getByRole('button', { name: tAdmin('admin.users.walletTitle') }).click();
  const dialog = first.getByRole('dialog', { name: tAdmin('admin.users.walletTitle') });
  await expect(dialog.getByText(tAdmin('adminWallet.fourEyesNotice', { amount: '$1,000.00' }))).toBeVisible();
  await expect(dialog.getByText(tAdmin('adminWallet.fourEyesCumulative', { amount: '$1,000.00' }))).toBeVisible();
  await dialog.getByRole('combobox', { name: tAdmin('adminWallet.pickUser') }).fill(player.email);
  await first.getByRole('option', { name: new RegExp(player.email) }).click();
  await dialog.getByRole('textbox', { name: tAdmin('admin.users.walletAmount') }).fill('1500');
  await dialog.getByRole('textbox', { name: tAdmin('admin.users.walletNote') }).fill('Prize paid by hand');
  await dialog.getByRole('button', { name: tAdmin('admin.users.walletSubmit') }).click();
  await expect(first.getByText(tAdmin('adminWallet.proposalCreated'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // It waits in the pending list; its proposer may only reject it.
  const pending = first.getByRole('table', { name: tAdmin('adminWallet.proposalsTitle') });
  const mine = pending.getByRole('row').filter({ hasText: player.email });
  await expect(mine).toContainText('+$1,500.00');
  await expect(mine).toContainText(tAdmin('adminWallet.waitingForOtherAdmin'));
  await expect(mine.getByRole('button', { name: new RegExp(`^${tAdmin('adminWallet.approve')}`) })).toHaveCount(0);
  await shoot(first, 'four-eyes-proposer', tAdmin('adminWallet.proposalsTitle'));
  await first.goto('/admin/settings');
  await expect(first.getByRole('textbox', { name: tAdmin('adminSettings.fourEyesThreshold') })).toHaveValue('1000.00');
  await shoot(first, 'four-eyes-settings', tAdmin('adminSettings.fourEyes'));
  expect((await (await page.request.get('/api/wallet')).json()).balanceCents).toBe(0);

  // The second admin sees it (with who proposed it) and approves it.
  await secondPage.goto('/admin/wallet-transactions');
  const row = secondPage
    .getByRole('table', { name: tAdmin('adminWallet.proposalsTitle') })
    .getByRole('row')
    .filter({ hasText: player.email });
  await expect(row).toContainText(tAdmin('adminWallet.proposedBy', { name: 'Arena Admin' }));
  await expect(row).toContainText('Prize paid by hand');
  await shoot(secondPage, 'four-eyes-pending', tAdmin('adminWallet.proposalsTitle'));
  // The one scan of /admin/wallet-transactions: the proposal waiting, and the transactions list loaded below it.
  await expect(
    secondPage
      .getByRole('table', { name: t('nav.admin.walletTransactions') })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(secondPage);
  await row.getByRole('button', { name: new RegExp(`^${tAdmin('adminWallet.approve')}`) }).click();
  await expect(secondPage.getByText(tAdmin('adminWallet.proposalApproved'))).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await (await page.request.get('/api/wallet')).json()).balanceCents).toBe(150_000);

  // The first admin's list, opened again, shows the same outcome.
  await first.goto('/admin/wallet-transactions');
  await expect(
    first
      .getByRole('table', { name: tAdmin('adminWallet.proposalsTitle') })
      .getByRole('row')
      .filter({ hasText: player.email }),
  ).toHaveCount(0);
});

test('a prize above the threshold waits for a second admin; the admin who set the champion cannot approve it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const player = await registerViaApi(page, 'Prize Champion');
  await loginViaApi(page, player.email, player.password);
  const playerId = await idOf(page);
  const first = await pageFor(browser, DEMO.admin.email, DEMO.admin.password);
  const secondPage = await pageFor(browser, DEMO.admin2.email, DEMO.admin2.password);

  // The demo admin creates a free tournament with a $10,000,000 prize and crowns the player's team.
  const origin = { origin: BASE_URL };
  const name = `Mint Cup ${Math.random().toString(36).slice(2, 7)}`;
  const created = await first.request.post('/api/admin/tournaments', {
    headers: origin,
    data: {
      name,
      description: 'Four-eyes',
      startDate: '2026-12-01T10:00:00.000Z',
      endDate: '2026-12-08T10:00:00.000Z',
      priceCents: 0,
      winningPriceCents: 1_000_000_000,
      status: 'active',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tournamentId = (await created.json()).tournament.id as string;
  const team = await first.request.post(`/api/admin/tournaments/${tournamentId}/teams`, { headers: origin, data: { name: 'Prize Puppets', userId: playerId } });
  expect(team.status(), await team.text()).toBe(201);
  const champion = await first.request.post(`/api/admin/tournaments/${tournamentId}/champion`, {
    headers: origin,
    data: { teamId: (await team.json()).team.id },
  });
  expect(champion.status(), await champion.text()).toBe(200);
  expect(await champion.json()).toMatchObject({ prizePaidCents: 0, prizePendingCents: 1_000_000_000 });
  expect((await (await page.request.get('/api/wallet')).json()).balanceCents).toBe(0);

  // The admin who set the champion sees the prize waiting, with no Approve button and the reason.
  await first.goto('/admin/wallet-transactions');
  const mine = first
    .getByRole('table', { name: tAdmin('adminPrizes.title') })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(mine).toContainText('+$10,000,000.00');
  await expect(mine).toContainText(tAdmin('adminPrizes.ownProposal'));
  await expect(mine.getByRole('button', { name: new RegExp(`^${tAdmin('adminWallet.approve')}`) })).toHaveCount(0);
  await shoot(first, 'four-eyes-prize-proposer', tAdmin('adminPrizes.title'));

  // The second admin approves it: the champion is paid once.
  await secondPage.goto('/admin/wallet-transactions');
  const row = secondPage
    .getByRole('table', { name: tAdmin('adminPrizes.title') })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText(tAdmin('adminPrizes.championSetBy', { name: 'Arena Admin' }));
  await shoot(secondPage, 'four-eyes-prize-pending', tAdmin('adminPrizes.title'));
  await expectNoSeriousA11yViolations(secondPage);
  await row.getByRole('button', { name: new RegExp(`^${tAdmin('adminWallet.approve')}`) }).click();
  await expect(secondPage.getByText(tAdmin('adminPrizes.approved'))).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await (await page.request.get('/api/wallet')).json()).balanceCents).toBe(1_000_000_000);
});

test("an admin's own deposit request offers no Approve button", async ({ browser }) => {
  // An admin account makes no deposit (decision 032): the request is filed as a player, who is then promoted.
  const first = await pageFor(browser, DEMO.admin.email, DEMO.admin.password);
  const admin = await (await browser.newContext()).newPage();
  const account = await registerViaApi(admin, 'Promoted Depositor');
  await loginViaApi(admin, account.email, account.password);
  const ref = String(Math.floor(10_000 + Math.random() * 90_000));
  const created = await admin.request.post('/api/wallet/deposits', {
    data: { method: 'moncash', amountCents: 2_000, transactionRef: ref },
    headers: { origin: BASE_URL },
  });
  expect(created.status(), await created.text()).toBe(201);
  // Promoting is a proposal the second demo admin approves (decision 030).
  const promote = await first.request.patch(`/api/admin/users/${await idOf(admin)}`, { data: { role: 'admin' }, headers: { origin: BASE_URL } });
  expect(promote.status(), await promote.text()).toBe(200);
  const second = await pageFor(browser, DEMO.admin2.email, DEMO.admin2.password);
  const proposalId = (await promote.json()).proposal.id as string;
  const approved = await second.request.post(`/api/admin/proposals/${proposalId}/approve`, { headers: { origin: BASE_URL } });
  expect(approved.status(), await approved.text()).toBe(200);
  await loginViaApi(admin, account.email, account.password);
  await admin.goto('/admin/wallet-transactions');
  await admin.getByRole('textbox', { name: t('common.search') }).fill(ref);
  await expect(admin).toHaveURL(/[?&]search=/);
  const row = admin
    .getByRole('table', { name: t('nav.admin.walletTransactions') })
    .getByRole('row')
    .filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(tAdmin('adminWallet.ownRequest'));
  await expect(row.getByRole('button', { name: tAdmin('adminWallet.approve') })).toHaveCount(0);
  await expect(row.getByRole('button', { name: tAdmin('adminWallet.reject') })).toBeVisible();
});
