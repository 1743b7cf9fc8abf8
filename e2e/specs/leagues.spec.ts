import type { Browser, Page } from '@playwright/test';
import { formatCents, t, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/**
 * Leagues (user spec /leagues, /league-rankings): a player enrolls from the screen and pays the entry fee;
 * the admin approves; the player picks a team; the admin starts the league, adds a match and enters its score
 * in /admin/leagues/matches, and the player's open standings move live with their team labelled 'You'; the
 * admin saves public standings, which appear in /league-rankings. The admin's steps that are not this spec's
 * subject (approving, starting, saving standings) go through the API; leagues-admin.spec drives their screens.
 */

const origin = { origin: BASE_URL };

async function adminIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  return page;
}

/** Chooses an option of a Mantine select by the select's accessible name. */
async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function ok<T>(response: Awaited<ReturnType<Page['request']['post']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

test.describe('leagues', () => {
  test('enroll, approval, team selection, live standings with You, and saved public standings', async ({ browser, page }) => {
    // Two browsers and the admin's match screen: a longer budget on a busy machine.
    test.setTimeout(180_000);
    const suffix = Date.now() % 100_000;
    const leagueName = `E2E League ${suffix}`;
    const myTeam = `E2E Lions ${suffix}`;
    const rivals = `E2E Rivals ${suffix}`;
    const admin = await adminIn(browser);

    // The admin opens a league ($10 entry, 4 places) with a team to pick and a rival team already in it.
    const { league } = await ok<{ league: { id: string } }>(
      await admin.request.post('/api/admin/leagues', {
        headers: origin,
        data: { name: leagueName, startDate: '2026-12-01', endDate: '2026-12-31', priceCents: 1_000, winningPriceCents: 10_000, maxTeams: 4 },
      }),
      201,
    );
    for (const name of [myTeam, `E2E Tigers ${suffix}`])
      await ok(await admin.request.post(`/api/admin/leagues/${league.id}/available-teams`, { headers: origin, data: { name } }), 201);
    await ok(await admin.request.post(`/api/admin/leagues/${league.id}/teams`, { headers: origin, data: { name: rivals } }), 201);

    // A new player with $50.
    const player = await registerViaApi(page, 'League Player');
    await loginViaApi(page, player.email, player.password);
    const me = await ok<{ id: string }>(await page.request.get('/api/me'));
    await ok(await admin.request.post(`/api/admin/wallets/${me.id}/adjust`, { headers: origin, data: { amountDollars: 50 } }));

    // Enroll from the screen: the success text verbatim, the balance lowered by the fee.
    await page.goto('/leagues');
    await page.getByRole('textbox', { name: t('leagues.searchPlaceholder') }).fill(leagueName);
    await page.getByRole('button', { name: leagueName }).click();
    const detail = page.getByTestId('league-detail');
    await expect(detail.getByRole('heading', { name: leagueName })).toBeVisible();
    await expect(page.getByTestId('leagues-wallet')).toHaveText(`${t('wallet.available')}: ${formatCents(5_000)}`);
    await expectNoSeriousA11yViolations(page);
    await detail.getByRole('button', { name: t('leagues.enrollFor', { price: formatCents(1_000) }) }).click();
    await expect(detail.getByRole('status')).toHaveText(t('leagues.enrolled'));
    await expect(page.getByTestId('leagues-wallet')).toHaveText(`${t('wallet.available')}: ${formatCents(4_000)}`);
    await expect(detail.getByTestId('enrollment-pending')).toBeVisible();

    // The admin approves (over the API: approving in Request Management is leagues-admin.spec's subject): the open
    // page offers the team selection without a reload (notification event).
    const { myEnrollment } = await ok<{ myEnrollment: { requestId: string } }>(await page.request.get(`/api/leagues/${league.id}`));
    await ok(await admin.request.post(`/api/admin/requests/${myEnrollment.requestId}/approve`, { headers: origin }));
    const selectTeam = detail.getByRole('button', { name: t('leagues.selectTeam') });
    await expect(selectTeam).toBeVisible();

    // Picking nothing says so; then the player picks a team.
    await selectTeam.click();
    await expect(detail.getByText(t('leagues.selectTeamRequired'))).toBeVisible();
    await detail.getByRole('combobox', { name: t('leagues.teamLabel') }).click();
    await page.getByRole('option', { name: myTeam }).click();
    await selectTeam.click();
    await expect(detail.getByRole('status')).toHaveText(t('leagues.teamSelected'));
    await expect(detail.getByText(t('leagues.enrollment.team', { team: myTeam }))).toBeVisible();

    // The admin starts the league (over the API: the status select on the league's card is leagues-admin.spec's);
    // the player opens its standings: their team is 'You', with 0 points.
    await ok(await admin.request.post(`/api/admin/leagues/${league.id}/status`, { headers: origin, data: { status: 'started' } }));
    await page.goto('/leagues?tab=active');
    await page.getByRole('textbox', { name: t('leagues.searchPlaceholder') }).fill(leagueName);
    await page.getByRole('button', { name: leagueName }).click();
    const myRow = detail.getByRole('row').filter({ hasText: myTeam });
    await expect(myRow.getByTestId('you-badge')).toHaveText(t('common.you'));
    await expect(myRow.getByTestId('points')).toHaveText('0');
    await expect(detail.getByText(t('leagues.standingsRule'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The admin adds a match and enters a win for the player's team in League Matches: the open table moves live (standings event).
    await admin.goto('/admin/leagues/matches');
    await admin.getByRole('button', { name: tAdmin('adminLeagues.addMatch') }).click();
    const matchForm = admin.getByRole('dialog', { name: tAdmin('adminLeagues.addMatch') });
    await pick(admin, tAdmin('adminLeagues.league'), leagueName);
    await pick(admin, tAdmin('adminLeagues.team1'), myTeam);
    await pick(admin, tAdmin('adminLeagues.team2'), rivals);
    await matchForm.getByLabel(tAdmin('adminLeagues.dateTime')).fill('2026-12-02T15:00');
    await matchForm.getByRole('button', { name: tAdmin('adminLeagues.addMatch') }).click();
    await expect(admin.getByText(tAdmin('adminLeagues.matchSaved'))).toBeVisible();
    await pick(admin, tAdmin('adminLeagues.filterLeague'), leagueName);
    const teams = { team1: myTeam, team2: rivals };
    await admin.getByRole('button', { name: tAdmin('adminLeagues.editScoreFor', teams) }).click();
    await admin.getByRole('textbox', { name: tAdmin('adminLeagues.scoreFor', teams) }).fill('2-1');
    await admin.getByRole('button', { name: tAdmin('adminLeagues.saveScore') }).click();
    await expect(admin.getByText(tAdmin('adminLeagues.matchUpdated'))).toBeVisible();
    await expect(myRow.getByTestId('points')).toHaveText('3');
    await expect(detail.getByRole('row').nth(1)).toContainText(myTeam);

    // The admin saves the standings, public by default (over the API: the Save Standings dialog is
    // leagues-admin.spec's subject): they appear in /league-rankings, expandable.
    const savedName = `${leagueName} - Matchday 1`;
    await ok(await admin.request.post(`/api/admin/leagues/${league.id}/saved-rankings`, { headers: origin, data: { name: savedName } }), 201);
    await page.goto('/league-rankings');
    await page.getByRole('textbox', { name: t('leagues.rankingsSearch') }).fill(leagueName);
    const card = page.getByRole('article', { name: savedName });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: t('leagues.showStandings') }).click();
    await expect(card.getByRole('row').nth(1)).toContainText(myTeam);
    await expect(card.getByRole('row').nth(1).getByTestId('points')).toHaveText('3');
    await expectNoSeriousA11yViolations(page);

    // A search that matches nothing shows the empty state.
    await page.getByRole('textbox', { name: t('leagues.rankingsSearch') }).fill(`no such league ${suffix}`);
    await expect(page.getByText(t('leagues.noLeaguesFound'))).toBeVisible();
  });

  test('new request: every field required and trimmed, the competition list follows the league, success returns to the dashboard', async ({ page }) => {
    const player = await registerViaApi(page, 'Request Player');
    await loginViaApi(page, player.email, player.password);
    await page.goto('/dashboard/new-request');
    const form = page.getByRole('form', { name: t('requests.new.title') });
    const competition = form.getByRole('combobox', { name: t('requests.field.competition') });
    await expect(competition).toBeDisabled();

    // Blank texts are not enough.
    await form.getByRole('textbox', { name: t('requests.field.title') }).fill('   ');
    await form.getByRole('button', { name: t('requests.submit') }).click();
    await expect(form.getByRole('alert')).toHaveText(t('requests.fillAllFields'));
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('textbox', { name: t('requests.field.title') }).fill('  Kick-off time  ');
    await form.getByRole('textbox', { name: t('requests.field.description') }).fill('Could our Opening Round matches start later?');
    await form.getByRole('combobox', { name: t('requests.field.league') }).click();
    await page.getByRole('option', { name: 'Premier Arena League' }).click();
    await expect(competition).toBeEnabled();
    await competition.click();
    await page.getByRole('option', { name: 'Holiday Cup' }).click();
    await form.getByRole('button', { name: t('requests.submit') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const mine = await ok<{ items: Array<{ title: string; competition: { name: string } | null; status: string }> }>(
      await page.request.get('/api/requests/mine'),
    );
    expect(mine.items[0]).toMatchObject({ title: 'Kick-off time', competition: { name: 'Holiday Cup' }, status: 'pending' });

    // Cancel returns to the dashboard too.
    await page.goto('/dashboard/new-request');
    await page.getByRole('button', { name: t('common.cancel') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('at 375 px: cards, a detail view per league with Back, expandable saved standings, no sideways scroll', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await loginViaApi(page, 'player2@arena.test', DEMO.player.password);
    const noSidewaysScroll = async () => expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);

    await page.goto('/leagues?tab=active');
    await page.getByRole('button', { name: 'Caribbean Champions League' }).click();
    const detail = page.getByTestId('league-detail');
    await expect(detail.getByTestId('you-badge')).toHaveText(t('common.you'));
    await noSidewaysScroll();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: t('common.back') }).click();
    await expect(page.getByRole('button', { name: 'Caribbean Champions League' })).toBeVisible();

    await page.goto('/league-rankings');
    const card = page.getByRole('article', { name: 'Autumn Classic League - Final Standings' });
    await card.getByRole('button', { name: t('leagues.showStandings') }).click();
    await expect(card.locator('[data-podium="gold"]')).toBeVisible();
    await noSidewaysScroll();
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
