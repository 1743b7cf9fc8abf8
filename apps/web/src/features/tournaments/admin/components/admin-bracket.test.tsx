import type { TournamentBracket } from '@arena/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAdminMessages, loadFeatureMessages, loadLanguage } from '@/lib/language';
import { renderWithProviders } from '@/testing/render';
import { AdminBracket } from './admin-bracket';

const bracket: TournamentBracket = {
  tournament: { id: 't1', name: 'Test Cup', status: 'active', priceCents: 1000, winningPriceCents: 5000, championTeamId: null },
  champion: null,
  teams: [],
  rounds: [
    {
      roundNumber: 2,
      matches: [{ id: 's1', roundNumber: 2, date: '2026-12-02T10:00:00.000Z', score: null, team1: null, team2: null, winnerId: null, winnerName: null }],
    },
    {
      roundNumber: 3,
      matches: [{ id: 'f1', roundNumber: 3, date: '2026-12-03T10:00:00.000Z', score: null, team1: null, team2: null, winnerId: null, winnerName: null }],
    },
  ],
  latestRound: 3,
  canGenerateNextRound: false,
};

describe('AdminBracket', () => {
  afterEach(() => loadLanguage('en'));

  it("names each round from the reader's catalogue (the API sends its number only)", async () => {
    await loadLanguage('ht');
    await Promise.all([loadFeatureMessages(), loadAdminMessages()]);
    renderWithProviders(<AdminBracket bracket={bracket} onEdit={() => {}} onDelete={() => {}} onError={() => {}} />);
    expect(screen.getByRole('region', { name: 'Demi final' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Final' })).toBeTruthy();
  });
});
