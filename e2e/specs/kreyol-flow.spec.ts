import type { Browser, Page } from '@playwright/test';
import { formatCentsIn, type Locale } from '../../packages/shared/src/index.js';
import { DEMO, expect, loginViaApi, test, textIn, watchFor } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/**
 * A player whose browser reads Kreyòl goes the whole way in Kreyòl (issue 27): signs up, deposits, is approved by an
 * admin who reads French, enrolls in a paid league, bids in the market and reads the notification. Every screen is
 * found by its Kreyòl texts from the catalogue: an English text where a Kreyòl one belongs fails the step.
 */

const ht = (id: Parameters<typeof textIn>[1], params?: Parameters<typeof textIn>[2]) => textIn('ht', id, params);
const money = (locale: Locale, cents: number) => formatCentsIn(locale, cents);
const origin = { origin: BASE_URL };

async function adminIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  return page;
}

async function ok(response: Awaited<ReturnType<Page['request']['post']>>, status = 200): Promise<void> {
  expect(response.status(), await response.text()).toBe(status);
}

test.describe('a Kreyòl reader', () => {
  test.use({ locale: 'ht-HT' });

  test('signs up, deposits, is approved, enrolls in a paid league and bids, all in Kreyòl', async ({ page, browser }) => {
    // Two browsers, a deposit's approval and four screens of the player's: a long flow on a busy machine.
    test.setTimeout(300_000);
    const suffix = `${Date.now() % 100_000}-${process.pid}`;
    const name = `Jinia Pòl ${suffix}`;
    const email = `kreyol-${suffix}@arena.test`;
    const password = 'password123';
    const leagueName = `Lig Okap ${suffix}`;
    const marketPlayer = `Jwè Vedèt ${suffix}`;

    // Sign up from the register page, in Kreyòl from its first byte.
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ht('auth.register.title'));
    await page.getByRole('textbox', { name: ht('auth.fullName') }).fill(name);
    await page.getByRole('textbox', { name: ht('auth.email') }).fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: ht('auth.signUp') }).click();
    await expect(page.getByText(ht('auth.registered'))).toBeVisible();

    // Then signs in, sent to the sign-in page by the register page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ht('auth.login.title'), { timeout: 30_000 });
    await page.getByRole('textbox', { name: ht('auth.email') }).fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: ht('auth.signIn') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ht('dashboard.greeting', { name }), { timeout: 30_000 });

    // Deposits $200 with MonCash.
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ht('wallet.title'));
    await expect(page.getByTestId('wallet-balance')).toHaveText(money('ht', 0));
    await page.getByRole('tab', { name: ht('wallet.deposit') }).click();
    const form = page.getByRole('form', { name: ht('wallet.deposit') });
    const submit = form.getByRole('button', { name: ht('wallet.submitDeposit') });
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(ht('wallet.invalidAmount'));
    await form.getByRole('textbox', { name: ht('wallet.amount') }).fill('200');
    const ref = String(10_000 + Math.floor(Math.random() * 90_000));
    await form.getByRole('textbox', { name: ht('wallet.transactionRef') }).fill(ref);
    await form.getByRole('radio', { name: ht('wallet.method.moncash') }).click();
    // The confirmation shows for a short while before the form closes: watch for it from the click.
    const submitted = watchFor(page.getByText(ht('wallet.depositSubmitted')));
    await submit.click();
    await submitted;
    const pendingRow = page.getByRole('row').filter({ hasText: ht('wallet.reference', { ref }) });
    await expect(pendingRow.getByText(ht('wallet.status.pending'))).toBeVisible({ timeout: 30_000 });

    // An admin who reads French approves it in the back office; the player's open page follows, in Kreyòl.
    const admin = await adminIn(browser);
    await admin.goto('/admin/wallet-transactions');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(textIn('fr', 'nav.admin.walletTransactions'));
    const searched = admin.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/admin/wallet-transactions' && new URL(r.url()).searchParams.get('search') === email,
    );
    await admin.getByRole('textbox', { name: textIn('fr', 'common.search') }).fill(email);
    expect((await searched).status()).toBe(200);
    const table = admin.getByRole('table', { name: textIn('fr', 'nav.admin.walletTransactions') });
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const row = admin.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    const approvedToast = watchFor(page.getByText(ht('notify.walletApproved.title')));
    await row.getByRole('button', { name: textIn('fr', 'adminWallet.approve') }).click();
    await expect(admin.getByText(textIn('fr', 'adminWallet.approved'))).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText(money('ht', 20_000));
    await expect(pendingRow.getByText(ht('wallet.status.completed'))).toBeVisible();
    await approvedToast;

    // A paid league ($10) and a market player ($100) the admin opens.
    const leagueAnswer = await admin.request.post('/api/admin/leagues', {
      headers: origin,
      data: { name: leagueName, startDate: '2026-12-01', endDate: '2026-12-31', priceCents: 1_000, winningPriceCents: 10_000, maxTeams: 4 },
    });
    await ok(leagueAnswer, 201);
    await ok(
      await admin.request.post('/api/admin/marketplace/players', {
        data: { name: marketPlayer, priceCents: 10_000, stats: 83, contractDuration: '3_months' },
        headers: origin,
      }),
      201,
    );
    await admin.context().close();

    // Enrolls in the league from its screen; the fee leaves the wallet.
    await page.goto('/leagues');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ht('leagues.title'));
    await page.getByRole('textbox', { name: ht('leagues.searchPlaceholder') }).fill(leagueName);
    await page.getByRole('button', { name: leagueName }).click();
    const detail = page.getByTestId('league-detail');
    await expect(detail.getByRole('heading', { name: leagueName })).toBeVisible();
    await expect(page.getByTestId('leagues-wallet')).toHaveText(`${ht('wallet.available')}: ${money('ht', 20_000)}`);
    await detail.getByRole('button', { name: ht('leagues.enrollFor', { price: money('ht', 1_000) }) }).click();
    await expect(detail.getByRole('status')).toHaveText(ht('leagues.enrolled'));
    await expect(page.getByTestId('leagues-wallet')).toHaveText(`${ht('wallet.available')}: ${money('ht', 19_000)}`);
    await expect(detail.getByTestId('enrollment-pending')).toBeVisible();

    // Bids $120 in the market.
    await page.goto('/mp2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ht('market.title'));
    const card = page.getByRole('article', { name: marketPlayer });
    await card.getByRole('button', { name: `${ht('market.placeBid')}: ${marketPlayer}` }).click();
    const dialog = page.getByRole('dialog');
    const bid = dialog.getByRole('button', { name: ht('market.submitBid') });
    await dialog.getByRole('textbox', { name: ht('market.yourBid') }).fill('99');
    await expect(bid).toBeDisabled();
    await dialog.getByRole('textbox', { name: ht('market.yourBid') }).fill('120');
    await expect(bid).toBeEnabled();
    await bid.click();
    await expect(dialog.getByRole('status')).toHaveText(ht('market.bidSubmitted'));
    await dialog
      .getByRole('button', { name: ht('common.close') })
      .first()
      .click();
    await expect(dialog).toBeHidden();

    // The dashboard: the notification and the enrollment, both in Kreyòl.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ht('dashboard.greeting', { name }));
    const activity = page.locator('section[aria-labelledby="dashboard-activity-title"]');
    await expect(activity.getByText(ht('notify.walletApproved.title')).first()).toBeVisible();
    await expect(activity.getByText(ht('leagues.enrollmentTitle', { name: leagueName })).first()).toBeVisible();
    // The bell's list reads the notification's message in Kreyòl, its amount as Kreyòl writes it.
    await page.getByRole('button', { name: ht('notifications.bellLabelUnread', { count: 1 }) }).click();
    const bell = page.getByRole('dialog', { name: ht('notifications.title') });
    await expect(bell.getByText(ht('notify.walletApproved.message', { type: ht('notify.walletType.deposit'), amount: money('ht', 20_000) }))).toBeVisible();
  });
});
