import { adminTextId, t, tAdmin, textId } from '@arena/shared';
import { MantineProvider, Select } from '@mantine/core';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '@/config/theme';
import { adminContractResolver } from '@/lib/admin-form';
import { useFailureAbout } from '@/lib/use-failure-about';
import { renderWithProviders } from '@/testing/render';
import { AvailableTeamsSection, CompetitionAdminCard, CompetitionTeamsSection, type AdminCompetition } from './competition-admin-card';
import { CompetitionFormModal, competitionFormErrors, competitionFormValues, useCompetitionForm, type CompetitionFormValues } from './competition-form-modal';
import { CompetitionList } from './competition-list';
import type { CompetitionKind } from './kind';
import { MatchFormModal, useMatchForm, type MatchFormValues } from './match-form-modal';
import { placesText } from './places-taken';
import dayjs from 'dayjs';
import { z } from 'zod';

// Mantine's autosize Textarea listens to document.fonts, which happy-dom leaves out.
beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
});

const competition: AdminCompetition = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Island Masters',
  description: 'The island cup',
  startDate: '2026-12-01T00:00:00.000Z',
  endDate: '2026-12-08T00:00:00.000Z',
  priceCents: 2_000,
  winningPriceCents: 20_000,
  pendingEnrollments: 2,
  paidEntries: 3,
  matchCount: 4,
  availableTeams: [{ id: 'a1', name: 'Cap Eagles' }],
};

function AdminCard({ kind, onAction }: { kind: CompetitionKind; onAction: (what: string) => void }) {
  return (
    <CompetitionAdminCard
      kind={kind}
      competition={competition}
      onEdit={() => onAction('edit')}
      onDelete={() => onAction('delete')}
      status={<span>status here</span>}
      championName={kind === 'tournament' ? 'Les Lions' : undefined}
    >
      <CompetitionTeamsSection
        kind={kind}
        competitionName={competition.name}
        title="Teams (1/12)"
        teams={[
          { id: 't1', name: 'Les Lions', owner: 'Jean Baptiste' },
          { id: 't2', name: 'Orphans', owner: null },
        ]}
        onAdd={() => onAction('addTeam')}
        actions={(team) => <button onClick={() => onAction(`remove ${team.id}`)}>{`remove ${team.name}`}</button>}
      />
      <AvailableTeamsSection
        kind={kind}
        competitionName={competition.name}
        teams={competition.availableTeams}
        onAdd={() => onAction('addAvailable')}
        onRemove={(team) => onAction(`removeAvailable ${team.id}`)}
      />
    </CompetitionAdminCard>
  );
}

describe('the back-office card of a league or a tournament', () => {
  it("speaks each kind's words and passes on each action", async () => {
    const onAction = vi.fn();
    renderWithProviders(<AdminCard kind="league" onAction={onAction} />);
    const card = await screen.findByRole('article', { name: 'Island Masters' });
    expect(within(card).getByText(/^Dates: /)).toBeInTheDocument();
    expect(within(card).getByText(tAdmin('adminLeagues.pendingEnrollments', { count: 2 }))).toBeInTheDocument();
    expect(within(card).getByText(tAdmin('adminLeagues.paidEntries', { count: 3 }))).toBeInTheDocument();
    expect(within(card).getByText(tAdmin('adminLeagues.matchCount', { count: 4 }))).toBeInTheDocument();
    expect(within(card).getByText(tAdmin('adminLeagues.noManager'))).toBeInTheDocument();
    expect(within(card).getByText('$20.00')).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: tAdmin('adminLeagues.editFor', { name: 'Island Masters' }) }));
    fireEvent.click(within(card).getByRole('button', { name: tAdmin('adminLeagues.deleteFor', { name: 'Island Masters' }) }));
    fireEvent.click(within(card).getByRole('button', { name: tAdmin('adminLeagues.addTeamTo', { name: 'Island Masters' }) }));
    fireEvent.click(within(card).getByRole('button', { name: 'remove Orphans' }));
    const available = within(card).getByRole('region', { name: tAdmin('adminLeagues.availableTeams') });
    expect(within(available).getByText(`${tAdmin('adminLeagues.availableTeams')} (1)`)).toBeInTheDocument();
    fireEvent.click(within(available).getByRole('button', { name: tAdmin('adminLeagues.addAvailableTeamTo', { name: 'Island Masters' }) }));
    fireEvent.click(within(available).getByRole('button', { name: tAdmin('adminLeagues.deleteAvailableTeamFor', { name: 'Cap Eagles' }) }));
    expect(onAction.mock.calls.map(([what]) => what)).toEqual(['edit', 'delete', 'addTeam', 'remove t2', 'addAvailable', 'removeAvailable a1']);
  });

  it("a tournament's card says its own texts and shows its champion among the counts", async () => {
    renderWithProviders(<AdminCard kind="tournament" onAction={() => {}} />);
    const card = await screen.findByRole('article', { name: 'Island Masters' });
    expect(within(card).queryByText(/^Dates: /)).toBeNull();
    expect(within(card).getByText(tAdmin('adminTournaments.pendingEnrollments', { n: 2 }))).toBeInTheDocument();
    expect(within(card).getByText(tAdmin('adminTournaments.noOwner'))).toBeInTheDocument();
    expect(within(card).getAllByText('Les Lions')).toHaveLength(2); // the champion badge and the team
    expect(within(card).getByRole('button', { name: tAdmin('adminTournaments.removeAvailableFor', { name: 'Cap Eagles' }) })).toBeInTheDocument();
  });

  it('says when there are no teams and no available teams', async () => {
    renderWithProviders(
      <>
        <CompetitionTeamsSection kind="tournament" competitionName="X" title="Selected" teams={[]} onAdd={() => {}} actions={() => null} addDisabled />
        <AvailableTeamsSection kind="tournament" competitionName="X" teams={[]} onAdd={() => {}} onRemove={() => {}} />
      </>,
    );
    expect(await screen.findByText(t('tournaments.noTeamsSelected'))).toBeInTheDocument();
    expect(screen.getByText(tAdmin('adminTournaments.noAvailableTeams'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: tAdmin('adminTournaments.addTeamFor', { name: 'X' }) })).toBeDisabled();
  });
});

