import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { t, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, expect, loginViaApi, registerViaApi, test } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/**
 * Every money field keeps exactly what a person typed or pasted and never changes a number (decision 033):
 * '150.5' is $150.50 where cents are allowed and refused where they are not (never $1,505), '-5' is refused where
 * negatives are, '1e3' and Arabic-Indic digits are refused, a pasted '1,000.50' is $1,000.50. A refused amount is
 * never sent; an accepted one is sent as exactly that many cents. The submissions are caught on their way to the
 * server (and go no further), so these tests change nothing that other tests see.
 */

const origin = { origin: BASE_URL };

/** Catches the form's submissions to `path` (any method but GET): their bodies, in order; the request goes no further. */
async function catchSubmissions(page: Page, path: string): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route(
    (url) => url.pathname === path || url.pathname.startsWith(`${path}/`),
    async (route) => {
      if (route.request().method() === 'GET') return route.fallback();
      bodies.push(route.request().postDataJSON());
      await route.abort();
    },
  );
  return bodies;
}

interface ClipboardHolder {
  navigator: { clipboard: { writeText(text: string): Promise<void> } };
}

/** Types `text` key by key, as a person does, or pastes it from the clipboard; the field then shows exactly it. */
async function enter(input: Locator, text: string, how: 'type' | 'paste' = 'type'): Promise<void> {
  await input.clear();
  await expect(input).toHaveValue('');
  if (how === 'paste') {
    await input.page().evaluate((value) => (globalThis as unknown as ClipboardHolder).navigator.clipboard.writeText(value), text);
    await input.focus();
    await input.press('ControlOrMeta+V');
  } else {
    await input.pressSequentially(text);
  }
  await expect(input).toHaveValue(text);
}

/** No field takes these: an exponent and Arabic-Indic digits. */
const REFUSED_EVERYWHERE = ['1e3', '١٢'];

/** What a whole-dollar field refuses with its one text, typed or pasted. */
const NOT_WHOLE: [string, 'type' | 'paste'][] = [
  ['150.5', 'type'],
  ['1.5', 'type'],
  ...REFUSED_EVERYWHERE.map((text): [string, 'type'] => [text, 'type']),
  ['1,000.50', 'paste'],
];

/** What a field of dollars and cents that is never negative refuses, with which text. */
function refusedPrices(negative: string): [string, string][] {
  return [['-5', negative], ...REFUSED_EVERYWHERE.map((text): [string, string] => [text, tAdmin('admin.amountInvalid')])];
}

/** The browser contexts a test opened (one per person), closed after it. */
const contexts: BrowserContext[] = [];

/** A person at their own computer, whose clipboard the page may write (to paste from it). */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  return context.newPage();
}

async function playerPage(browser: Browser, name: string): Promise<{ page: Page; id: string }> {
  const page = await personPage(browser);
  const player = await registerViaApi(page, name);
  await loginViaApi(page, player.email, player.password);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  return { page, id: (await me.json()).id as string };
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await personPage(browser);
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  return page;
}

