import { createHmac } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { t, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, dismissToast, expect, loginViaApi, registerViaApi, test, watchFor } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/** Accounts area: identity verification, bans and two-factor sign-in (user spec §2, §5; admin /admin/verifications, /admin/users). */

/** An 8x8 RGB PNG: a real image the browser decodes (naturalWidth 8). */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAbElEQVR4nBXCQREAQAgDsSqpEpSgBCVVgoh9o+jmMhESMirUaFDQohMWNi7ceHDw4hMlylRRTQ0VaqkTLdp00U0PHXrpEyPGTDHNDBNmmRMRMSnSZEjIkhMr1myxzQ4bdtkTv7nimhsu3HL3ANYVZoFF15JOAAAAAElFTkSuQmCC',
  'base64',
);

async function signedInPlayer(page: Page, name: string) {
  const player = await registerViaApi(page, name);
  await loginViaApi(page, player.email, player.password);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  return { ...player, id: (await me.json()).id as string };
}

/** The demo admin in a second browser context (its own cookies). */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  return page;
}

/** RFC 4648 base32 (no padding required) to bytes. */
function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = input.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/**
 * RFC 6238 TOTP: HMAC-SHA1, 30 s steps, 6 digits. The server (better-auth's two-factor plugin) also accepts the
 * code of the step before and after its own, so a code computed now stays valid for at least 30 s: no need to
 * wait for a fresh step before typing it.
 */
function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(binary).padStart(6, '0');
}

async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: t('auth.signIn') }).click();
}

