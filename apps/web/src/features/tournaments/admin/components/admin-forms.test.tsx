import { t, type AdminTournament, tAdmin } from '@arena/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { validateEdit } from './results-modals';
import { AddAvailableTeamModal } from './team-modals';
import { TournamentFormModal } from './tournament-form-modal';

const T1 = '11111111-1111-4111-8111-111111111111';
const T2 = '22222222-2222-4222-8222-222222222222';
const T3 = '33333333-3333-4333-8333-333333333333';

function tournament(overrides: Partial<AdminTournament> = {}): AdminTournament {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    name: 'Island Masters',
    description: null,
    status: 'upcoming',
    startDate: '2026-12-01T00:00:00.000Z',
    endDate: '2026-12-08T00:00:00.000Z',
    priceCents: 2_000,
    winningPriceCents: 20_000,
    championTeamId: null,
    championTeamName: null,
    teamCount: 0,
    maxTeams: 8,
    createdAt: '2026-11-20T00:00:00.000Z',
    teams: [],
    availableTeams: [{ id: T3, name: 'Cap Eagles' }],
    matchCount: 0,
    paidEntries: 0,
    pendingEnrollments: 0,
    ...overrides,
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi() {
  const fetch = vi.fn(async (input: string | URL) => {
    if (String(input).startsWith('/api/admin/tournaments')) return json(201, { message: t('tournaments.created'), tournament: tournament() });
    return json(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// Mantine's autosize Textarea listens to document.fonts, which happy-dom leaves out.
beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
});

describe('Create Tournament', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the spec's texts from the shared contract and sends nothing while they stand", async () => {
    const fetch = fakeApi();
    renderWithProviders(<TournamentFormModal opened tournament={null} onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText(/Entry price/), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: t('common.save') }));
    expect(await screen.findByText(t('tournaments.nameRequired'))).toBeInTheDocument();
    expect(screen.getAllByText(t('tournaments.datesRequired')).length).toBeGreaterThan(0);
    expect(screen.getByText(t('tournaments.priceNegative'))).toBeInTheDocument();
    expect(screen.getByText(t('form.required'))).toBeInTheDocument(); // the empty prize
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends integer cents and ISO dates', async () => {
    const fetch = fakeApi();
    const onClose = vi.fn();
    renderWithProviders(<TournamentFormModal opened tournament={null} onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText(/Tournament name/), { target: { value: 'Winter Cup' } });
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2026-12-08' } });
    fireEvent.change(screen.getByLabelText(/Entry price/), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText(/Winning price/), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/tournaments');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Winter Cup',
      description: null,
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-08T00:00:00.000Z',
      priceCents: 1_250,
      winningPriceCents: 30_000,
      status: 'upcoming',
    });
  });
});

describe('Add Available Team', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a name the tournament already has, compared case-insensitively', async () => {
    const fetch = fakeApi();
    renderWithProviders(<AddAvailableTeamModal tournament={tournament()} onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText(/Team name/), { target: { value: '  cap EAGLES ' } });
    fireEvent.click(screen.getByRole('button', { name: tAdmin('adminTournaments.addAvailableTeam') }));
    expect(await screen.findByText(t('tournaments.availableTeamExists', { name: 'cap EAGLES' }))).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Edit Match rules', () => {
  const base = { team1Id: T1, team2Id: T2, score: '', winnerId: null };

  it('accepts an empty score and an empty winner (draw or pending)', () => {
    expect(validateEdit(base)).toEqual({});
    expect(validateEdit({ ...base, score: '3-1', winnerId: T1 })).toEqual({});
  });

  it("names the spec's rules", () => {
    expect(validateEdit({ ...base, score: '2:1' }).score).toBe(t('tournaments.scoreFormat'));
    expect(validateEdit({ ...base, winnerId: T3 }).winnerId).toBe(t('tournaments.winnerNotInMatch'));
    expect(validateEdit({ ...base, team2Id: T1 }).team2Id).toBe(t('tournaments.sameTeams'));
  });
});
