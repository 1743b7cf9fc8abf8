import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { defaultResultsName, t, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, test } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/**
 * A whole tournament through the back office (admin spec: Tournament Management, Tournament Match Management,
 * Tournament Calendar, Tournament Rankings Management): the admin creates a tournament in the UI, eight players
 * enroll, are approved and pick their teams (through the API, for speed), the admin generates the quarterfinals,
 * scores them inline, generates the semifinals, sets winners and advances to the final and to the champion, and
 * publishes the results. The champion's wallet holds the prize (read over the API, like the published results:
 * how a player's screens show them is tournaments.spec's and wallet.spec's subject).
 */

const origin = { origin: BASE_URL };
const ENTRY_DOLLARS = 10;
const PRIZE_DOLLARS = 500;
const FUND_DOLLARS = 50;

interface Player {
  api: APIRequestContext;
  id: string;
}

async function newPlayer(n: number): Promise<Player> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const email = `e2e-cup-${Date.now()}-${process.pid}-${n}@arena.test`;
  const password = 'password123';
  const signUp = await api.post('/api/auth/sign-up/email', { data: { email, password, name: `Cup Player ${n}` }, headers: origin });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const signIn = await api.post('/api/auth/sign-in/email', { data: { email, password, rememberMe: true }, headers: origin });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const me = await api.get('/api/me');
  expect(me.status()).toBe(200);
  return { api, id: (await me.json()).id as string };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of JSON answers