async function signOut(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: t('auth.signOut') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('accounts', () => {
  test('verification with a photo: pending, the admin sees the photo and approves, the user is told live', async ({ page, browser }) => {
    const player = await signedInPlayer(page, 'Verify Player');
    const fullName = `Verify Player ${Date.now()}`;
    await page.goto('/verification');
    await page.getByRole('textbox', { name: t('verification.fullName') }).fill(fullName);
    await page.getByLabel(t('verification.dateOfBirth')).fill('1990-04-12');
    await page.getByRole('textbox', { name: t('verification.address') }).fill('12 Rue Capois');
    await page.getByRole('textbox', { name: t('verification.city') }).fill('+509 3712 3456');
    await page.getByRole('textbox', { name: t('verification.country') }).fill('Haiti');
    await page.locator('input[type="file"]').setInputFiles({ name: 'id-photo.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await expect(page.getByText('id-photo.png')).toBeVisible();
    await expect(page.getByRole('img', { name: t('verification.photoPreview') })).toBeVisible();
    await page.getByRole('button', { name: t('verification.submit') }).click();

    // Pending: the badge, the read-only form, and the server says so too.
    await expect(page.getByText(t('accountStatus.pending')).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t('verification.update') })).toBeDisabled();
    const mine = await page.request.get('/api/me');
    expect((await mine.json()).accountStatus).toBe('pending');

    // The admin finds the request, opens it: the photo loads.
    const admin = await adminPage(browser);
    await admin.goto('/admin/verifications');
    // The search matches the verification id or a name (not the email): the unique full name.
    await admin.getByRole('textbox', { name: t('common.search') }).fill(fullName);
    await expect(admin.getByRole('row')).toHaveCount(2);
    const row = admin.getByRole('row').filter({ hasText: player.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(t('accountStatus.pending'))).toBeVisible();
    await row.getByRole('button', { name: tAdmin('admin.verifications.viewFor', { name: player.name }) }).click();
    const dialog = admin.getByRole('dialog', { name: tAdmin('admin.verifications.detailsTitle') });
    await expect(dialog.getByText(fullName)).toBeVisible();
    await expect(dialog.getByText('+509 3712 3456')).toBeVisible();
    const photo = dialog.getByRole('img', { name: tAdmin('admin.verifications.photoAlt', { name: fullName }) });
    await expect(photo).toBeVisible();
    // Decoded for real: the 8x8 PNG's natural width (the e2e project has no DOM typings, hence the cast).
    const naturalWidth = () =>
      photo.evaluate((element) => {
        const image = element as unknown as { complete: boolean; naturalWidth: number };
        return image.complete ? image.naturalWidth : 0;
      });
    await expect.poll(naturalWidth).toBe(8);
    // The user's toast closes by itself after a few seconds: watch for it from the moment the admin approves,
    // not only once the admin's side has been checked.
    const toastMessage = watchFor(page.getByText(t('notify.accountVerified.message')));
    const toastTitle = watchFor(page.getByText(t('notify.accountVerified.title'), { exact: true }));
    await dialog.getByRole('button', { name: tAdmin('admin.verifications.approve') }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(t('accountStatus.verified'))).toBeVisible();
    await admin.context().close();

    // The user's open page, never reloaded: the notification arrives in real time (toast) and the
    // open /verification page switches to the verified view.
    await toastMessage;
    await toastTitle;
    await expect(page.getByRole('heading', { name: t('verification.verifiedTitle') })).toBeVisible();
    await expect(page.getByText(t('verification.verifiedText'))).toBeVisible();
  });

  test('a ban signs the user out on the next request and the login form says the account is banned', async ({ page, browser }) => {
    const player = await signedInPlayer(page, 'Ban Player');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);

    const admin = await adminPage(browser);
    const response = await admin.request.patch(`/api/admin/users/${player.id}`, { data: { accountStatus: 'banned' }, headers: { origin: BASE_URL } });
    expect(response.status(), await response.text()).toBe(200);
    await admin.context().close();

    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/login$/);
    // The banned user's session is gone: /api/me answers as for an anonymous visitor (200, no user).
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(200);
    expect(await me.json()).toBeNull();

    await signInThroughForm(page, player.email, player.password);
    await expect(page.getByText(t('auth.accountBanned'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('two-factor: turned on in settings, then sign-in asks for a code or a backup code', async ({ page }) => {
    test.setTimeout(90_000);
    const player = await signedInPlayer(page, 'Two Factor Player');
    await page.goto('/settings');
    const section = page.getByRole('region', { name: t('accountSettings.twoFactor') });
    await expect(section.getByText(t('twoFactor.off'), { exact: true })).toBeVisible();
    await section.getByRole('button', { name: t('twoFactor.enable') }).click();

    const prompt = page.getByRole('dialog', { name: t('twoFactor.enableTitle') });
    await prompt.getByRole('textbox', { name: t('auth.password'), exact: true }).fill(player.password);
    await prompt.getByRole('button', { name: t('common.continue') }).click();

    const setup = page.getByRole('dialog', { name: t('twoFactor.setupTitle') });
    const secretText = (await setup.getByTestId('totp-secret').textContent()) ?? '';
    const secret = secretText.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const codes = setup.getByRole('list', { name: t('twoFactor.backupCodes') }).getByRole('listitem');
    await expect(codes.first()).toBeVisible();
    expect(await codes.count()).toBeGreaterThan(1);
    const backupCode = ((await codes.first().textContent()) ?? '').trim();
    expect(backupCode).not.toBe('');

    await setup.getByRole('textbox', { name: t('twoFactor.code') }).fill(totp(secret));
    await setup.getByRole('button', { name: t('twoFactor.verifyAndEnable') }).click();
    await expect(setup).toBeHidden();
    await expect(page.getByText(t('twoFactor.enabled'))).toBeVisible();
    await expect(section.getByText(t('twoFactor.on'), { exact: true })).toBeVisible();
    // The toast sits over the header's Sign out button.
    await dismissToast(page, t('twoFactor.enabled'));

    // Password alone is not enough: the code step, then the dashboard.
    await signOut(page);
    await signInThroughForm(page, player.email, player.password);
    const codeInput = page.getByRole('textbox', { name: t('twoFactor.code') });
    await expect(codeInput).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await codeInput.fill(totp(secret));
    await page.getByRole('button', { name: t('twoFactor.verify') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A backup code works too.
    await signOut(page);
    await signInThroughForm(page, player.email, player.password);
    await expect(page.getByRole('textbox', { name: t('twoFactor.code') })).toBeVisible();
    await page.getByRole('switch', { name: t('twoFactor.useBackupCode') }).check();
    await page.getByRole('textbox', { name: t('twoFactor.backupCode') }).fill(backupCode);
    await page.getByRole('button', { name: t('twoFactor.verify') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
