import type { RankingRow } from '@arena/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage } from '@/lib/language';
import { renderWithProviders } from '@/testing/render';
import { RankingCard } from './ranking-card';

const row = (rankPosition: number): RankingRow => ({
  id: 'r1',
  userId: 'me',
  rankPosition,
  fullName: 'Jean Baptiste',
  matchesPlayed: 8,
  wins: 5,
  winRate: 63,
  tournamentsWon: 1,
  leaguesWon: 0,
  totalEarningsCents: 40_000,
  isMe: true,
  updatedAt: '2026-11-26T10:00:00.000Z',
});

describe('RankingCard', () => {
  afterEach(() => loadLanguage('en'));

  it("names the player's rank label in the page's language", async () => {
    const { unmount } = renderWithProviders(<RankingCard ranking={{ items: [], me: row(3), totalRanked: 12 }} />);
    expect(screen.getByText('Elite Player')).toBeInTheDocument();
    unmount();
    await loadLanguage('fr');
    renderWithProviders(<RankingCard ranking={{ items: [], me: row(30), totalRanked: 80 }} />);
    expect(screen.getByText('Joueur de premier plan')).toBeInTheDocument();
  });
});
