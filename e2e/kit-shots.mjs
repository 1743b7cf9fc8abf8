import { chromium } from '@playwright/test';

const BASE = 'http://localhost:3303';
const out = '/tmp/kit-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

async function session(email, password) {
  const context = await browser.newContext();
  const res = await context.request.post(`${BASE}/api/auth/sign-in/email`, { data: { email, password, rememberMe: true }, headers: { origin: BASE } });
  if (res.status() !== 200) throw new Error(`${email}: ${res.status()} ${await res.text()}`);
  return context;
}

async function shoot(context, name, url, width, prepare) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
  await page.goto(`${BASE}${url}`);
  await page.waitForLoadState('networkidle');
  if (prepare) await prepare(page);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  await page.close();
}

const player = await session('player1@arena.test', 'password123');
const admin = await session('admin@arena.test', 'admin12345');
for (const width of [1280, 375]) {
  await shoot(player, 'dashboard', '/dashboard', width);
  await shoot(player, 'leagues', '/leagues', width);
  await shoot(player, 'league-detail', '/leagues', width, async (page) => {
    await page.getByTestId('league-card').first().click();
  });
  await shoot(player, 'tournaments', '/tournaments', width);
  await shoot(player, 'tournament-detail', '/tournaments', width, async (page) => {
    await page.getByRole('button', { name: /^Details/ }).nth(3).click();
  });
  await shoot(admin, 'admin-leagues', '/admin/leagues', width);
  await shoot(admin, 'admin-tournaments', '/admin/tournaments', width);
  await shoot(admin, 'admin-league-form', '/admin/leagues', width, async (page) => {
    await page.getByRole('button', { name: 'Create League' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create League' }).click();
  });
  await shoot(admin, 'admin-matches', '/admin/leagues/matches', width, async (page) => {
    await page.getByRole('button', { name: 'Add Match' }).first().click();
  });
}
await browser.close();