test.describe('money inputs', () => {
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  test('place bid: whole dollars only, exactly as typed', async ({ browser }) => {
    const admin = await adminPage(browser);
    const name = `Money Input Forward ${Date.now()}`;
    const created = await admin.request.post('/api/admin/marketplace/players', { data: { name, priceCents: 10_000, stats: 70 }, headers: origin });
    expect(created.status(), await created.text()).toBe(201);
    const { page } = await playerPage(browser, 'Money Bidder');
    const bids = await catchSubmissions(page, `/api/marketplace/players/${((await created.json()) as { player: { id: string } }).player.id}/bids`);

    await page.goto('/mp2');
    await page
      .getByRole('article', { name })
      .getByRole('button', { name: `${t('market.placeBid')}: ${name}` })
      .click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('textbox', { name: t('market.yourBid') });
    const submit = dialog.getByRole('button', { name: t('market.submitBid') });
    for (const [text, how] of [['-5', 'type'] as [string, 'type'], ...NOT_WHOLE]) {
      await enter(input, text, how);
      await expect(dialog.getByText(t('market.invalidBid'))).toBeVisible();
      await expect(submit).toBeDisabled();
    }
    await enter(input, '1,000', 'paste');
    await expect(dialog.getByText(t('market.invalidBid'))).toHaveCount(0);
    await submit.click();
    await expect.poll(() => bids).toEqual([{ amountDollars: 1000 }]);
  });

  test('deposit and withdrawal: dollars and cents, exactly as typed', async ({ browser }) => {
    const { page, id } = await playerPage(browser, 'Money Depositor');
    const admin = await adminPage(browser);
    const funded = await admin.request.post(`/api/admin/wallets/${id}/adjust`, { data: { amountDollars: 500 }, headers: origin });
    expect(funded.status(), await funded.text()).toBe(200);
    const deposits = await catchSubmissions(page, '/api/wallet/deposits');
    const withdrawals = await catchSubmissions(page, '/api/wallet/withdrawals');

    await page.goto('/wallet');
    await page.getByRole('tab', { name: t('wallet.deposit') }).click();
    let form = page.getByRole('form', { name: t('wallet.deposit') });
    await form.getByRole('textbox', { name: t('wallet.transactionRef') }).fill('12345');
    let input = form.getByRole('textbox', { name: t('wallet.amount') });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    let submit = form.getByRole('button', { name: t('wallet.submitDeposit') });
    for (const text of ['-5', ...REFUSED_EVERYWHERE]) {
      await enter(input, text);
      await submit.click();
      await expect(form.getByRole('alert')).toHaveText(t('wallet.invalidAmount'));
      await expect(input).toHaveValue(text);
    }
    expect(deposits).toEqual([]);
    await enter(input, '150.5');
    await submit.click();
    await expect.poll(() => deposits).toEqual([{ method: 'moncash', amountCents: 15_050, transactionRef: '12345' }]);
    await enter(input, '1,000.50', 'paste');
    await submit.click();
    await expect.poll(() => deposits.at(-1)).toEqual({ method: 'moncash', amountCents: 100_050, transactionRef: '12345' });

    await page.getByRole('tab', { name: t('wallet.withdraw') }).click();
    form = page.getByRole('form', { name: t('wallet.withdraw') });
    await expect(form.getByText(t('wallet.availableToWithdraw', { amount: '$500.00' }))).toBeVisible();
    await form.getByRole('textbox', { name: t('wallet.phoneNumber') }).fill('+509 3712 3456');
    input = form.getByRole('textbox', { name: t('wallet.amount') });
    submit = form.getByRole('button', { name: t('wallet.submitWithdrawal') });
    for (const text of ['-5', ...REFUSED_EVERYWHERE]) {
      await enter(input, text);
      await submit.click();
      await expect(form.getByRole('alert')).toHaveText(t('wallet.invalidAmount'));
      await expect(input).toHaveValue(text);
    }
    // $1,000.50 is more than the $500 available: refused as that amount, not sent.
    await enter(input, '1,000.50', 'paste');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(t('wallet.insufficientBalance'));
    expect(withdrawals).toEqual([]);
    await enter(input, '150.5');
    await submit.click();
    await expect.poll(() => withdrawals).toEqual([{ method: 'moncash', amountCents: 15_050, phoneNumber: '+50937123456' }]);
  });

  test('Update Wallet Balance: a signed whole number of dollars, exactly as typed', async ({ browser }) => {
    const target = await registerViaApi(await personPage(browser), `Money Adjusted ${Date.now()}`);
    const admin = await adminPage(browser);
    const adjustments = await catchSubmissions(admin, '/api/admin/wallets');

    await admin.goto('/admin/wallet-transactions');
    await admin.getByRole('button', { name: tAdmin('admin.users.walletTitle') }).click();
    const dialog = admin.getByRole('dialog', { name: tAdmin('admin.users.walletTitle') });
    await dialog.getByRole('combobox', { name: tAdmin('adminWallet.pickUser') }).fill(target.email);
    await admin.getByRole('option', { name: new RegExp(target.email) }).click();
    const input = dialog.getByRole('textbox', { name: tAdmin('admin.users.walletAmount') });
    const submit = dialog.getByRole('button', { name: tAdmin('admin.users.walletSubmit') });
    for (const [text, how] of NOT_WHOLE) {
      await enter(input, text, how);
      await expect(dialog.getByText(tAdmin('adminWallet.wholeDollars'))).toBeVisible();
      await expect(submit).toBeDisabled();
    }
    await enter(input, '-5');
    await expect(dialog.getByText(tAdmin('adminWallet.wholeDollars'))).toHaveCount(0);
    await submit.click();
    await expect.poll(() => adjustments).toEqual([{ amountDollars: -5 }]);
  });

  test('tournament entry price and prize: dollars and cents, not negative', async ({ browser }) => {
    const admin = await adminPage(browser);
    const saves = await catchSubmissions(admin, '/api/admin/tournaments');
    await admin.goto('/admin/tournaments');
    await admin.getByRole('button', { name: tAdmin('adminTournaments.create') }).click();
    const form = admin.getByRole('dialog', { name: tAdmin('adminTournaments.create') });
    const today = new Date().toISOString().slice(0, 10);
    await form.getByLabel(tAdmin('adminTournaments.name')).fill('Money Input Cup');
    await form.getByLabel(tAdmin('adminTournaments.startDate')).fill(today);
    await form.getByLabel(tAdmin('adminTournaments.endDate')).fill(today);
    const price = form.getByRole('textbox', { name: tAdmin('adminTournaments.price') });
    const prize = form.getByRole('textbox', { name: tAdmin('adminTournaments.prize') });
    const save = form.getByRole('button', { name: t('common.save') });
    await enter(prize, '0');
    for (const [text, error] of refusedPrices(t('tournaments.priceNegative'))) {
      await enter(price, text);
      await save.click();
      await expect(form.getByText(error)).toBeVisible();
      await expect(price).toHaveValue(text);
    }
    await enter(price, '150.5');
    await enter(prize, '-5');
    await save.click();
    await expect(form.getByText(t('tournaments.prizeNegative'))).toBeVisible();
    expect(saves).toEqual([]);
    await enter(prize, '1,000.50', 'paste');
    await save.click();
    await expect.poll(() => saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ priceCents: 15_050, winningPriceCents: 100_050 });
  });

  test('league entry price and winning price: dollars and cents, not negative', async ({ browser }) => {
    const admin = await adminPage(browser);
    const saves = await catchSubmissions(admin, '/api/admin/leagues');
    await admin.goto('/admin/leagues');
    await admin.getByRole('button', { name: tAdmin('adminLeagues.createLeague') }).click();
    const dialog = admin.getByRole('dialog', { name: tAdmin('adminLeagues.createLeague') });
    const today = new Date().toISOString().slice(0, 10);
    await dialog.getByLabel(tAdmin('adminLeagues.field.name')).fill('Money Input League');
    await dialog.getByLabel(tAdmin('adminLeagues.field.startDate')).fill(today);
    await dialog.getByLabel(tAdmin('adminLeagues.field.endDate')).fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    const price = dialog.getByRole('textbox', { name: tAdmin('adminLeagues.field.price') });
    const winning = dialog.getByRole('textbox', { name: tAdmin('adminLeagues.field.winningPrice') });
    const save = dialog.getByRole('button', { name: tAdmin('adminLeagues.createLeague') });
    await expect(winning).toHaveValue('0');
    for (const [text, error] of refusedPrices(tAdmin('adminLeagues.priceNegative'))) {
      await enter(price, text);
      await save.click();
      await expect(dialog.getByText(error)).toBeVisible();
      await expect(price).toHaveValue(text);
    }
    await enter(price, '150.5');
    await enter(winning, '-5');
    await save.click();
    await expect(dialog.getByText(tAdmin('adminLeagues.winningPriceNegative'))).toBeVisible();
    expect(saves).toEqual([]);
    await enter(winning, '1,000.50', 'paste');
    await save.click();
    await expect.poll(() => saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ priceCents: 15_050, winningPriceCents: 100_050 });
  });

  test('marketplace starting price: dollars and cents, not negative', async ({ browser }) => {
    const admin = await adminPage(browser);
    const saves = await catchSubmissions(admin, '/api/admin/marketplace/players');
    await admin.goto('/admin/marketplace');
    await admin.getByRole('button', { name: tAdmin('admin.marketplace.addPlayer') }).click();
    const dialog = admin.getByRole('dialog', { name: tAdmin('admin.marketplace.addPlayer') });
    await dialog.getByLabel(tAdmin('admin.marketplace.name')).fill('Money Input Keeper');
    const price = dialog.getByRole('textbox', { name: tAdmin('admin.marketplace.price') });
    const save = dialog.getByRole('button', { name: t('common.save') });
    for (const [text, error] of refusedPrices(tAdmin('admin.marketplace.priceNegative'))) {
      await enter(price, text);
      await save.click();
      await expect(dialog.getByText(error)).toBeVisible();
      await expect(price).toHaveValue(text);
    }
    expect(saves).toEqual([]);
    await enter(price, '150.5');
    await save.click();
    await expect.poll(() => saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ priceCents: 15_050 });
    await enter(price, '1,000.50', 'paste');
    await save.click();
    await expect.poll(() => saves).toHaveLength(2);
    expect(saves[1]).toMatchObject({ priceCents: 100_050 });
  });

  test('settings: limits and the second-approval threshold in dollars and cents', async ({ browser }) => {
    const admin = await adminPage(browser);
    const saves = await catchSubmissions(admin, '/api/admin/settings');
    await admin.goto('/admin/settings');
    const min = admin.getByRole('textbox', { name: tAdmin('adminSettings.minAmount') });
    const max = admin.getByRole('textbox', { name: tAdmin('adminSettings.maxAmount') });
    const fourEyes = admin.getByRole('textbox', { name: tAdmin('adminSettings.fourEyesThreshold') });
    const save = admin.getByRole('button', { name: t('common.save') });
    await expect(min).not.toHaveValue('');
    for (const [field, error] of [
      [min, tAdmin('adminSettings.minAmountInvalid')],
      [max, t('wallet.invalidAmount')],
      [fourEyes, tAdmin('adminSettings.fourEyesInvalid')],
    ] as const) {
      const before = await field.inputValue();
      for (const text of ['-5', ...REFUSED_EVERYWHERE]) {
        await enter(field, text);
        await save.click();
        await expect(admin.getByText(error)).toBeVisible();
        await expect(field).toHaveValue(text);
      }
      await enter(field, before);
    }
    expect(saves).toEqual([]);
    await enter(min, '1.5');
    await enter(max, '1,000.50', 'paste');
    await enter(fourEyes, '150.5');
    await save.click();
    await expect.poll(() => saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ minAmountCents: 150, maxAmountCents: 100_050, fourEyesThresholdCents: 15_050 });
  });

  test('global ranking earnings: dollars and cents, not negative', async ({ browser }) => {
    const admin = await adminPage(browser);
    const saves = await catchSubmissions(admin, '/api/admin/rankings');
    await admin.goto('/admin/global-rankings');
    await admin
      .getByRole('button', { name: tAdmin('adminRankings.editOf', { name: 'Jean Baptiste' }) })
      .first()
      .click();
    const dialog = admin.getByRole('dialog', { name: tAdmin('adminRankings.editTitle') });
    const earnings = dialog.getByRole('textbox', { name: tAdmin('adminRankings.earnings') });
    const save = dialog.getByRole('button', { name: t('common.save') });
    await expect(earnings).toHaveValue(/^\d+\.\d\d$/);
    for (const [text, error] of refusedPrices(tAdmin('adminRankings.earningsMin'))) {
      await enter(earnings, text);
      await save.click();
      await expect(dialog.getByText(error)).toBeVisible();
      await expect(earnings).toHaveValue(text);
    }
    expect(saves).toEqual([]);
    await enter(earnings, '1,000.50', 'paste');
    await save.click();
    await expect.poll(() => saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ totalEarningsCents: 100_050 });
  });
});
