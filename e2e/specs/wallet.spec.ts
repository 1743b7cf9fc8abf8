import type { Browser, Page } from '@playwright/test';
import { formatCents, t, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test, watchFor } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/** Wallet screens (user spec §2, §4, §5, §8; admin spec /admin/wallet-transactions): each test uses a fresh player. */

async function signedInPlayer(page: Page, name: string) {
  const player = await registerViaApi(page, name);
  await loginViaApi(page, player.email, player.password);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  return { ...player, id: (await me.json()).id as string };
}

/** The demo admin in a second browser context (its own cookies), as another person at another computer. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  return page;
}

/** Funds a player's wallet through the admin API (whole dollars). */
async function fund(admin: Page, userId: string, dollars: number): Promise<void> {
  const response = await admin.request.post(`/api/admin/wallets/${userId}/adjust`, { data: { amountDollars: dollars }, headers: { origin: BASE_URL } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A 5-digit reference no other test uses. */
function randomRef(): string {
  return String(Math.floor(10_000 + Math.random() * 90_000));
}

/** The admin's table row of a player's request, found through the search box. */
async function adminRow(admin: Page, email: string) {
  await admin.goto('/admin/wallet-transactions');
  // The row must come from the searched list, not the unfiltered one still shown while the search is on its way:
  // a test that changes the request next would otherwise see the late search answer overwrite the row. The URL
  // can change before React has rendered the new (busy) state, so only the answer says the search has arrived.
  const searched = admin.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/admin/wallet-transactions' && url.searchParams.get('search') === email;
  });
  await admin.getByRole('textbox', { name: t('common.search') }).fill(email);
  expect((await searched).status()).toBe(200);
  await expect(admin.getByRole('table', { name: t('nav.admin.walletTransactions') })).not.toHaveAttribute('aria-busy', 'true');
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('wallet', () => {
  test('deposit through the form, approved by an admin: the open /wallet page updates live', async ({ page, browser }) => {
    const player = await signedInPlayer(page, 'Deposit Player');
    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
    await page.getByRole('tab', { name: t('wallet.deposit') }).click();
    const form = page.getByRole('form', { name: t('wallet.deposit') });
    // The platform numbers are in the form's header.
    await expect(form.getByText('+509 3700 1100')).toBeVisible();

    // Each validation message first, in the red banner.
    const submit = form.getByRole('button', { name: t('wallet.submitDeposit') });
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(t('wallet.invalidAmount'));
    await form.getByRole('textbox', { name: t('wallet.amount') }).fill('25.50');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(t('wallet.transactionRefRequired'));
    // Digits only (letters are dropped as typed), 5 characters at most.
    const refInput = form.getByRole('textbox', { name: t('wallet.transactionRef') });
    await expect(refInput).toHaveAttribute('maxlength', '5');
    await expect(refInput).toHaveAttribute('inputmode', 'numeric');
    await refInput.fill('1a2b3');
    await expect(refInput).toHaveValue('123');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(t('wallet.transactionRefRequired'));
    const ref = randomRef();
    await refInput.fill(ref);
    await form.getByRole('radio', { name: t('wallet.method.natcash') }).click();
    await submit.click();
    await expect(page.getByText(t('wallet.depositSubmitted'))).toBeVisible();

    // 2 s later the form has closed: back on the history tab, with the pending request.
    await expect(page.getByRole('tab', { name: t('wallet.history') })).toHaveAttribute('aria-selected', 'true', { timeout: 5_000 });
    const pendingRow = page.getByRole('row').filter({ hasText: t('wallet.reference', { ref }) });
    await expect(pendingRow.getByText(t('wallet.status.pending'))).toBeVisible();
    await expect(pendingRow.getByText('+$25.50')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');

    // The admin approves it from the back office.
    const admin = await adminPage(browser);
    const row = await adminRow(admin, player.email);
    await expect(row.getByText(t('wallet.reference', { ref }))).toBeVisible();
    await expect(row.getByText(t('wallet.method.natcash'))).toBeVisible();
    // The player's toast closes by itself after a few seconds: watch for it from the moment the admin approves.
    const toastTitle = watchFor(page.getByText(t('notify.walletApproved.title')));
    const toastMessage = watchFor(page.getByText(t('notify.walletApproved.message', { type: t('notify.walletType.deposit'), amount: '$25.50' })));
    await row.getByRole('button', { name: tAdmin('adminWallet.approve') }).click();
    await expect(admin.getByText(tAdmin('adminWallet.approved'))).toBeVisible();
    await expect(row.getByText(t('wallet.status.completed'))).toBeVisible();
    await expect(row.getByRole('button', { name: tAdmin('adminWallet.approve') })).toHaveCount(0);
    await admin.context().close();

    // The player's page, never reloaded: new balance, the row completed, and the notification toast.
    await expect(page.getByTestId('wallet-balance')).toHaveText('$25.50');
    await expect(page.getByTestId('wallet-available')).toHaveText('$25.50');
    await expect(pendingRow.getByText(t('wallet.status.completed'))).toBeVisible();
    await toastTitle;
    await toastMessage;
  });

  test('withdrawal holds the amount; rejected with a reason, the hold is released and the reason shown', async ({ page, browser }) => {
    const player = await signedInPlayer(page, 'Withdraw Player');
    const admin = await adminPage(browser);
    await fund(admin, player.id, 100);

    await page.goto('/wallet/withdraw');
    await expect(page.getByText(t('wallet.availableToWithdraw', { amount: '$100.00' }))).toBeVisible();
    const form = page.getByRole('form', { name: t('wallet.withdraw') });
    const submit = form.getByRole('button', { name: t('wallet.submitWithdrawal') });
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(t('wallet.invalidAmount'));
    await form.getByRole('textbox', { name: t('wallet.amount') }).fill('40');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(t('wallet.phoneRequired'));
    const phone = form.getByRole('textbox', { name: t('wallet.phoneNumber') });
    await expect(phone).toHaveAttribute('placeholder', t('wallet.phoneExample'));
    await expect(form.getByText(t('wallet.phoneHint', { example: t('wallet.phoneExample') }))).toBeVisible();
    await phone.fill('+509 3712 3456');
    await submit.click();
    await expect(page.getByText(t('wallet.withdrawalSubmitted'))).toBeVisible();

    // The form closes after 2 s, back on /wallet: the amount is held.
    await expect(page).toHaveURL(/\/wallet$/, { timeout: 5_000 });
    await expect(page.getByTestId('wallet-balance')).toHaveText('$100.00');
    await expect(page.getByTestId('wallet-available')).toHaveText('$60.00');
    await expect(page.getByTestId('wallet-held')).toHaveText('$40.00');

    // The admin opens the reject dialog; Cancel clears the reason.
    const row = await adminRow(admin, player.email);
    await expect(row.getByText(t('wallet.payoutTo', { phone: '+509 3712 3456' }))).toBeVisible();
    await row.getByRole('button', { name: tAdmin('adminWallet.reject') }).click();
    let dialog = admin.getByRole('dialog', { name: tAdmin('adminWallet.rejectTitle') });
    await expect(dialog.getByText(tAdmin('adminWallet.rejectConfirm', { type: t('notify.walletType.withdraw') }))).toBeVisible();
    await dialog.getByRole('textbox', { name: tAdmin('adminWallet.rejectReason') }).fill('Draft reason');
    await dialog.getByRole('button', { name: t('common.cancel') }).click();
    await expect(dialog).toBeHidden();
    await row.getByRole('button', { name: tAdmin('adminWallet.reject') }).click();
    dialog = admin.getByRole('dialog', { name: tAdmin('adminWallet.rejectTitle') });
    const reasonInput = dialog.getByRole('textbox', { name: tAdmin('adminWallet.rejectReason') });
    await expect(reasonInput).toHaveValue('');
    const reason = 'Phone number is not registered with MonCash';
    await reasonInput.fill(reason);
    // The player's toast closes by itself after a few seconds: watch for it from the moment the admin rejects.
    const rejectedToast = watchFor(page.getByText(t('notify.walletRejected.title')));
    await dialog.getByRole('button', { name: tAdmin('adminWallet.reject') }).click();
    await expect(admin.getByText(tAdmin('adminWallet.rejected'))).toBeVisible();
    await expect(row.getByText(t('wallet.status.rejected'))).toBeVisible();
    await admin.context().close();

    // The player's open page: hold released, without a reload.
    await expect(page.getByTestId('wallet-available')).toHaveText('$100.00');
    await expect(page.getByTestId('wallet-held')).toHaveText('$0.00');
    await rejectedToast;

    await page.getByRole('link', { name: t('wallet.viewAll') }).click();
    await expect(page).toHaveURL(/\/wallet\/history$/);
    const rejectedRow = page.getByRole('row').filter({ hasText: t('wallet.type.withdraw') });
    await expect(rejectedRow.getByText(t('wallet.status.rejected'))).toBeVisible();
    await expect(rejectedRow.getByText(t('wallet.rejectionReason', { reason }))).toBeVisible();
    // The type filter: no deposit here.
    await page.getByRole('combobox', { name: t('wallet.filterType') }).click();
    await page.getByRole('option', { name: t('wallet.type.deposit') }).click();
    await expect(page.getByText(t('wallet.noTransactionsFiltered'))).toBeVisible();
  });

  test('a pending deposit is cancelled from the history', async ({ page }) => {
    await signedInPlayer(page, 'Cancel Player');
    await page.goto('/wallet/history');
    await expect(page.getByText(t('wallet.noTransactions'))).toBeVisible();
    const created = await page.request.post('/api/wallet/deposits', {
      data: { method: 'moncash', amountCents: 1_234, transactionRef: randomRef() },
      headers: { origin: BASE_URL, 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.reload();

    const amount = formatCents(1_234);
    await page.getByRole('button', { name: t('wallet.cancelRequestFor', { type: t('notify.walletType.deposit'), amount }) }).click();
    const dialog = page.getByRole('dialog', { name: t('wallet.cancelTitle') });
    await expect(dialog.getByText(t('wallet.cancelConfirm', { type: t('notify.walletType.deposit'), amount }))).toBeVisible();
    await dialog.getByRole('button', { name: t('wallet.cancelRequest') }).click();
    await expect(page.getByText(t('wallet.cancelled'))).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: `+${amount}` });
    await expect(row.getByText(t('wallet.status.cancelled'))).toBeVisible();
    await expect(row.getByRole('button', { name: /Cancel request/ })).toHaveCount(0);

    // The status filter includes cancelled; pending is now empty.
    await page.getByRole('combobox', { name: t('wallet.filterStatus') }).click();
    await page.getByRole('option', { name: t('wallet.status.pending') }).click();
    await expect(page.getByText(t('wallet.noTransactionsFiltered'))).toBeVisible();
    await page.getByRole('combobox', { name: t('wallet.filterStatus') }).click();
    await page.getByRole('option', { name: t('wallet.status.cancelled') }).click();
    await expect(row.getByText(t('wallet.status.cancelled'))).toBeVisible();

    // Below 768 px the history is a list of cards, not a table.
    await page.setViewportSize({ width: 375, height: 760 });
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.getByRole('article').filter({ hasText: `+${amount}` });
    await expect(card.getByText(t('wallet.status.cancelled'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('approving a request another admin already processed shows the server message and refreshes the list', async ({ page, browser }) => {
    const player = await signedInPlayer(page, 'Conflict Player');
    const created = await page.request.post('/api/wallet/deposits', {
      data: { method: 'moncash', amountCents: 700, transactionRef: randomRef() },
      headers: { origin: BASE_URL },
    });
    expect(created.status(), await created.text()).toBe(201);
    const transactionId = (await created.json()).transaction.id as string;

    const admin = await adminPage(browser);
    const row = await adminRow(admin, player.email);
    await expect(row.getByRole('button', { name: tAdmin('adminWallet.approve') })).toBeVisible();
    // Another admin rejects it while this one's approval is on its way: the rejection is made as the approval leaves
    // the browser, so no refetch of this screen can have learnt of it first (and hidden the Approve button).
    let rejectedMeanwhile: { status: number; text: string } | undefined;
    await admin.route(`**/api/admin/wallet-transactions/${transactionId}/approve`, async (route) => {
      const other = await admin.request.post(`/api/admin/wallet-transactions/${transactionId}/reject`, { data: {}, headers: { origin: BASE_URL } });
      rejectedMeanwhile = { status: other.status(), text: await other.text() };
      await route.continue();
    });

    await row.getByRole('button', { name: tAdmin('adminWallet.approve') }).click();
    await expect(admin.getByRole('alert').filter({ hasText: t('wallet.alreadyProcessed') })).toBeVisible();
    expect(rejectedMeanwhile?.status, rejectedMeanwhile?.text).toBe(200);
    await expect(row.getByText(t('wallet.status.rejected'))).toBeVisible();
    await expect(row.getByRole('button', { name: tAdmin('adminWallet.approve') })).toHaveCount(0);
    await admin.context().close();
  });

  test('a deposit retried after a lost response reuses its Idempotency-Key and is recorded once', async ({ page }) => {
    await signedInPlayer(page, 'Retry Player');
    // The first POST reaches the server but its answer is lost on the way back (the browser sees a network error).
    const keys: string[] = [];
    await page.route('**/api/wallet/deposits', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        await route.fetch();
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    await page.goto('/wallet/deposit');
    const form = page.getByRole('form', { name: t('wallet.deposit') });
    await form.getByRole('textbox', { name: t('wallet.amount') }).fill('15');
    const ref = randomRef();
    await form.getByRole('textbox', { name: t('wallet.transactionRef') }).fill(ref);
    const submit = form.getByRole('button', { name: t('wallet.submitDeposit') });
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(t('wallet.submitFailed'));
    await submit.click();
    await expect(page.getByText(t('wallet.depositSubmitted'))).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    // Closed after 2 s: back on /wallet, one pending request only.
    await expect(page).toHaveURL(/\/wallet$/, { timeout: 5_000 });
    await expect(page.getByRole('row').filter({ hasText: t('wallet.reference', { ref }) })).toHaveCount(1);
    const list = await page.request.get('/api/wallet/transactions');
    expect((await list.json()).total).toBe(1);
  });

  test('wallet dialog from the header, and no serious accessibility violations on the wallet screens', async ({ page, browser }) => {
    const player = await signedInPlayer(page, 'A11y Player');
    const admin = await adminPage(browser);
    await fund(admin, player.id, 12);
    await admin.context().close();

    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: t('nav.myWallet') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: t('wallet.title') });
    await expect(dialog.getByText('$12.00').first()).toBeVisible();
    await dialog.getByRole('link', { name: t('wallet.deposit') }).click();
    await expect(page).toHaveURL(/\/wallet\/deposit$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByText('+509 3700 1100')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: t('wallet.backToWallet') }).click();
    await expect(page).toHaveURL(/\/wallet$/);

    await expect(page.getByTestId('wallet-balance')).toHaveText('$12.00');
    await expect(page.getByRole('figure', { name: t('wallet.chartLabel') })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The admin's /admin/wallet-transactions is scanned in four-eyes.spec, with a pending adjustment listed too.
  });
});
