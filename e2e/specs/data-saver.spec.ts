import type { Page } from '@playwright/test';
import { t } from '../../packages/shared/src/index.js';
import { expect, loginViaApi, registerViaApi, test } from '../fixtures.js';

/**
 * Data saver (issue 32): Market pictures come resized, in AVIF where the browser reads it, and load lazily; with the
 * data saver on (Settings, or by default when the browser asks to save data) they load only when tapped.
 */

// A demo player with a picture (the seed gives pictures to all but the last two).
const PICTURED = 'Jean-Pierre Legend';

async function signedIn(page: Page): Promise<void> {
  const player = await registerViaApi(page, 'Data Saver');
  await loginViaApi(page, player.email, player.password);
}

/** The pictures the browser actually fetched, by URL. */
function pictureRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/marketplace/images/')) seen.push(response.url());
  });
  return seen;
}

test('Market pictures load resized in AVIF; with the data saver on in Settings they wait for a tap', async ({ page }) => {
  await signedIn(page);
  const fetched = pictureRequests(page);
  await page.goto('/mp2');
  const card = page.locator(`[data-testid="player-card"][data-player="${PICTURED}"]`);
  const picture = card.getByRole('img', { name: PICTURED, exact: true });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/api\/marketplace\/images\/[a-f0-9]{32}-(320|640)\.avif$/);
  expect(fetched.every((url) => /-(320|640)\.avif$/.test(url))).toBe(true);

  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: t('dataSaver.switch') });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();

  fetched.length = 0;
  await page.goto('/mp2');
  await expect(card.getByRole('img', { name: `${PICTURED}: ${t('dataSaver.imageHidden')}` })).toBeVisible();
  await expect(page.locator('[data-testid="player-card"] img')).toHaveCount(0);
  expect(fetched).toEqual([]);
  await card.getByRole('button', { name: `${t('dataSaver.showImage')}: ${PICTURED}` }).click();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // Only the tapped picture was fetched.
  expect(fetched).toHaveLength(1);
  await expect(page.locator('[data-testid="player-card"] img')).toHaveCount(1);
});

test('the data saver is on by default when the browser asks to save data', async ({ page }) => {
  // What Chromium's data-saving mode tells pages (it sends `Save-Data: on` with each request too).
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  await signedIn(page);
  await page.goto('/mp2');
  const card = page.locator(`[data-testid="player-card"][data-player="${PICTURED}"]`);
  await expect(card.getByRole('button', { name: `${t('dataSaver.showImage')}: ${PICTURED}` })).toBeVisible();
  await expect(page.locator('[data-testid="player-card"] img')).toHaveCount(0);
  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: t('dataSaver.switch') })).toBeChecked();
});
