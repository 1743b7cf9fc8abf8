import { t, type RankingList, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from '../fixtures.js';

/**
 * Global rankings (user spec /fyp; admin spec Global Ranking Management), on the demo ranking earned from the
 * demo leagues and tournaments: sorting, search, the profile; the admin's add, edit, recalculate and delete.
 */

test('a player searches and sorts the global ranking and opens a profile', async ({ page }) => {
  await loginViaApi(page, DEMO.player.email, DEMO.player.password);
  await page.goto('/fyp');
  await expect(page.getByRole('heading', { level: 1, name: t('rankings.title') })).toBeVisible();
  await expect(page.getByTestId('podium-card')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: t('rankings.tableTitle') })).toBeVisible();
  const table = page.getByRole('table', { name: t('rankings.tableTitle') });
  for (const column of ['rank', 'user', 'matches', 'wins', 'winRate', 'earnings', 'details'] as const) {
    await expect(table.getByRole('columnheader', { name: t(`rankings.col.${column}`), exact: true })).toBeVisible();
  }
  // The demo player is ranked and tagged 'You'.
  await expect(page.getByTestId('my-rank')).toBeVisible();
  await expect(page.getByText(t('rankings.you'), { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sort by Leagues: the first highlighted card is the player with the most league titles (ties keep rank order).
  const byRank = (await (await page.request.get('/api/rankings')).json()) as RankingList;
  const sortBy = page.getByRole('radiogroup', { name: t('rankings.sortBy') });
  const leagueLeader = [...byRank.items].sort((a, b) => b.leaguesWon - a.leaguesWon || a.rankPosition - b.rankPosition)[0]!;
  expect(leagueLeader.leaguesWon).toBeGreaterThan(0);
  await sortBy.getByText(t('rankings.sort.leagues'), { exact: true }).click();
  await expect(page).toHaveURL(/sort=leagues/);
  await expect(page.getByTestId('podium-card').first()).toContainText(leagueLeader.fullName!);
  await sortBy.getByText(t('rankings.sort.earnings'), { exact: true }).click();
  const earningsLeader = [...byRank.items].sort((a, b) => b.totalEarningsCents - a.totalEarningsCents || a.rankPosition - b.rankPosition)[0]!;
  await expect(page.getByTestId('podium-card').first()).toContainText(earningsLeader.fullName!);
  await sortBy.getByText(t('rankings.sort.rank'), { exact: true }).click();
  await expect(page.getByTestId('podium-card').first()).toContainText(byRank.items[0]!.fullName!);

  // Search by name; a search that matches nobody shows the spec's empty state.
  const someone = byRank.items[4]!;
  await page.getByPlaceholder(t('rankings.search')).fill(someone.fullName!.split(' ')[1]!);
  await expect(page.getByTestId('podium-card')).toHaveCount(1);
  await expect(page.getByTestId('podium-card')).toContainText(someone.fullName!);
  await page.getByPlaceholder(t('rankings.search')).fill('nobody-matches-this');
  await expect(page.getByText(t('rankings.emptyTitle'))).toBeVisible();
  await expect(page.getByText(t('rankings.emptySearch'))).toBeVisible();
  await page.getByPlaceholder(t('rankings.search')).fill('');
  await expect(page.getByTestId('podium-card')).toHaveCount(3);

  // The profile of a top-10 player, from the table's Details.
  const fifth = byRank.items.find((r) => r.rankPosition === 5)!;
  await table.getByRole('button', { name: t('rankings.detailsOf', { name: fifth.fullName! }) }).click();
  const dialog = page.getByRole('dialog', { name: t('rankings.profile') });
  await expect(dialog).toBeVisible();
  for (const label of ['tournamentsWon', 'leaguesWon', 'matchesPlayed', 'wins', 'winRate', 'recentAchievements'] as const) {
    await expect(dialog.getByText(t(`rankings.${label}`), { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText(t('rankings.achievement.top10'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Refresh refetches.
  const refetch = page.waitForResponse((r) => r.url().includes('/api/rankings') && r.request().method() === 'GET');
  await page.getByRole('button', { name: t('common.refresh') }).click();
  expect((await refetch).status()).toBe(200);
});

test('on a phone the rest is a list and the profile opens in place with Back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginViaApi(page, DEMO.player.email, DEMO.player.password);
  await page.goto('/fyp');
  await expect(page.getByTestId('podium-card')).toHaveCount(3);
  await expect(page.getByRole('table')).toHaveCount(0);
  const rows = page.getByRole('button', { name: /^Details of / });
  await expect(rows.nth(3)).toBeVisible();
  await rows.nth(3).click();
  await expect(page.getByRole('heading', { level: 1, name: t('rankings.profile') })).toBeVisible();
  await expect(page.getByText(t('rankings.recentAchievements'))).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: t('common.back') }).click();
  await expect(page.getByTestId('podium-card')).toHaveCount(3);
});

// @alone: a result recorded by another flow meanwhile recomputes the ranking and undoes the manual edit checked here.
test('an admin adds, edits, recalculates and deletes rankings', { tag: '@alone' }, async ({ page, browser }) => {
  // A long back-office flow (two browsers, a dozen round trips and two axe scans): more than the default budget on a busy machine.
  test.setTimeout(120_000);
  // A new player without a ranking, to add.
  const newcomerPage = await (await browser.newContext()).newPage();
  const newcomer = await registerViaApi(newcomerPage, `Newcomer ${Date.now()}`);
  await newcomerPage.context().close();

  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  await page.goto('/admin/global-rankings');
  await expect(page.getByRole('heading', { level: 1, name: tAdmin('adminRankings.title') })).toBeVisible();
  await expect(page.getByText(tAdmin('adminRankings.manualNote'))).toBeVisible();
  const table = page.getByRole('table', { name: tAdmin('adminRankings.title') });
  // Every demo player is ranked; other specs running on the same server may have added more.
  await expect(table.getByRole('row', { name: /Jean Baptiste/ })).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(13); // header + 12 demo players
  await expectNoSeriousA11yViolations(page);

  // Add User: nothing chosen, then the newcomer.
  await page.getByRole('button', { name: tAdmin('adminRankings.addUser') }).click();
  const add = page.getByRole('dialog', { name: tAdmin('adminRankings.addTitle') });
  await add.getByRole('button', { name: tAdmin('adminRankings.add') }).click();
  await expect(add.getByText(tAdmin('adminRankings.selectUser'))).toBeVisible();
  await add.getByLabel(tAdmin('adminRankings.userLabel'), { exact: true }).fill(newcomer.name);
  await page.getByRole('option', { name: new RegExp(newcomer.name) }).click();
  await add.getByRole('button', { name: tAdmin('adminRankings.add') }).click();
  await expect(page.getByText(tAdmin('adminRankings.added'))).toBeVisible();
  await expect(add).toBeHidden();

  // Add All Users until everyone has a ranking.
  await page.getByRole('button', { name: tAdmin('adminRankings.addAll') }).click();
  await expect(page.getByText(/Added \d+ users to rankings successfully|All users already have rankings/).first()).toBeVisible();
  // Specs running alongside may register players in between: click again until no one is left to add.
  await expect(async () => {
    await page.getByRole('button', { name: tAdmin('adminRankings.addAll') }).click();
    await expect(page.getByText(tAdmin('adminRankings.allRanked')).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  // Edit the leader: the rules, then a valid manual change.
  await page.getByPlaceholder(tAdmin('adminRankings.search')).fill('Jean Baptiste');
  await expect(table.getByRole('row')).toHaveCount(2);
  const leaderRow = table.getByRole('row').nth(1);
  const before = await leaderRow.getByRole('cell').allTextContents();
  await page.getByRole('button', { name: tAdmin('adminRankings.editOf', { name: 'Jean Baptiste' }) }).click();
  const edit = page.getByRole('dialog', { name: tAdmin('adminRankings.editTitle') });
  await edit.getByLabel(tAdmin('adminRankings.matchesPlayed')).fill('10');
  await edit.getByLabel(tAdmin('adminRankings.wins'), { exact: true }).fill('11');
  await edit.getByRole('button', { name: t('common.save') }).click();
  await expect(edit.getByText(tAdmin('adminRankings.winsAboveMatches'))).toBeVisible();
  await edit.getByLabel(tAdmin('adminRankings.wins'), { exact: true }).fill('7');
  await expect(edit.getByLabel(tAdmin('adminRankings.winRate'))).toHaveValue('70');
  await edit.getByLabel(tAdmin('adminRankings.rankPosition')).fill('0');
  await edit.getByRole('button', { name: t('common.save') }).click();
  await expect(edit.getByText(tAdmin('adminRankings.rankMin'))).toBeVisible();
  await edit.getByLabel(tAdmin('adminRankings.rankPosition')).fill('1');
  await edit.getByRole('button', { name: t('common.save') }).click();
  await expect(page.getByText(tAdmin('adminRankings.updated'))).toBeVisible();
  await expect(leaderRow.getByRole('cell').nth(2)).toHaveText('10');
  await expect(leaderRow.getByRole('cell').nth(4)).toHaveText('70');

  // Recalculate keeps the edit: it is a correction of what results earned, marked on the row.
  await page.getByRole('button', { name: tAdmin('adminRankings.recalculate') }).click();
  await expect(page.getByText(tAdmin('adminRankings.recalculated'))).toBeVisible();
  await expect(leaderRow.getByRole('cell').nth(2)).toHaveText('10');
  await expect(leaderRow.getByRole('cell').nth(3)).toHaveText('7');
  await expect(leaderRow.getByText(tAdmin('adminRankings.corrected'))).toBeVisible();

  // Editing back to the earned figures removes the correction.
  await page.getByRole('button', { name: tAdmin('adminRankings.editOf', { name: 'Jean Baptiste' }) }).click();
  await edit.getByLabel(tAdmin('adminRankings.matchesPlayed')).fill(before[2]!);
  await edit.getByLabel(tAdmin('adminRankings.wins'), { exact: true }).fill(before[3]!);
  await edit.getByRole('button', { name: t('common.save') }).click();
  await expect(edit).toBeHidden();
  await expect(leaderRow.getByRole('cell')).toHaveText(before);

  // Delete the newcomer's ranking, with confirmation.
  await page.getByPlaceholder(tAdmin('adminRankings.search')).fill(newcomer.email);
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: tAdmin('adminRankings.deleteOf', { name: newcomer.name }) }).click();
  const confirm = page.getByRole('dialog', { name: tAdmin('adminRankings.deleteTitle') });
  await expect(confirm.getByText(tAdmin('adminRankings.deleteConfirm', { name: newcomer.name }))).toBeVisible();
  await confirm.getByRole('button', { name: tAdmin('adminRankings.delete') }).click();
  await expect(page.getByText(tAdmin('adminRankings.deleted'))).toBeVisible();
  await expect(page.getByText(tAdmin('adminRankings.empty'))).toBeVisible();
});
