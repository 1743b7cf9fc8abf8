import { DEMO, expect, loginViaApi, registerViaApi, test, watchFor } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/**
 * A signed-in page reads its lists once (docs/decisions/050-stream-resume.md): its event stream opens from the cursor
 * of the page's first read and replays what came after it, instead of every feature reading its lists again. The
 * dashboard's cards come with the page itself (decision 057): the browser does not ask for them on the load.
 */
test('a /dashboard load reads each list once, and an event after the stream opened adds to them without reading them again', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const player = await registerViaApi(page, `Once Reader ${Date.now()}`);
  await loginViaApi(page, player.email, player.password);
  const reads = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.set(pathname, (reads.get(pathname) ?? 0) + 1);
  });
  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await streamOpened;

  // Frames reach the page in order: once the toast of a broadcast sent now shows, the page has handled its stream's
  // opening and everything the stream sent before the broadcast.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginViaApi(admin, DEMO.admin.email, DEMO.admin.password);
  const title = `Read once ${Date.now()}`;
  const toast = watchFor(page.getByText(title).first());
  const sent = await admin.request.post('/api/admin/notifications/broadcast', {
    data: { title, message: 'Arena pauses tonight at 22:00 for ten minutes.' },
    headers: { origin: BASE_URL },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await toast;

  // The notification was added to the cached list, not read again; the ranking came with the page and is not
  // concerned by it.
  expect(reads.get('/api/notifications')).toBe(1);
  expect(reads.get('/api/rankings') ?? 0).toBe(0);
  // Recent activity came with the page, and is read once for the broadcast (it lists notifications): not on the
  // stream's opening.
  await expect.poll(() => reads.get('/api/dashboard/activity')).toBe(1);
  await adminContext.close();
});
