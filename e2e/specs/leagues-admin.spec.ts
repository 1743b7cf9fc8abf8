import type { Browser, Page } from '@playwright/test';
import { formatCents, t, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/**
 * League back office (admin spec §2: /admin/leagues, /admin/leagues/matches, /admin/leagues/rankings,
 * /admin/requests): the admin creates a league, adds an available team and a team through the screens (the
 * others over the API), approves a player's enrollment that arrives live, generates the schedule, enters a score
 * and sees the standings move, sets the champion (the prize reaches the winner's wallet) and saves public standings.
 */

const origin = { origin: BASE_URL };

async function adminIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  return page;
}

async function playerIn(browser: Browser, name: string): Promise<{ page: Page; id: string }> {
  const page = await (await browser.newContext()).newPage();
  const player = await registerViaApi(page, name);
  await loginViaApi(page, player.email, player.password);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  return { page, id: (await me.json()).id as string };
}

const ymd = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function walletBalance(page: Page): Promise<number> {
  const response = await page.request.get('/api/wallet');
  expect(response.status()).toBe(200);
  return (await response.json()).balanceCents as number;
}

test.describe('league back office', () => {
  test('create a league, approve an enrollment live, schedule, score, standings, champion prize, public standings', async ({ browser }) => {
    test.setTimeout(240_000);
    const suffix = String(Date.now() % 100_000);
    const leagueName = `E2E Admin League ${suffix}`;
    const teams = [`Alpha ${suffix}`, `Bravo ${suffix}`, `Charlie ${suffix}`];
    const admin = await adminIn(browser);
    const player = await playerIn(browser, 'League Player');
    const fund = await admin.request.post(`/api/admin/wallets/${player.id}/adjust`, { data: { amountDollars: 100 }, headers: origin });
    expect(fund.status(), await fund.text()).toBe(200);

    // Create League, with the form's validation texts first.
    await admin.goto('/admin/leagues');
    await admin.getByRole('button', { name: tAdmin('adminLeagues.createLeague') }).click();
    let dialog = admin.getByRole('dialog', { name: tAdmin('adminLeagues.createLeague') });
    await dialog.getByRole('textbox', { name: tAdmin('adminLeagues.field.price') }).fill('-1');
    await dialog.getByRole('textbox', { name: tAdmin('adminLeagues.field.winningPrice') }).fill('-1');
    await dialog.getByRole('textbox', { name: tAdmin('adminLeagues.field.maxTeams') }).fill('1');
    await dialog.getByRole('button', { name: tAdmin('adminLeagues.createLeague') }).click();
    await expect(dialog.getByText(tAdmin('adminLeagues.priceNegative'))).toBeVisible();
    await expect(dialog.getByText(tAdmin('adminLeagues.winningPriceNegative'))).toBeVisible();
    await expect(dialog.getByText(tAdmin('adminLeagues.maxTeamsMin'))).toBeVisible();
    const today = new Date();
    await dialog.getByRole('textbox', { name: tAdmin('adminLeagues.field.name') }).fill(leagueName);
    await dialog.getByLabel(tAdmin('adminLeagues.field.startDate')).fill(ymd(today));
    await dialog.getByLabel(tAdmin('adminLeagues.field.endDate')).fill(ymd(new Date(today.getTime() + 3 * 86_400_000)));
    await dialog.getByRole('textbox', { name: tAdmin('adminLeagues.field.price') }).fill('10');
    await dialog.getByRole('textbox', { name: tAdmin('adminLeagues.field.winningPrice') }).fill('50');
    await dialog.getByRole('textbox', { name: tAdmin('adminLeagues.field.maxTeams') }).fill('4');
    await dialog.getByRole('button', { name: tAdmin('adminLeagues.createLeague') }).click();
    await expect(admin.getByText(tAdmin('adminLeagues.saved'))).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = admin.getByRole('article', { name: leagueName });
    await expect(card.getByText(tAdmin('adminLeagues.teamsCount', { count: 0, max: 4 }))).toBeVisible();

    // An available team through Add Available Team; the other two over the API (the same dialog again verifies nothing more).
    await card.getByRole('button', { name: tAdmin('adminLeagues.addAvailableTeamTo', { name: leagueName }) }).click();
    dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: tAdmin('adminLeagues.teamName') }).fill(teams[0]!);
    await dialog.getByRole('button', { name: tAdmin('adminLeagues.addAvailableTeam') }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: tAdmin('adminLeagues.deleteAvailableTeamFor', { name: teams[0]! }) })).toBeVisible();
    const list = await admin.request.get('/api/admin/leagues', { params: { search: leagueName } });
    const leagueId = ((await list.json()).items as Array<{ id: string }>)[0]!.id;
    for (const name of teams.slice(1)) {
      const added = await admin.request.post(`/api/admin/leagues/${leagueId}/available-teams`, { data: { name }, headers: origin });
      expect(added.status(), await added.text()).toBe(201);
    }

    // The player's enrollment arrives live on the open Request Management screen.
    await admin.goto('/admin/requests');
    await admin.getByRole('textbox', { name: t('common.search') }).fill(leagueName);
    await expect(admin.getByText(tAdmin('adminRequests.empty'))).toBeVisible();
    const enroll = await player.page.request.post(`/api/leagues/${leagueId}/enroll`, { headers: { ...origin, 'Idempotency-Key': crypto.randomUUID() } });
    expect(enroll.status(), await enroll.text()).toBe(201);
    const title = t('leagues.enrollmentTitle', { name: leagueName });
    const row = admin.getByRole('row').filter({ hasText: title });
    await expect(row.getByText(t('requestStatus.pending'))).toBeVisible();
    await row.getByRole('button', { name: tAdmin('adminRequests.viewFor', { title }) }).click();
    dialog = admin.getByRole('dialog', { name: tAdmin('adminRequests.detailsTitle') });
    await expect(dialog.getByText(tAdmin('adminRequests.rejectRefundNote', { fee: formatCents(1_000) }))).toBeVisible();
    await dialog.getByRole('button', { name: tAdmin('adminRequests.approve') }).click();
    await expect(admin.getByText(tAdmin('adminRequests.approved'))).toBeVisible();
    await expect(dialog.getByText(t('requestStatus.approved'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: tAdmin('adminRequests.approve') })).toHaveCount(0);
    await admin.keyboard.press('Escape');
    await expect(row.getByText(t('requestStatus.approved'))).toBeVisible();
    await expect(row.getByRole('button', { name: tAdmin('adminRequests.approveFor', { title }) })).toHaveCount(0);

    // The player picks Alpha; the admin adds Charlie (over the API) and Bravo (through Add Team) and starts the league.
    const detail = await (await player.page.request.get(`/api/leagues/${leagueId}`)).json();
    const alpha = (detail.availableTeams as Array<{ id: string; name: string }>).find((x) => x.name === teams[0]);
    const select = await player.page.request.post(`/api/leagues/${leagueId}/team`, { data: { availableTeamId: alpha!.id }, headers: origin });
    expect(select.status(), await select.text()).toBe(201);
    const charlie = await admin.request.post(`/api/admin/leagues/${leagueId}/teams`, { data: { name: teams[2] }, headers: origin });
    expect(charlie.status(), await charlie.text()).toBe(201);
    await admin.goto('/admin/leagues');
    await expect(card.getByText(tAdmin('adminLeagues.teamsCount', { count: 2, max: 4 }))).toBeVisible();
    await card.getByRole('button', { name: tAdmin('adminLeagues.addTeamTo', { name: leagueName }) }).click();
    dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: tAdmin('adminLeagues.teamName') }).fill(teams[1]!);
    await dialog.getByRole('button', { name: tAdmin('adminLeagues.addTeam') }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(tAdmin('adminLeagues.teamsCount', { count: 3, max: 4 }))).toBeVisible();
    await pick(admin, tAdmin('adminLeagues.statusFor', { name: leagueName }), tAdmin('adminLeagues.status.started'));
    await expect(admin.getByText(tAdmin('adminLeagues.statusUpdated'))).toBeVisible();

    // Generate League Schedule: 3 teams, every pair once.
    await admin.goto('/admin/leagues/matches');
    await admin.getByRole('button', { name: tAdmin('adminLeagues.generateSchedule') }).click();
    dialog = admin.getByRole('dialog', { name: tAdmin('adminLeagues.generateSchedule') });
    await dialog.getByRole('button', { name: tAdmin('adminLeagues.generate') }).click();
    await expect(dialog.getByText(tAdmin('adminLeagues.selectLeague'))).toBeVisible();
    await pick(admin, tAdmin('adminLeagues.league'), leagueName);
    await expect(dialog.getByText(tAdmin('adminLeagues.scheduleTeams', { count: 3, pairs: 3 }))).toBeVisible();
    await dialog.getByLabel(tAdmin('adminLeagues.scheduleEnd')).fill(ymd(new Date(today.getTime() - 86_400_000)));
    await dialog.getByRole('button', { name: tAdmin('adminLeagues.generate') }).click();
    await expect(dialog.getByText(tAdmin('adminLeagues.endAfterStart'))).toBeVisible();
    await dialog.getByLabel(tAdmin('adminLeagues.scheduleEnd')).fill(ymd(new Date(today.getTime() + 3 * 86_400_000)));
    await dialog.getByRole('button', { name: tAdmin('adminLeagues.generate') }).click();
    await expect(admin.getByText(tAdmin('adminLeagues.matchesGenerated'))).toBeVisible();
    await pick(admin, tAdmin('adminLeagues.filterLeague'), leagueName);
    const matchRows = admin.getByRole('row').filter({ hasText: leagueName });
    await expect(matchRows).toHaveCount(3);

    // Alpha wins its first match: the score is entered inline.
    const alphaMatch = matchRows.filter({ hasText: teams[0]! }).first();
    const matchText = (await alphaMatch.getByRole('cell').first().innerText()).trim();
    const alphaFirst = matchText.startsWith(teams[0]!);
    const other = matchText.replace(teams[0]!, '').replace('vs', '').trim();
    const names = alphaFirst ? { team1: teams[0]!, team2: other } : { team1: other, team2: teams[0]! };
    await alphaMatch.getByRole('button', { name: tAdmin('adminLeagues.editScoreFor', names) }).click();
    const scoreInput = admin.getByRole('textbox', { name: tAdmin('adminLeagues.scoreFor', names) });
    await scoreInput.fill('3:0');
    await scoreInput.press('Enter');
    await expect(admin.getByText(tAdmin('adminLeagues.scoreFormat'))).toBeVisible();
    await scoreInput.fill(alphaFirst ? '3-0' : '0-3');
    await scoreInput.press('Enter');
    await expect(admin.getByText(tAdmin('adminLeagues.matchUpdated'))).toBeVisible();
    await expect(alphaMatch.getByTestId('match-score')).toHaveText(alphaFirst ? '3-0' : '0-3');

    // The standings follow: Alpha first with 3 points; a row edit that does not add up is refused.
    await admin.goto('/admin/leagues/rankings');
    const standings = admin.getByTestId('league-standings').filter({ hasText: leagueName });
    const alphaRow = standings.getByTestId('standing-row').filter({ hasText: teams[0]! });
    await expect(alphaRow.getByTestId('standing-points')).toHaveText('3');
    await expect(standings.getByTestId('standing-row').first()).toContainText(teams[0]!);
    await alphaRow.getByRole('button', { name: tAdmin('adminLeagues.editRowFor', { team: teams[0]! }) }).click();
    await alphaRow.getByRole('textbox', { name: `${tAdmin('adminLeagues.colTitle.played')}: ${teams[0]}` }).fill('5');
    await alphaRow.getByRole('button', { name: tAdmin('adminLeagues.saveRow') }).click();
    await expect(standings.getByText(tAdmin('adminLeagues.rankingPlayedSum'))).toBeVisible();
    await alphaRow.getByRole('button', { name: t('common.cancel') }).click();
    await expect(alphaRow.getByTestId('standing-points')).toHaveText('3');

    // Complete and Set Champion: Alpha's manager gets the $50 prize.
    const before = await walletBalance(player.page);
    await admin.goto('/admin/leagues');
    await card.getByRole('button', { name: tAdmin('adminLeagues.setChampionFor', { name: teams[0]! }) }).click();
    dialog = admin.getByRole('dialog', { name: tAdmin('adminLeagues.setChampion') });
    await expect(dialog.getByText(tAdmin('adminLeagues.championConfirm'))).toBeVisible();
    await dialog.getByRole('button', { name: tAdmin('adminLeagues.setChampion') }).click();
    await expect(admin.getByText(tAdmin('adminLeagues.championSet'))).toBeVisible();
    await expect(card.getByTestId('league-champion')).toHaveText(teams[0]!);
    await expect(card.getByRole('combobox', { name: tAdmin('adminLeagues.statusFor', { name: leagueName }) })).toHaveValue(
      tAdmin('adminLeagues.status.completed'),
    );
    await expect.poll(() => walletBalance(player.page)).toBe(before + 5_000);

    // Save Standings (public by default): they appear on /league-rankings.
    await admin.goto('/admin/leagues/rankings');
    await standings.getByRole('button', { name: tAdmin('adminLeagues.saveStandings') }).click();
    dialog = admin.getByRole('dialog', { name: tAdmin('adminLeagues.saveStandings') });
    await expect(dialog.getByRole('checkbox', { name: tAdmin('adminLeagues.standingsPublic') })).toBeChecked();
    const nameInput = dialog.getByRole('textbox', { name: tAdmin('adminLeagues.standingsName') });
    await nameInput.fill('');
    await dialog.getByRole('button', { name: tAdmin('adminLeagues.saveStandings') }).click();
    await expect(dialog.getByText(tAdmin('adminLeagues.standingsNameRequired'))).toBeVisible();
    await nameInput.fill(`${leagueName} - Final`);
    await dialog.getByRole('button', { name: tAdmin('adminLeagues.saveStandings') }).click();
    await expect(admin.getByText(tAdmin('adminLeagues.standingsSaved'))).toBeVisible();
    await expect(standings.getByTestId('saved-standings').filter({ hasText: `${leagueName} - Final` })).toContainText(tAdmin('adminLeagues.public'));
    const published = await player.page.request.get('/api/league-rankings', { params: { search: leagueName } });
    expect(((await published.json()).items as Array<{ name: string }>).map((x) => x.name)).toContain(`${leagueName} - Final`);
    await expectNoSeriousA11yViolations(admin);
  });

  test('cancelling a league with a paid entry asks first, then refunds the fee', async ({ browser }) => {
    // Two browsers, a funded player, two dialogs and an axe scan: more than the default budget on a busy machine.
    test.setTimeout(120_000);
    const leagueName = `E2E Cancel ${Date.now() % 100_000}`;
    const admin = await adminIn(browser);
    const player = await playerIn(browser, 'Cancel Player');
    const fund = await admin.request.post(`/api/admin/wallets/${player.id}/adjust`, { data: { amountDollars: 30 }, headers: origin });
    expect(fund.status(), await fund.text()).toBe(200);
    const created = await admin.request.post('/api/admin/leagues', {
      data: { name: leagueName, startDate: '2030-01-01', endDate: '2030-01-10', priceCents: 1_200, winningPriceCents: 0, maxTeams: 4 },
      headers: origin,
    });
    expect(created.status(), await created.text()).toBe(201);
    const leagueId = (await created.json()).league.id as string;
    const enroll = await player.page.request.post(`/api/leagues/${leagueId}/enroll`, { headers: { ...origin, 'Idempotency-Key': crypto.randomUUID() } });
    expect(enroll.status(), await enroll.text()).toBe(201);
    expect(await walletBalance(player.page)).toBe(1_800);

    await admin.goto('/admin/leagues');
    const status = admin.getByRole('combobox', { name: tAdmin('adminLeagues.statusFor', { name: leagueName }), exact: true });
    // Keep League leaves it as it was.
    await pick(admin, tAdmin('adminLeagues.statusFor', { name: leagueName }), tAdmin('adminLeagues.status.cancelled'));
    let dialog = admin.getByRole('dialog', { name: tAdmin('adminLeagues.cancelTitle') });
    await expect(dialog.getByText(tAdmin('adminLeagues.cancelConfirm', { name: leagueName, count: 1 }))).toBeVisible();
    await dialog.getByRole('button', { name: tAdmin('adminLeagues.keepLeague') }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveValue(tAdmin('adminLeagues.status.active'));
    await pick(admin, tAdmin('adminLeagues.statusFor', { name: leagueName }), tAdmin('adminLeagues.status.cancelled'));
    dialog = admin.getByRole('dialog', { name: tAdmin('adminLeagues.cancelTitle') });
    await dialog.getByRole('button', { name: tAdmin('adminLeagues.cancelLeague') }).click();
    await expect(admin.getByText(tAdmin('adminLeagues.cancelledRefunded', { count: 1 }))).toBeVisible();
    await expect(status).toHaveValue(tAdmin('adminLeagues.status.cancelled'));
    await expect.poll(() => walletBalance(player.page)).toBe(3_000);
    await expectNoSeriousA11yViolations(admin);
  });

  test('requests and matches read as cards at 375 px; the calendar shows an empty month', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/admin/requests');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/admin/leagues/calendar');
    const month = page.getByTestId('calendar-month');
    await expect(month).toBeVisible();
    for (let i = 0; i < 24; i++) {
      if (await page.getByText(tAdmin('adminLeagues.calendarEmpty')).isVisible()) break;
      const shown = await month.innerText();
      await page.getByRole('button', { name: tAdmin('adminLeagues.previousMonth') }).click();
      await expect(month).not.toHaveText(shown);
    }
    await expect(page.getByText(tAdmin('adminLeagues.calendarEmpty'))).toBeVisible();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  });
});
