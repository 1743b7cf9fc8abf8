import { t, tAdmin } from '../../packages/shared/src/index.js';
import { DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from '../fixtures.js';
import { BASE_URL } from '../playwright.config.js';

/**
 * A league's competitions (issue 26): only the demo league had any, so /dashboard/new-request never worked for a
 * new league. The admin adds one on the league's card, renames it, and a player then finds it on the form.
 */

const origin = { origin: BASE_URL };

test('an admin adds a competition to a new league, and a player sends a request about it', async ({ browser }) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now() % 1_000_000);
  const leagueName = `E2E Competition League ${suffix}`;
  const admin = await (await browser.newContext()).newPage();
  await loginViaApi(admin, DEMO.admin.email, DEMO.admin.password);
  const created = await admin.request.post('/api/admin/leagues', {
    data: { name: leagueName, startDate: '2027-06-01', endDate: '2027-06-30', priceCents: 1_000, winningPriceCents: 10_000, maxTeams: 4 },
    headers: origin,
  });
  expect(created.status(), await created.text()).toBe(201);

  // The new league has no competition yet; Add Competition checks the name and the dates first.
  await admin.goto('/admin/leagues');
  await admin.getByRole('textbox', { name: t('common.search') }).fill(leagueName);
  const card = admin.getByRole('article', { name: leagueName });
  await expect(card.getByText(tAdmin('adminCompetitions.empty'))).toBeVisible();
  await card.getByRole('button', { name: `${tAdmin('adminCompetitions.add')}: ${leagueName}` }).click();
  const dialog = admin.getByRole('dialog', { name: `${tAdmin('adminCompetitions.addTitle')}: ${leagueName}` });
  await dialog.getByRole('button', { name: tAdmin('adminCompetitions.add') }).click();
  await expect(dialog.getByText(tAdmin('adminCompetitions.nameRequired'))).toBeVisible();
  await dialog.getByRole('textbox', { name: tAdmin('adminCompetitions.name') }).fill('Summer Round');
  await dialog.getByLabel(tAdmin('adminCompetitions.startDate')).fill('2027-06-10');
  await dialog.getByLabel(tAdmin('adminCompetitions.endDate')).fill('2027-06-05');
  await dialog.getByRole('button', { name: tAdmin('adminCompetitions.add') }).click();
  await expect(dialog.getByText(tAdmin('adminLeagues.endAfterStart'))).toBeVisible();
  await dialog.getByLabel(tAdmin('adminCompetitions.endDate')).fill('2027-06-20');
  await dialog.getByRole('button', { name: tAdmin('adminCompetitions.add') }).click();
  await expect(admin.getByText(tAdmin('adminCompetitions.added'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('league-competition')).toHaveCount(1);
  await expect(card.getByText('Summer Round')).toBeVisible();

  // Rename it.
  await card.getByRole('button', { name: tAdmin('adminCompetitions.editOf', { name: 'Summer Round' }) }).click();
  const edit = admin.getByRole('dialog', { name: `${tAdmin('adminCompetitions.editTitle')}: ${leagueName}` });
  await expect(edit.getByRole('textbox', { name: tAdmin('adminCompetitions.name') })).toHaveValue('Summer Round');
  await edit.getByRole('textbox', { name: tAdmin('adminCompetitions.name') }).fill('Midsummer Round');
  await edit.getByRole('button', { name: t('common.save') }).click();
  await expect(admin.getByText(tAdmin('adminCompetitions.updated'))).toBeVisible();
  await expect(card.getByText('Midsummer Round')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // A player chooses the new league and its competition on the new-request form.
  const player = await (await browser.newContext()).newPage();
  const account = await registerViaApi(player, 'Competition Player');
  await loginViaApi(player, account.email, account.password);
  await player.goto('/dashboard/new-request');
  const form = player.getByRole('form', { name: t('requests.new.title') });
  await form.getByRole('textbox', { name: t('requests.field.title') }).fill('Venue question');
  await form.getByRole('textbox', { name: t('requests.field.description') }).fill('Where is the Midsummer Round played?');
  await form.getByRole('combobox', { name: t('requests.field.league') }).click();
  await player.getByRole('option', { name: leagueName }).click();
  await form.getByRole('combobox', { name: t('requests.field.competition') }).click();
  await player.getByRole('option', { name: 'Midsummer Round' }).click();
  await form.getByRole('button', { name: t('requests.submit') }).click();
  await expect(player).toHaveURL(/\/dashboard$/);

  // Now a request names it: the admin sees the count, and it can no longer be removed.
  await admin.reload();
  await admin.getByRole('textbox', { name: t('common.search') }).fill(leagueName);
  await expect(card.getByText(tAdmin('adminCompetitions.requests', { count: 1 }))).toBeVisible();
  await expect(card.getByRole('button', { name: tAdmin('adminCompetitions.deleteOf', { name: 'Midsummer Round' }) })).toBeDisabled();
  await player.context().close();
  await admin.context().close();
});
