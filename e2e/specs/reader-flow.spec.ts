import type { Browser, Page } from '@playwright/test';
import { formatCentsIn } from '../../packages/shared/src/index.js';
import { DEMO, expect, loginViaApi, test, textIn, watchFor } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/**
 * A player whose browser reads Kreyòl, or French, goes the whole way in that language (issue 27): signs up, deposits,
 * is approved by an admin who reads the other one, enrolls in a paid league, bids in the market and reads the
 * notification. Every screen is found by its texts from the reader's catalogue: an English text where a Kreyòl or
 * French one belongs fails the step.
 */

const readers = [
  { language: 'ht', browserLocale: 'ht-HT', adminLanguage: 'fr', adminLocale: 'fr-FR', title: 'a Kreyòl reader' },
  { language: 'fr', browserLocale: 'fr-FR', adminLanguage: 'ht', adminLocale: 'ht-HT', title: 'a French reader' },
] as const;
const origin = { origin: BASE_URL };

async function adminIn(browser: Browser, locale: string): Promise<Page> {
  const page = await (await browser.newContext({ locale })).newPage();
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  return page;
}

async function ok(response: Awaited<ReturnType<Page['request']['post']>>, status = 200): Promise<void> {
  expect(response.status(), await response.text()).toBe(status);
}

