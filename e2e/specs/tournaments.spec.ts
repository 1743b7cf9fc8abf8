import type { Browser, Page } from '@playwright/test';
import { formatCents, t } from '../../packages/shared/src/index.js';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/**
 * Tournaments, player side (user spec /tournaments, /tournament-rankings): a player enrolls from the screen
 * (fee charged, balance lowered), the admin approves over the API, the player picks a team; the bracket on an
 * open page follows the admin live; the demo data's published results show their bracket on desktop and in
 * the phone's modal.
 */

const origin = { origin: BASE_URL };

async function playerIn(browser: Browser, name: string): Promise<{ page: Page; id: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const player = await registerViaApi(page, name);
  await loginViaApi(page, player.email, player.password);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  return { page, id: (await me.json()).id as string };
}

async function adminIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  return page;
}

async function call(page: Page, method: 'post' | 'patch', url: string, data?: unknown): Promise<unknown> {
  const response = await page.request[method](url, { data: data ?? {}, headers: origin });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

const tournamentCard = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('tournaments', () => {
  test('a player enrolls, is approved, picks a team and follows the bracket live', async ({ browser }) => {
    test.setTimeout(120_000);
    const name = `E2E Cup ${Date.now() % 100_000}`;
    const admin = await adminIn(browser);
    const { tournament } = (await call(admin, 'post', '/api/admin/tournaments', {
      name,
      description: 'Browser test knockout',
      startDate: '2026-12-01T10:00:00.000Z',
      endDate: '2026-12-08T10:00:00.000Z',
      priceCents: 2_500,
      winningPriceCents: 10_000,
      status: 'upcoming',
    })) as { tournament: { id: string } };
    for (const team of ['E2E Falcons', 'E2E Sharks']) await call(admin, 'post', `/api/admin/tournaments/${tournament.id}/available-teams`, { name: team });

    const player = await playerIn(browser, 'Tina Tournament');
    const page = player.page;
    await page.goto(`/tournaments?search=${encodeURIComponent(name)}`);
    const card = tournamentCard(page, name);
    await expect(card.getByTestId('team-count')).toHaveText(t('tournaments.teamCount', { n: 0 }));

    // No money yet: Enroll is disabled with the spec's text.
    const enroll = card.getByRole('button', { name: t('tournamentUi.enrollFor', { name }) });
    await expect(enroll).toBeDisabled();
    await expect(card.getByTestId('insufficient-balance')).toHaveText(t('tournaments.insufficientBalance', { price: '$25.00' }));

    // The admin credits $100: the open page learns it live and Enroll opens up.
    await call(admin, 'post', `/api/admin/wallets/${player.id}/adjust`, { amountDollars: 100 });
    await expect(page.getByTestId('tournaments-wallet')).toHaveText(`${t('wallet.available')}: ${formatCents(10_000)}`);
    await expect(enroll).toBeEnabled();
    await expect(card.getByTestId('insufficient-balance')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await enroll.click();
    const dialog = page.getByRole('dialog', { name: t('tournamentUi.enrollTitle', { name }) });
    await dialog.getByRole('button', { name: t('tournamentUi.enrollConfirm', { price: '$25.00' }) }).click();
    await expect(dialog.getByRole('status')).toHaveText(t('tournaments.enrollSubmitted'));
    await dialog
      .getByRole('button', { name: t('common.close') })
      .last()
      .click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('tournaments-wallet')).toHaveText(`${t('wallet.available')}: ${formatCents(7_500)}`);
    await expect(card.getByTestId('enrollment-status')).toHaveText(t('tournamentUi.enrollment.pending'));
    await expect(card.getByRole('button', { name: t('tournamentUi.enrollFor', { name }) })).toHaveCount(0);

    // The admin approves over the API; the player's open page offers Select Team.
    const mine = (await (await page.request.get(`/api/tournaments/${tournament.id}`)).json()) as { myEnrollment: { requestId: string } };
    await call(admin, 'post', `/api/admin/requests/${mine.myEnrollment.requestId}/approve`);
    const select = card.getByRole('button', { name: t('tournamentUi.selectTeamFor', { name }) });
    await expect(select).toBeVisible();
    await select.click();
    const picker = page.getByRole('dialog', { name: t('tournamentUi.selectTeamFor', { name }) });
    await picker.getByRole('button', { name: t('tournamentUi.selectTeam') }).click();
    await expect(picker.getByText(t('tournaments.selectTeamRequired'))).toBeVisible();
    await picker.getByRole('combobox', { name: t('tournamentUi.team') }).click();
    await page.getByRole('option', { name: 'E2E Sharks' }).click();
    await picker.getByRole('button', { name: t('tournamentUi.selectTeam') }).click();
    await expect(picker.getByRole('status')).toHaveText(t('tournaments.teamSelected'));
    await picker
      .getByRole('button', { name: t('common.close') })
      .last()
      .click();
    await expect(card.getByTestId('my-team')).toHaveText(t('tournamentUi.yourTeam', { name: 'E2E Sharks' }));
    await expect(card.getByTestId('team-count')).toHaveText(t('tournaments.teamCount', { n: 1 }));

    // Open the details: the team places, then the admin fills the bracket and scores — the page follows live.
    await card.getByRole('button', { name: t('tournamentUi.showDetails') }).click();
    await expect(card.getByTestId('team-slot')).toHaveCount(1);
    await expect(card.getByText(t('tournamentUi.noBracket'))).toBeVisible();
    for (let i = 2; i <= 8; i++) await call(admin, 'post', `/api/admin/tournaments/${tournament.id}/teams`, { name: `E2E Club ${i}` });
    await call(admin, 'patch', `/api/admin/tournaments/${tournament.id}/status`, { status: 'active' });
    await call(admin, 'post', `/api/admin/tournaments/${tournament.id}/generate-matches`);
    const bracket = card.getByTestId('bracket');
    await expect(bracket.getByRole('article', { name: t('tournamentRankings.quarterfinal', { n: 4 }) })).toBeVisible();
    await expect(bracket.getByText(t('tournamentRankings.semifinalMissing'))).toHaveCount(2);
    await expect(bracket.getByText('E2E Sharks')).toBeVisible();
    await expect(card.getByTestId('my-match')).toHaveCount(1);

    const live = (await (await admin.request.get(`/api/admin/tournaments/${tournament.id}/bracket`)).json()) as {
      rounds: { matches: { id: string; team1: { id: string; name: string } | null; team2: { id: string; name: string } | null }[] }[];
    };
    const sharksMatch = live.rounds[0]!.matches.find((m) => m.team1?.name === 'E2E Sharks' || m.team2?.name === 'E2E Sharks')!;
    const sharks = sharksMatch.team1?.name === 'E2E Sharks' ? sharksMatch.team1 : sharksMatch.team2!;
    await call(admin, 'post', `/api/admin/matches/${sharksMatch.id}/winner`, { teamId: sharks.id });
    await expect(bracket.getByText(t('tournamentRankings.winner', { name: 'E2E Sharks' }))).toBeVisible();
    await expect(card.getByTestId('my-match')).toContainText(t('tournamentUi.result.won'));
  });

  test('published results show their bracket on desktop and in the phone modal', async ({ page }) => {
    await loginViaApi(page, DEMO.player.email, DEMO.player.password);
    await page.goto('/tournament-rankings');
    await expect(page.getByRole('heading', { name: t('tournamentRankings.title'), level: 1 })).toBeVisible();
    const card = page.getByRole('article', { name: 'Champions Knockout - Final Results' });
    await expect(card.getByTestId('ranking-champion')).toContainText('Port Lions');
    await expect(card.getByTestId('ranking-champion')).toContainText(t('tournamentRankings.you'));

    await card.getByRole('button', { name: t('tournamentRankings.viewResults') }).click();
    const bracket = card.getByTestId('bracket');
    await expect(bracket).toHaveAttribute('data-layout', 'tree');
    for (let n = 1; n <= 4; n++) await expect(bracket.getByRole('article', { name: t('tournamentRankings.quarterfinal', { n }) })).toBeVisible();
    await expect(bracket.getByRole('article', { name: t('tournamentUi.semifinal', { n: 2 }) })).toBeVisible();
    const final = bracket.getByRole('article', { name: t('tournaments.round.final'), exact: true });
    await expect(final.getByText(t('tournamentRankings.vs'))).toBeVisible();
    await expect(final.getByTestId('bracket-winner')).toHaveText(t('tournamentRankings.winner', { name: 'Port Lions' }));
    await expect(bracket.getByTestId('bracket-champion')).toContainText('Port Lions');
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: t('tournamentRankings.hideResults') }).click();
    await expect(card.getByTestId('bracket')).toHaveCount(0);

    // A phone: list card → detail view → View Bracket modal → Close → Back.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: t('tournamentRankings.openDetails', { name: 'Champions Knockout - Final Results' }) }).click();
    await page.getByRole('button', { name: t('tournamentRankings.viewBracket') }).click();
    const modal = page.getByRole('dialog', { name: t('tournamentRankings.bracketTitle', { tournament: 'Champions Knockout' }) });
    await expect(modal.getByRole('article', { name: t('tournamentRankings.quarterfinal', { n: 1 }) })).toBeVisible();
    await expect(modal.getByRole('article', { name: t('tournaments.round.final'), exact: true }).getByTestId('bracket-winner')).toHaveText(
      t('tournamentRankings.winner', { name: 'Port Lions' }),
    );
    await expect(modal.getByText(`Jean Baptiste ${t('tournamentRankings.you')}`).first()).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await modal
      .getByRole('button', { name: t('common.close') })
      .last()
      .click();
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: t('tournamentRankings.back') }).click();
    await expect(page.getByRole('textbox', { name: t('tournamentRankings.search') })).toBeVisible();
    // This page's bottom bar ends with Rankings (the page itself), not More.
    const bar = page.getByRole('navigation', { name: t('nav.mobileNavigation') });
    await expect(bar.getByRole('link')).toHaveText([t('nav.home'), t('nav.leagues'), t('nav.tournaments'), t('nav.market'), t('nav.rankings')]);
    await expect(bar.getByRole('link', { name: t('nav.rankings') })).toHaveAttribute('aria-current', 'page');
  });
});
