import type { BracketMatchView, BracketTeam } from '@arena/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BracketView } from './bracket-view';

const team = (name: string, userId: string | null, userName: string | null): BracketTeam => ({ id: `id-${name}`, name, status: null, userId, userName });
const lions = team('Port Lions', 'me', 'Jean Baptiste');
const eagles = team('Cap Eagles', 'u2', 'Marie Joseph');

const quarterfinal: BracketMatchView = {
  id: 'q1',
  roundNumber: 1,
  date: '2026-12-01T10:00:00.000Z',
  score: '3-1',
  team1: lions,
  team2: eagles,
  winnerId: lions.id,
  winnerName: lions.name,
};

describe('BracketView', () => {
  it("shows both teams, their users with '(You)', 'vs', the score and the winner; empty slots say what is missing", () => {
    renderWithProviders(
      <BracketView rounds={[{ roundNumber: 1, matches: [quarterfinal] }]} champion={null} currentUserId="me" layout="stacked" label="Bracket of Test Cup" />,
    );
    const match = screen.getByRole('article', { name: 'Quarterfinal 1' });
    expect(within(match).getByText('Port Lions')).toBeTruthy();
    expect(within(match).getByText('Jean Baptiste (You)')).toBeTruthy();
    expect(within(match).getByText('Marie Joseph')).toBeTruthy();
    expect(within(match).getByText('vs')).toBeTruthy();
    expect(within(match).getByText('3-1')).toBeTruthy();
    expect(within(match).getByTestId('bracket-winner').textContent).toBe('Winner: Port Lions');
    expect(screen.getAllByText('Quarterfinal match not available')).toHaveLength(3);
    expect(screen.getAllByText('Semifinal match not available')).toHaveLength(2);
    expect(screen.getAllByText('Final match not available')).toHaveLength(1);
    expect(screen.getByTestId('bracket-champion').textContent).toContain('To be decided');
  });

  it('draws the champion with their user', () => {
    renderWithProviders(
      <BracketView rounds={[]} champion={{ name: 'Port Lions', userId: 'me', userName: 'Jean Baptiste' }} currentUserId="me" layout="tree" label="Bracket" />,
    );
    expect(screen.getByTestId('bracket').getAttribute('data-layout')).toBe('tree');
    expect(screen.getByTestId('bracket-champion').textContent).toContain('Port Lions');
    expect(screen.getByTestId('bracket-champion').textContent).toContain('Jean Baptiste (You)');
  });
});