const dates = z.object({
  name: z.string().min(1),
  startDate: z.string({ error: adminTextId('adminLeagues.datesRequired') }),
  endDate: z.string({ error: adminTextId('adminLeagues.datesRequired') }),
});
const emptyForm: CompetitionFormValues & { maxTeams: string } = {
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  price: '',
  winningPrice: '5',
  maxTeams: '',
};
const datesResolver = adminContractResolver<typeof emptyForm>(dates, {
  toRequest: (v) => ({ name: v.name, startDate: v.startDate || undefined, endDate: v.endDate || undefined }),
});

function LeagueLikeForm({ onSave }: { onSave: (variables: unknown) => void }) {
  const form = useCompetitionForm({
    opened: true,
    editingId: null,
    initialValues: () => emptyForm,
    validate: (values) => competitionFormErrors('league', values, datesResolver(values), ['maxTeams']),
    onOpen: () => {},
  });
  return (
    <CompetitionFormModal
      kind="league"
      opened
      competition={null}
      onClose={() => {}}
      form={form}
      save={{ mutate: onSave, error: null, isPending: false }}
      variables={(values) => values}
      errorText={() => 'refused'}
    >
      <span>max teams here</span>
    </CompetitionFormModal>
  );
}

describe('the Create / Edit form', () => {
  it('says two missing dates once, an empty amount or count is required, and sends nothing', async () => {
    const onSave = vi.fn();
    renderWithProviders(<LeagueLikeForm onSave={onSave} />);
    const dialog = await screen.findByRole('dialog', { name: tAdmin('adminLeagues.createLeague') });
    fireEvent.change(within(dialog).getByLabelText(/Winning price/i), { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: tAdmin('adminLeagues.createLeague') }));
    expect(await within(dialog).findByText('Please select both start and end dates')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Please select both start and end dates')).toHaveLength(1);
    expect(within(dialog).getByText(tAdmin('adminLeagues.winningPriceNegative'))).toBeInTheDocument();
    expect(within(dialog).getAllByText(t('form.required')).length).toBeGreaterThanOrEqual(2); // the entry price and the count
    expect(within(dialog).getByText('max teams here')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("starts an edit from the competition's values, a league's days local and a tournament's UTC", () => {
    const edited = { ...competition, startDate: '2026-12-01T00:00:00.000Z', priceCents: 1_250 };
    expect(competitionFormValues('tournament', edited)).toEqual({
      name: 'Island Masters',
      description: 'The island cup',
      startDate: '2026-12-01',
      endDate: '2026-12-08',
      price: '12.50',
      winningPrice: '200.00',
    });
    expect(competitionFormValues('league', edited).startDate).toBe(dayjs('2026-12-01T00:00:00.000Z').format('YYYY-MM-DD'));
  });

  it('keeps a date error where only one date is missing', () => {
    const errors = competitionFormErrors(
      'tournament',
      { ...emptyForm, startDate: '2026-12-01', price: '1' },
      { endDate: 'Please select both start and end dates' },
    );
    expect(errors).toEqual({ endDate: 'Please select both start and end dates' });
  });
});

const matchContract = z.object({ competitionId: z.string().min(1, { error: textId('auth.fillAllFields') }) });

function MatchForm({ onSubmit }: { onSubmit: (values: MatchFormValues & { round: string }) => void }) {
  const form = useMatchForm<MatchFormValues & { round: string }>(
    true,
    () => ({ competitionId: '', team1Id: '', team2Id: '', date: '', score: '', round: '1' }),
    adminContractResolver(matchContract),
    () => {},
  );
  return (
    <MatchFormModal
      kind="league"
      opened
      onClose={() => {}}
      competitions={[
        {
          id: 'l1',
          name: 'Premier',
          teams: [
            { id: 'a', name: 'Alpha' },
            { id: 'b', name: 'Beta' },
          ],
        },
        { id: 'l2', name: 'Second', teams: [{ id: 'c', name: 'Gamma' }] },
      ]}
      form={form}
      onSubmit={onSubmit}
      error={null}
      pending={false}
      scoreMaxLength={7}
    >
      <Select label="Round" data={['1', '2']} {...form.getInputProps('round')} />
    </MatchFormModal>
  );
}

describe('the Add Match form', () => {
  it('waits for a league, offers its teams, each disabled in the other list, and starts over when the league changes', async () => {
    const onSubmit = vi.fn();
    // Mantine's test mode: dropdowns open without a transition, so an option shows as soon as its list opens.
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <MatchForm onSubmit={onSubmit} />
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: tAdmin('adminLeagues.addMatch') });
    const team1 = within(dialog).getByRole('combobox', { name: new RegExp(tAdmin('adminLeagues.team1')) });
    expect(team1).toBeDisabled();
    expect(team1).toHaveAttribute('placeholder', tAdmin('adminLeagues.pickLeagueFirst'));

    fireEvent.click(within(dialog).getByRole('button', { name: tAdmin('adminLeagues.addMatch') }));
    expect(await within(dialog).findByText('Please fill in all fields')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    const user = userEvent.setup();
    const league = within(dialog).getByRole('combobox', { name: new RegExp(`^${tAdmin('adminLeagues.league')}`) });
    await user.click(league);
    await user.click(await screen.findByRole('option', { name: 'Premier' }));
    await waitFor(() => expect(team1).toBeEnabled());
    expect(within(dialog).queryByText('Please fill in all fields')).toBeNull();
    await user.click(team1);
    await user.click(await screen.findByRole('option', { name: 'Alpha' }));
    await waitFor(() => expect(team1).toHaveValue('Alpha'));
    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(tAdmin('adminLeagues.team2')) }));
    expect(await screen.findByRole('option', { name: 'Alpha' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Beta' })).not.toHaveAttribute('aria-disabled');

    await user.click(league);
    await user.click(await screen.findByRole('option', { name: 'Second' }));
    await waitFor(() => expect(team1).toHaveValue(''));
    expect(within(dialog).getByRole('combobox', { name: 'Round' })).toBeInTheDocument();
  });
});

describe('places', () => {
  it('counts the pending places beside the teams, for each kind', () => {
    expect(placesText('league', { teams: 1, taken: 1, max: 12 })).toBe('1/12 teams');
    expect(placesText('league', { teams: 1, taken: 4, max: 12 })).toBe(`1/12 teams · ${t('competition.pendingPlaces', { count: 3 })}`);
    expect(placesText('tournament', { teams: 2, taken: 5, max: 8 })).toBe(`2/8 teams · ${t('competition.pendingPlaces', { count: 3 })}`);
  });
});

describe('the list body', () => {
  const empty = { icon: () => null, title: 'No Leagues Found', hint: 'Try another search' } as never;

  it('shows the failure while nothing is loaded, the loading text, the empty state, then the list', async () => {
    const { rerender } = renderWithProviders(
      <CompetitionList
        query={{ isPending: false, isError: true, data: undefined }}
        count={0}
        failedText="Failed to load leagues"
        loading={{ text: 'Loading rankings...' }}
        empty={empty}
      >
        <p>the list</p>
      </CompetitionList>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load leagues');
    rerender(<></>);
    renderWithProviders(
      <CompetitionList
        query={{ isPending: true, isError: false, data: undefined }}
        count={0}
        failedText="x"
        loading={{ text: 'Loading rankings...' }}
        empty={empty}
      >
        <p>the list</p>
      </CompetitionList>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading rankings...');
  });

  it('keeps the list it has when a refresh fails, and says when it is empty', async () => {
    renderWithProviders(
      <>
        <CompetitionList
          query={{ isPending: false, isError: true, data: { items: [1] } }}
          count={1}
          failedText="Failed"
          loading={{ cardHeight: 100 }}
          empty={empty}
        >
          <p>the list</p>
        </CompetitionList>
        <CompetitionList
          query={{ isPending: false, isError: false, data: { items: [] } }}
          count={0}
          failedText="Failed"
          loading={{ cardHeight: 100 }}
          empty={empty}
        >
          <p>never</p>
        </CompetitionList>
      </>,
    );
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).toBeNull();
    expect(screen.getByText('No Leagues Found')).toBeInTheDocument();
    expect(screen.getByText('Try another search')).toBeInTheDocument();
    expect(screen.queryByText('never')).toBeNull();
  });
});

describe('a failure banner about some data', () => {
  it('stands while the data is the same and clears once it changes', () => {
    const before: { winners: string[] } = { winners: [] };
    const { result, rerender } = renderHook(({ bracket }) => useFailureAbout(bracket), { initialProps: { bracket: before } });
    act(() => result.current[1]('Error advancing tournament: All quarterfinal matches must have winners before advancing'));
    expect(result.current[0]).toMatch(/^Error advancing tournament/);
    rerender({ bracket: before });
    expect(result.current[0]).toMatch(/^Error advancing tournament/);
    rerender({ bracket: { winners: ['t1'] } });
    expect(result.current[0]).toBeNull();
    act(() => result.current[1]('again'));
    expect(result.current[0]).toBe('again');
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
  });
});