for (const reader of readers) {
  test.describe(reader.title, () => {
    test.use({ locale: reader.browserLocale });
    const playerText = (id: Parameters<typeof textIn>[1], params?: Parameters<typeof textIn>[2]) => textIn(reader.language, id, params);
    const adminText = (id: Parameters<typeof textIn>[1], params?: Parameters<typeof textIn>[2]) => textIn(reader.adminLanguage, id, params);
    const money = (cents: number) => formatCentsIn(reader.language, cents);

    test(`signs up, deposits, is approved, enrolls in a paid league and bids, all in ${reader.language}`, async ({ page, browser }) => {
      // Two browsers, a deposit's approval and four screens of the player's: a long flow on a busy machine.
      test.setTimeout(300_000);
      const suffix = `${Date.now() % 100_000}-${process.pid}`;
      const name = `Jinia Pòl ${suffix}`;
      const email = `kreyol-${suffix}@arena.test`;
      const password = 'password123';
      const leagueName = `Lig Okap ${suffix}`;
      const marketPlayer = `Jwè Vedèt ${suffix}`;

      // Sign up from the register page, in the reader's language from its first byte.
      await page.goto('/register');
      await expect(page.locator('html')).toHaveAttribute('lang', reader.language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(playerText('auth.register.title'));
      await page.getByRole('textbox', { name: playerText('auth.fullName') }).fill(name);
      await page.getByRole('textbox', { name: playerText('auth.email') }).fill(email);
      await page.locator('input[name="password"]').fill(password);
      await page.getByRole('button', { name: playerText('auth.signUp') }).click();
      await expect(page.getByText(playerText('auth.registered'))).toBeVisible();

      // Then signs in, sent to the sign-in page by the register page.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(playerText('auth.login.title'), { timeout: 30_000 });
      await page.getByRole('textbox', { name: playerText('auth.email') }).fill(email);
      await page.locator('input[name="password"]').fill(password);
      await page.getByRole('button', { name: playerText('auth.signIn') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(playerText('dashboard.greeting', { name }), { timeout: 30_000 });

      // Deposits $200 with MonCash.
      await page.goto('/wallet');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(playerText('wallet.title'));
      await expect(page.getByTestId('wallet-balance')).toHaveText(money(0));
      await page.getByRole('tab', { name: playerText('wallet.deposit') }).click();
      const form = page.getByRole('form', { name: playerText('wallet.deposit') });
      const submit = form.getByRole('button', { name: playerText('wallet.submitDeposit') });
      await submit.click();
      await expect(form.getByRole('alert')).toHaveText(playerText('wallet.invalidAmount'));
      await form.getByRole('textbox', { name: playerText('wallet.amount') }).fill('200');
      const ref = String(10_000 + Math.floor(Math.random() * 90_000));
      await form.getByRole('textbox', { name: playerText('wallet.transactionRef') }).fill(ref);
      await form.getByRole('radio', { name: playerText('wallet.method.moncash') }).click();
      // The confirmation shows for a short while before the form closes: watch for it from the click.
      const submitted = watchFor(page.getByText(playerText('wallet.depositSubmitted')));
      await submit.click();
      await submitted;
      const pendingRow = page.getByRole('row').filter({ hasText: playerText('wallet.reference', { ref }) });
      await expect(pendingRow.getByText(playerText('wallet.status.pending'))).toBeVisible({ timeout: 30_000 });

      // An admin who reads the other language approves it in the back office; the player's open page follows, in theirs.
      const adminPage = await adminIn(browser, reader.adminLocale);
      await adminPage.goto('/admin/wallet-transactions');
      await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(adminText('nav.admin.walletTransactions'));
      const searched = adminPage.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/admin/wallet-transactions' && new URL(r.url()).searchParams.get('search') === email,
      );
      await adminPage.getByRole('textbox', { name: adminText('common.search') }).fill(email);
      expect((await searched).status()).toBe(200);
      const table = adminPage.getByRole('table', { name: adminText('nav.admin.walletTransactions') });
      await expect(table).not.toHaveAttribute('aria-busy', 'true');
      const row = adminPage.getByRole('row').filter({ hasText: email });
      await expect(row).toHaveCount(1);
      const approvedToast = watchFor(page.getByText(playerText('notify.walletApproved.title')));
      await row.getByRole('button', { name: adminText('adminWallet.approve') }).click();
      await expect(adminPage.getByText(adminText('adminWallet.approved'))).toBeVisible();
      await expect(page.getByTestId('wallet-balance')).toHaveText(money(20_000));
      await expect(pendingRow.getByText(playerText('wallet.status.completed'))).toBeVisible();
      await approvedToast;

      // A paid league ($10) and a market player ($100) the admin opens.
      const leagueAnswer = await adminPage.request.post('/api/admin/leagues', {
        headers: origin,
        data: { name: leagueName, startDate: '2026-12-01', endDate: '2026-12-31', priceCents: 1_000, winningPriceCents: 10_000, maxTeams: 4 },
      });
      await ok(leagueAnswer, 201);
      await ok(
        await adminPage.request.post('/api/admin/marketplace/players', {
          data: { name: marketPlayer, priceCents: 10_000, stats: 83, contractDuration: '3_months' },
          headers: origin,
        }),
        201,
      );
      await adminPage.context().close();

      // Enrolls in the league from its screen; the fee leaves the wallet.
      await page.goto('/leagues');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(playerText('leagues.title'));
      await page.getByRole('textbox', { name: playerText('leagues.searchPlaceholder') }).fill(leagueName);
      await page.getByRole('button', { name: leagueName }).click();
      const detail = page.getByTestId('league-detail');
      await expect(detail.getByRole('heading', { name: leagueName })).toBeVisible();
      await expect(page.getByTestId('leagues-wallet')).toHaveText(`${playerText('wallet.available')}: ${money(20_000)}`);
      await detail.getByRole('button', { name: playerText('leagues.enrollFor', { price: money(1_000) }) }).click();
      await expect(detail.getByRole('status')).toHaveText(playerText('leagues.enrolled'));
      await expect(page.getByTestId('leagues-wallet')).toHaveText(`${playerText('wallet.available')}: ${money(19_000)}`);
      await expect(detail.getByTestId('enrollment-pending')).toBeVisible();

      // Bids $120 in the market.
      await page.goto('/mp2');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(playerText('market.title'));
      const card = page.getByRole('article', { name: marketPlayer });
      await card.getByRole('button', { name: `${playerText('market.placeBid')}: ${marketPlayer}` }).click();
      const dialog = page.getByRole('dialog');
      const bid = dialog.getByRole('button', { name: playerText('market.submitBid') });
      await dialog.getByRole('textbox', { name: playerText('market.yourBid') }).fill('99');
      await expect(bid).toBeDisabled();
      await dialog.getByRole('textbox', { name: playerText('market.yourBid') }).fill('120');
      await expect(bid).toBeEnabled();
      await bid.click();
      await expect(dialog.getByRole('status')).toHaveText(playerText('market.bidSubmitted'));
      await dialog
        .getByRole('button', { name: playerText('common.close') })
        .first()
        .click();
      await expect(dialog).toBeHidden();

      // The dashboard: the notification and the enrollment, both in the reader's language.
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(playerText('dashboard.greeting', { name }));
      const activity = page.locator('section[aria-labelledby="dashboard-activity-title"]');
      await expect(activity.getByText(playerText('notify.walletApproved.title')).first()).toBeVisible();
      await expect(activity.getByText(playerText('leagues.enrollmentTitle', { name: leagueName })).first()).toBeVisible();
      // The bell's list reads the notification's message in the reader's language, its amount as that language writes it.
      await page.getByRole('button', { name: playerText('notifications.bellLabelUnread', { count: 1 }) }).click();
      const bell = page.getByRole('dialog', { name: playerText('notifications.title') });
      await expect(
        bell.getByText(playerText('notify.walletApproved.message', { type: playerText('notify.walletType.deposit'), amount: money(20_000) })),
      ).toBeVisible();
    });
  });
}