async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<any> {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginViaApi(page, DEMO.admin.email, DEMO.admin.password);
  return page;
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

test.describe('tournaments (admin)', () => {
  test('a whole tournament: create, enroll eight, generate, score, advance to the champion, prize paid, results published', async ({ browser }) => {
    // Eight accounts, a bracket of seven matches and a dozen screen updates: longer than the default budget.
    test.setTimeout(240_000);
    const name = `E2E Cup ${Date.now() % 1_000_000}`;
    const teamNames = ['Alpha FC', 'Bravo United', 'Charlie City', 'Delta Rovers', 'Echo Athletic', 'Foxtrot Stars', 'Golf Wanderers', 'Hotel Albion'];
    const today = new Date().toISOString().slice(0, 10);
    const admin = await adminPage(browser);

    // ---- Create Tournament in the UI (validation first).
    await admin.goto('/admin/tournaments');
    await admin.getByRole('button', { name: tAdmin('adminTournaments.create') }).click();
    const form = admin.getByRole('dialog', { name: tAdmin('adminTournaments.create') });
    await form.getByLabel(tAdmin('adminTournaments.price')).fill('-1');
    await form.getByRole('button', { name: t('common.save') }).click();
    await expect(form.getByText(t('tournaments.nameRequired'))).toBeVisible();
    await expect(form.getByText(t('tournaments.priceNegative'))).toBeVisible();
    await expect(form.getByText(t('tournaments.datesRequired')).first()).toBeVisible();
    await form.getByLabel(tAdmin('adminTournaments.name')).fill(name);
    await form.getByLabel(tAdmin('adminTournaments.startDate')).fill(today);
    await form.getByLabel(tAdmin('adminTournaments.endDate')).fill(today);
    await form.getByLabel(tAdmin('adminTournaments.price')).fill(String(ENTRY_DOLLARS));
    await form.getByLabel(tAdmin('adminTournaments.prize')).fill(String(PRIZE_DOLLARS));
    await form.getByLabel(tAdmin('adminTournaments.status')).click();
    await admin.getByRole('option', { name: tAdmin('adminTournaments.status.active') }).click();
    await form.getByRole('button', { name: t('common.save') }).click();
    await expect(toast(admin, t('tournaments.created'))).toBeVisible();
    await expect(form).toBeHidden();

    const card = admin.getByRole('article', { name });
    await expect(card.getByText(t('tournaments.selectedTeams', { n: 0 }))).toBeVisible();
    await expect(card.getByText(t('tournaments.noTeamsSelected'))).toBeVisible();

    // ---- Add Available Team in the UI; the same name in other letters is refused.
    await card.getByRole('button', { name: tAdmin('adminTournaments.addAvailableTeamFor', { name }) }).click();
    const addAvailable = admin.getByRole('dialog', { name: tAdmin('adminTournaments.addAvailableTeam') });
    await addAvailable.getByLabel(tAdmin('adminTournaments.teamName')).fill(teamNames[0]!);
    await addAvailable.getByRole('button', { name: tAdmin('adminTournaments.addAvailableTeam') }).click();
    await expect(addAvailable).toBeHidden();
    await expect(card.getByText(teamNames[0]!, { exact: true })).toBeVisible();
    await card.getByRole('button', { name: tAdmin('adminTournaments.addAvailableTeamFor', { name }) }).click();
    await addAvailable.getByLabel(tAdmin('adminTournaments.teamName')).fill('alpha fc');
    await addAvailable.getByRole('button', { name: tAdmin('adminTournaments.addAvailableTeam') }).click();
    await expect(addAvailable.getByText(t('tournaments.availableTeamExists', { name: 'alpha fc' }))).toBeVisible();
    await addAvailable.getByRole('button', { name: t('common.cancel') }).click();

    const listed = await ok(await admin.request.get(`/api/admin/tournaments?search=${encodeURIComponent(name)}`));
    const tournamentId = listed.items[0].id as string;
    for (const teamName of teamNames.slice(1)) {
      await ok(await admin.request.post(`/api/admin/tournaments/${tournamentId}/available-teams`, { data: { name: teamName }, headers: origin }), 201);
    }

    // ---- Eight players: funded, enrolled (fee charged), approved, each picks a team (API, for speed).
    // The accounts are independent: created side by side. Enrolling and picking stay in order (the draw pairs 1v2, 3v4…).
    const players: Player[] = await Promise.all(Array.from({ length: 8 }, (_, i) => newPlayer(i)));
    const free = (await ok(await players[0]!.api.get(`/api/tournaments/${tournamentId}/available-teams`))).items as Array<{ id: string; name: string }>;
    for (const [i, player] of players.entries()) {
      await ok(await admin.request.post(`/api/admin/wallets/${player.id}/adjust`, { data: { amountDollars: FUND_DOLLARS }, headers: origin }));
      const enrolled = await ok(await player.api.post(`/api/tournaments/${tournamentId}/enroll`, { headers: origin }), 201);
      await ok(await admin.request.post(`/api/admin/requests/${enrolled.requestId}/approve`, { headers: origin }));
      const pick = free.find((team) => team.name === teamNames[i])!;
      await ok(await player.api.post(`/api/tournaments/${tournamentId}/select-team`, { data: { availableTeamId: pick.id }, headers: origin }), 201);
    }
    await admin.reload();
    await expect(card.getByText(t('tournaments.selectedTeams', { n: 8 }))).toBeVisible();

    // ---- Generate the quarterfinals (1v2, 3v4, 5v6, 7v8) and score them inline: team 1 wins each.
    await card.getByRole('link', { name: `${tAdmin('adminTournaments.manageMatches')}: ${name}` }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/matches\\?tournament=${tournamentId}`));
    await admin.getByRole('button', { name: tAdmin('adminTournaments.generateMatches') }).click();
    await expect(toast(admin, t('tournaments.matchesGenerated'))).toBeVisible();
    await expect(admin.getByRole('button', { name: tAdmin('adminTournaments.generateMatches') })).toBeDisabled();
    const vs = (a: number, b: number) => `${teamNames[a]} ${t('tournamentRankings.vs')} ${teamNames[b]}`;
    for (let k = 0; k < 4; k++) {
      const match = vs(2 * k, 2 * k + 1);
      await admin.getByRole('textbox', { name: tAdmin('adminTournaments.scoreFor', { match }) }).fill(k === 0 ? '2:1' : '2-1');
      await admin.getByRole('button', { name: tAdmin('adminTournaments.saveScoreFor', { match }) }).click();
      if (k === 0) {
        await expect(admin.getByText(t('tournaments.scoreFormat'))).toBeVisible();
        await admin.getByRole('textbox', { name: tAdmin('adminTournaments.scoreFor', { match }) }).fill('2-1');
        await admin.getByRole('button', { name: tAdmin('adminTournaments.saveScoreFor', { match }) }).click();
      }
      await expect(admin.getByRole('button', { name: tAdmin('adminTournaments.saveScoreFor', { match }) })).toBeDisabled();
    }

    // ---- Every quarterfinal has a winner: Generate Next Round pairs the winners into the semifinals.
    await admin.getByRole('button', { name: tAdmin('adminTournaments.generateNextRound') }).click();
    await expect(toast(admin, t('tournaments.nextRoundGenerated'))).toBeVisible();
    await expect(admin.getByRole('textbox', { name: tAdmin('adminTournaments.scoreFor', { match: vs(0, 2) }) })).toBeVisible();
    await expect(admin.getByRole('textbox', { name: tAdmin('adminTournaments.scoreFor', { match: vs(4, 6) }) })).toBeVisible();

    // ---- The calendar opens a quarterfinal in the matches screen, marked.
    await admin.goto(`/admin/calendar?month=${today.slice(0, 7)}`);
    await admin
      .getByRole('button', { name: new RegExp(`${name}: ${vs(0, 1)}`) })
      .first()
      .click();
    await expect(admin).toHaveURL(/\/admin\/matches\?tournament=.+&match=.+/);
    await expect(admin.getByRole('row').filter({ hasText: tAdmin('adminTournaments.highlighted') })).toContainText(vs(0, 1));

    // ---- Rankings management: Set Winner in the semifinals, Advance to the final, Set Winner, Advance to the champion.
    await admin.goto('/admin/tournaments/rankings');
    await expect(admin.getByRole('heading', { name: tAdmin('admin.tournamentRankings.title') })).toBeVisible();
    await expect(admin.getByText(tAdmin('admin.tournamentRankings.subtitle'))).toBeVisible();
    const results = admin.getByRole('article', { name });
    await results.getByRole('button', { name: tAdmin('admin.tournamentRankings.viewBracket') }).click();
    const box = (label: string) => results.getByRole('article', { name: label, exact: true });
    await box(tAdmin('adminTournaments.semifinal', { n: 1 }))
      .getByRole('button', { name: tAdmin('adminTournaments.setWinnerFor', { team: teamNames[0]! }) })
      .click();
    await expect(box(tAdmin('adminTournaments.semifinal', { n: 1 })).getByText(t('tournamentRankings.winner', { name: teamNames[0]! }))).toBeVisible();
    await box(tAdmin('adminTournaments.semifinal', { n: 2 }))
      .getByRole('button', { name: tAdmin('adminTournaments.setWinnerFor', { team: teamNames[4]! }) })
      .click();
    await expect(box(tAdmin('adminTournaments.semifinal', { n: 2 })).getByText(t('tournamentRankings.winner', { name: teamNames[4]! }))).toBeVisible();
    await results.getByRole('button', { name: tAdmin('admin.tournamentRankings.advance') }).click();
    await expect(toast(admin, t('tournaments.finalCreated'))).toBeVisible();

    // The final without a winner cannot complete the tournament: the spec's advance error.
    await expect(box(t('tournaments.round.final'))).toBeVisible();
    await results.getByRole('button', { name: tAdmin('admin.tournamentRankings.advance') }).click();
    await expect(results.getByRole('alert')).toHaveText(t('tournaments.advanceError', { reason: t('tournaments.advance.finalWinner') }));
    await box(t('tournaments.round.final'))
      .getByRole('button', { name: tAdmin('adminTournaments.setWinnerFor', { team: teamNames[0]! }) })
      .click();
    await expect(box(t('tournaments.round.final')).getByText(t('tournamentRankings.winner', { name: teamNames[0]! }))).toBeVisible();
    await results.getByRole('button', { name: tAdmin('admin.tournamentRankings.advance') }).click();
    await expect(toast(admin, t('tournaments.tournamentCompleted'))).toBeVisible();
    await expect(results.getByTestId('results-champion')).toContainText(teamNames[0]!);
    await expect(results.getByRole('button', { name: tAdmin('admin.tournamentRankings.setChampion') })).toBeHidden();
    await expect(results.getByRole('button', { name: tAdmin('admin.tournamentRankings.advance') })).toBeHidden();

    // ---- Save & Publish Results with the default name.
    await results.getByRole('button', { name: tAdmin('admin.tournamentRankings.saveAndPublish') }).click();
    const save = admin.getByRole('dialog', { name: tAdmin('admin.tournamentRankings.saveResultsTitle') });
    await expect(save.getByLabel(tAdmin('adminTournaments.resultsName'))).toHaveValue(defaultResultsName(name));
    await expect(save.getByRole('checkbox', { name: t('tournaments.resultsMakePublic') })).toBeChecked();
    await save.getByRole('button', { name: t('common.save') }).click();
    await expect(toast(admin, t('tournaments.standingsSaved'))).toBeVisible();
    const saved = admin.getByRole('table', { name: tAdmin('admin.tournamentRankings.savedTable') });
    await expect(saved.getByRole('row').filter({ hasText: defaultResultsName(name) })).toContainText(tAdmin('admin.tournamentRankings.public'));

    // ---- The champion's wallet: $50 funded − $10 entry + $500 prize; a finalist who lost got no prize.
    const championWallet = await ok(await players[0]!.api.get('/api/wallet'));
    expect(championWallet.balanceCents).toBe((FUND_DOLLARS - ENTRY_DOLLARS + PRIZE_DOLLARS) * 100);
    const runnerUp = await ok(await players[4]!.api.get('/api/wallet'));
    expect(runnerUp.balanceCents).toBe((FUND_DOLLARS - ENTRY_DOLLARS) * 100);

    // ---- The published results reach the players (the API as a player reads it; tournaments.spec drives how
    // /tournament-rankings shows published results, with the champion's 'You', on desktop and in the phone's modal).
    const published = await ok(await players[3]!.api.get(`/api/tournament-rankings?search=${encodeURIComponent(name)}`));
    const entry = published.items.find((r: { name: string }) => r.name === defaultResultsName(name));
    expect(entry.champion.teamName).toBe(teamNames[0]);
    expect(entry.rounds.map((r: { matches: unknown[] }) => r.matches.length)).toEqual([4, 2, 1]);

    // ---- The back office reads well on a phone too: no sideways scroll, no serious accessibility issue.
    await admin.setViewportSize({ width: 375, height: 812 });
    await admin.reload();
    await expect(results.getByTestId('results-champion')).toContainText(teamNames[0]!);
    expect(await admin.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(admin);

    for (const player of players) await player.api.dispose();
  });
});
