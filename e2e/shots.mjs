import { chromium } from '@playwright/test';
const base = 'http://localhost:3300';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const [lang, who, ...routes] = process.argv.slice(2);
for (const width of [1280, 375]) {
  const ctx = await b.newContext({ viewport: { width, height: 900 }, locale: lang });
  await ctx.addCookies([{ name: 'arena_language', value: lang, url: base }]);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  if (who !== 'none') {
    const cred = who === 'admin' ? { email: 'admin@arena.test', password: 'admin12345' } : { email: 'player1@arena.test', password: 'password123' };
    const r = await page.request.post(base + '/api/auth/sign-in/email', { data: cred, headers: { origin: base } });
    if (!r.ok()) console.log('signin', r.status(), await r.text());
  }
  for (const route of routes) {
    await page.goto(base + route);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const file = `/tmp/shot-${lang}-${route.replace(/\W/g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: width === 375 });
    console.log(file);
  }
  await ctx.close();
}
await b.close();
