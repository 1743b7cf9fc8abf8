import { describe, expect, it } from 'vitest';
import { emptyRankingsHint } from '../pages/tournament-rankings-page';
import { championUserLabel } from './ranking-card';

describe('saved ranking texts', () => {
  it("champion user: the name, '(You)' for the signed-in user, 'Unassigned' when none", () => {
    expect(championUserLabel(null, 'me')).toBe('Unassigned');
    expect(championUserLabel({ teamName: 'Lions', userName: null, userId: null }, 'me')).toBe('Unassigned');
    expect(championUserLabel({ teamName: 'Lions', userName: 'Ana', userId: 'u1' }, 'me')).toBe('Ana');
    expect(championUserLabel({ teamName: 'Lions', userName: 'Ana', userId: 'me' }, 'me')).toBe('Ana (You)');
    expect(championUserLabel({ teamName: 'Lions', userName: null, userId: 'me' }, 'me')).toBe('(You)');
  });

  it('empty state hint: search first, then the status, else the general text', () => {
    expect(emptyRankingsHint({ search: 'cup', status: 'completed' })).toBe('Try adjusting your search criteria');
    expect(emptyRankingsHint({ search: '', status: 'completed' })).toBe('No completed tournament rankings available');
    expect(emptyRankingsHint({ search: '', status: 'active' })).toBe('No active tournament rankings available');
    expect(emptyRankingsHint({ search: '', status: 'all' })).toBe('There are no tournament rankings available at the moment');
  });
});
