import type { BracketMatchView, BracketRound, BracketTeam } from '@arena/shared';
import { describe, expect, it } from 'vitest';
import { arrangeBracket, winnerName, winnerSide } from './arrange';

const team = (name: string, id: string | null = `id-${name}`): BracketTeam => ({ id, name, status: null, userId: null, userName: null });

function match(id: string, roundNumber: number, a: BracketTeam | null, b: BracketTeam | null, winner?: BracketTeam, score?: string): BracketMatchView {
  return {
    id,
    roundNumber,
    date: `2026-12-0${roundNumber}T10:00:00.000Z`,
    score: score ?? (winner ? '2-1' : null),
    team1: a,
    team2: b,
    winnerId: winner?.id ?? null,
    winnerName: winner?.name ?? null,
  };
}

const round = (roundNumber: number, matches: BracketMatchView[]): BracketRound => ({ roundNumber, matches });
const T = Array.from({ length: 8 }, (_, i) => team(`Club ${i + 1}`));
const quarterfinals = [
  match('q1', 1, T[0]!, T[1]!, T[0]),
  match('q2', 1, T[2]!, T[3]!, T[3]),
  match('q3', 1, T[4]!, T[5]!, T[5]),
  match('q4', 1, T[6]!, T[7]!, T[6]),
];
const ids = (slots: { match: BracketMatchView | null }[]) => slots.map((s) => s.match?.id ?? null);

describe('arrangeBracket', () => {
  it('always gives 4 quarterfinal, 2 semifinal and 1 final slot with the spec labels and missing texts', () => {
    const b = arrangeBracket([]);
    expect(b.empty).toBe(true);
    expect(b.columns.map((c) => [c.title, c.slots.length])).toEqual([
      ['Quarterfinals', 4],
      ['Semifinals', 2],
      ['Final', 1],
    ]);
    expect(b.columns[0].slots.map((s) => s.label)).toEqual(['Quarterfinal 1', 'Quarterfinal 2', 'Quarterfinal 3', 'Quarterfinal 4']);
    expect(b.columns[1].slots.map((s) => s.label)).toEqual(['Semifinal 1', 'Semifinal 2']);
    expect(b.columns.map((c) => c.slots[0]!.missingText)).toEqual([
      'Quarterfinal match not available',
      'Semifinal match not available',
      'Final match not available',
    ]);
    expect(b.columns.flatMap((c) => ids(c.slots)).every((x) => x === null)).toBe(true);
  });

  it('keeps quarterfinals in bracket order and leaves missing rounds empty', () => {
    const b = arrangeBracket([round(1, quarterfinals)]);
    expect(b.empty).toBe(false);
    expect(ids(b.columns[0].slots)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(ids(b.columns[1].slots)).toEqual([null, null]);
    expect(ids(b.columns[2].slots)).toEqual([null]);
  });

  it('puts a semifinal under the quarterfinal pair its teams came from, whatever the order it arrives in', () => {
    const sfLower = match('s2', 2, T[5]!, T[6]!); // winners of QF3 and QF4
    const sfUpper = match('s1', 2, T[0]!, T[3]!); // winners of QF1 and QF2
    const b = arrangeBracket([round(1, quarterfinals), round(2, [sfLower, sfUpper])]);
    expect(ids(b.columns[1].slots)).toEqual(['s1', 's2']);
  });

  it('places a semifinal with one TBD side by its known team; an unknown one takes the first free slot', () => {
    const lower = match('s2', 2, null, T[6]!);
    const stray = match('sx', 2, team('Guest'), team('Other'));
    const b = arrangeBracket([round(1, quarterfinals), round(2, [lower, stray])]);
    expect(ids(b.columns[1].slots)).toEqual(['sx', 's2']);
  });

  it('matches saved teams by name when their ids are gone', () => {
    const saved = quarterfinals.map((m) => ({ ...m, team1: m.team1 && { ...m.team1, id: null }, team2: m.team2 && { ...m.team2, id: null } }));
    const sf = match('s2', 2, team('Club 6', null), team('Club 7', null));
    const b = arrangeBracket([round(1, saved), round(2, [sf])]);
    expect(ids(b.columns[1].slots)).toEqual([null, 's2']);
  });

  it('fills the final and sends surplus matches and later rounds to extra', () => {
    const s1 = match('s1', 2, T[0]!, T[3]!, T[0]);
    const s2 = match('s2', 2, T[5]!, T[6]!, T[6]);
    const f = match('f', 3, T[0]!, T[6]!, T[0], '3-2');
    const f2 = match('f2', 3, T[0]!, T[6]!);
    const r4 = match('r4', 4, T[0]!, T[1]!);
    const q5 = match('q5', 1, T[0]!, T[7]!);
    const b = arrangeBracket([round(3, [f, f2]), round(1, [...quarterfinals, q5]), round(2, [s1, s2]), round(4, [r4])]);
    expect(ids(b.columns[0].slots)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(ids(b.columns[2].slots)).toEqual(['f']);
    expect(b.extra.map((m) => m.id).sort()).toEqual(['f2', 'q5', 'r4']);
  });
});

describe('winnerSide', () => {
  it('finds the winner by id, by name for saved matches, and none on a draw or unplayed match', () => {
    expect(winnerSide(quarterfinals[0]!)).toBe(1);
    expect(winnerSide(quarterfinals[1]!)).toBe(2);
    const byName = { ...quarterfinals[1]!, winnerId: null, team1: { ...T[2]!, id: null }, team2: { ...T[3]!, id: null } };
    expect(winnerSide(byName)).toBe(2);
    expect(winnerName(byName)).toBe('Club 4');
    expect(winnerSide(match('d', 1, T[0]!, T[1]!, undefined, '1-1'))).toBeNull();
    expect(winnerSide(match('u', 1, T[0]!, null))).toBeNull();
    expect(winnerName(match('u', 1, T[0]!, null))).toBeNull();
  });
});
