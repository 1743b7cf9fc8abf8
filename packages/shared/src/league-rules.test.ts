import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  generateLeagueSchedule,
  normalizeLeagueScore,
  parseLeagueScore,
  rankStandings,
  scheduleDays,
  shuffleWith,
  tallyStandings,
  validateStandingsEdit,
  type StandingsMatch,
} from './league-rules.js';
import { tAdmin } from './admin-messages.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const teams = (n: number) => Array.from({ length: n }, (_, i) => `team-${String(i).padStart(2, '0')}`);

/** mulberry32: a seeded random source for reproducible shuffles. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('scores', () => {
  it.each([
    ['2-1', { goals1: 2, goals2: 1 }],
    ['0-0', { goals1: 0, goals2: 0 }],
    [' 10 - 3 ', { goals1: 10, goals2: 3 }],
    ['99-99', { goals1: 99, goals2: 99 }],
  ])('parses %j', (text, parsed) => {
    expect(parseLeagueScore(text)).toEqual(parsed);
  });

  it.each(['', '2', '2-', '-1', '2:1', 'a-b', '2-1-0', '100-0', '1.5-1', null, undefined])('refuses %j', (text) => {
    expect(parseLeagueScore(text)).toBeNull();
  });

  it('normalizes what it accepts', () => {
    expect(normalizeLeagueScore(' 3 -0')).toBe('3-0');
    expect(normalizeLeagueScore('3:0')).toBeNull();
  });
});

describe('generateLeagueSchedule: validation in the spec order, with its texts', () => {
  const start = new Date('2026-12-01T00:00:00Z');
  const end = new Date('2026-12-08T00:00:00Z');
  it.each([
    [{ teamIds: teams(4), startDate: null, endDate: end }, 'Please select both start and end dates'],
    [{ teamIds: teams(4), startDate: start, endDate: undefined }, 'Please select both start and end dates'],
    [{ teamIds: teams(4), startDate: new Date('nope'), endDate: end }, 'Please select both start and end dates'],
    [{ teamIds: teams(4), startDate: end, endDate: start }, 'End date must be after start date'],
    [{ teamIds: teams(4), startDate: start, endDate: start }, 'End date must be after start date'],
    [{ teamIds: teams(1), startDate: start, endDate: end }, 'Not enough teams in the league. Please add at least 2 teams before generating matches.'],
    [{ teamIds: ['a', 'a'], startDate: start, endDate: end }, 'Not enough teams in the league. Please add at least 2 teams before generating matches.'],
  ])('%#', (input, text) => {
    const result = generateLeagueSchedule(input, seeded(1));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(tAdmin(result.messageId)).toBe(text);
  });

  it('4 teams over 7 days: 6 matches, one a day at 09:00', () => {
    const result = generateLeagueSchedule({ teamIds: teams(4), startDate: start, endDate: end }, seeded(7));
    if (!result.ok) throw new Error(result.messageId);
    expect(result.days).toBe(7);
    expect(result.matchesPerDay).toBe(1);
    expect(result.matches.map((m) => m.date.toISOString())).toEqual([1, 2, 3, 4, 5, 6].map((d) => `2026-12-0${d}T09:00:00.000Z`));
  });

  it('12 teams over 10 days: 66 pairs, 7 a day spread from 09:00 across 9 hours', () => {
    const result = generateLeagueSchedule({ teamIds: teams(12), startDate: start, endDate: new Date(start.getTime() + 10 * DAY) }, seeded(3));
    if (!result.ok) throw new Error(result.messageId);
    expect(result.matches).toHaveLength(66);
    expect(result.matchesPerDay).toBe(7);
    const firstDay = result.matches.filter((m) => m.date.getTime() < start.getTime() + DAY).map((m) => m.date.toISOString().slice(11, 16));
    expect(firstDay).toEqual(['09:00', '10:17', '11:34', '12:51', '14:08', '15:25', '16:42']);
  });

  it('the order is shuffled by the injected random source and reproducible from it', () => {
    const input = { teamIds: teams(8), startDate: start, endDate: end };
    const a = generateLeagueSchedule(input, seeded(42));
    const b = generateLeagueSchedule(input, seeded(42));
    const c = generateLeagueSchedule(input, seeded(43));
    if (!a.ok || !b.ok || !c.ok) throw new Error('schedule failed');
    const pairs = (r: typeof a) => r.matches.map((m) => `${m.team1Id}/${m.team2Id}`);
    expect(pairs(a)).toEqual(pairs(b));
    expect(pairs(a)).not.toEqual(pairs(c));
  });

  it('property: every pair exactly once, never a team against itself, ceil(pairs/days) per day, 09:00 to 18:00 within the range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer(),
        fc.integer({ min: 0, max: 23 }),
        (n, days, seed, startHour) => {
          const startDate = new Date(Date.UTC(2026, 0, 1) + startHour * HOUR);
          const endDate = new Date(startDate.getTime() + days * DAY);
          const ids = teams(n);
          const result = generateLeagueSchedule({ teamIds: ids, startDate, endDate }, seeded(seed));
          if (!result.ok) return false;
          const pairs = (n * (n - 1)) / 2;
          const perDay = Math.ceil(pairs / days);
          expect(result.days).toBe(days);
          expect(result.matchesPerDay).toBe(perDay);
          expect(result.matches).toHaveLength(pairs);
          const seen = new Set<string>();
          for (const m of result.matches) {
            expect(m.team1Id).not.toBe(m.team2Id);
            expect(ids).toContain(m.team1Id);
            expect(ids).toContain(m.team2Id);
            const key = [m.team1Id, m.team2Id].sort().join('|');
            expect(seen.has(key)).toBe(false);
            seen.add(key);
          }
          expect(seen.size).toBe(pairs);
          const perDayCount = new Map<number, number>();
          for (const m of result.matches) {
            const offset = m.date.getTime() - startDate.getTime();
            const day = Math.floor(offset / DAY);
            const intoDay = offset - day * DAY;
            expect(day).toBeGreaterThanOrEqual(0);
            expect(day).toBeLessThan(days);
            expect(intoDay).toBeGreaterThanOrEqual(9 * HOUR);
            expect(intoDay).toBeLessThan(18 * HOUR);
            perDayCount.set(day, (perDayCount.get(day) ?? 0) + 1);
          }
          // Days are filled in order with exactly `perDay` matches, the last one with what remains.
          const counts = [...perDayCount.entries()].sort((a, b) => a[0] - b[0]);
          counts.forEach(([day, count], index) => {
            expect(day).toBe(index);
            if (index < counts.length - 1) expect(count).toBe(perDay);
            else expect(count).toBeLessThanOrEqual(perDay);
          });
          // Kick-offs of one day are distinct and evenly spaced.
          const firstDay = result.matches.filter((m) => m.date.getTime() - startDate.getTime() < DAY).map((m) => m.date.getTime());
          expect(new Set(firstDay).size).toBe(firstDay.length);
          return true;
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('scheduleDays counts whole days, at least one', () => {
    expect(scheduleDays(new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T05:00:00Z'))).toBe(1);
    expect(scheduleDays(new Date('2026-01-01T00:00:00Z'), new Date('2026-01-31T00:00:00Z'))).toBe(30);
    // A daylight-saving change (23 or 25 hour day) still counts as one day.
    expect(scheduleDays(new Date('2026-03-01T05:00:00Z'), new Date('2026-03-10T04:00:00Z'))).toBe(9);
  });

  it('shuffleWith keeps every item, whatever the random source returns', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1 }), (items, randoms) => {
        let i = 0;
        const out = shuffleWith(items, () => randoms[i++ % randoms.length]!);
        expect([...out].sort()).toEqual([...items].sort());
      }),
    );
  }, 60_000);
});

describe('standings', () => {
  const named = (ids: string[]) => ids.map((id) => ({ id, name: id.toUpperCase() }));

  it('tallies played/won/drawn/lost, goals and points 3/1/0; unplayed and bad scores count for nothing', () => {
    const matches: StandingsMatch[] = [
      { team1Id: 'a', team2Id: 'b', score: '2-1' },
      { team1Id: 'b', team2Id: 'c', score: '0-0' },
      { team1Id: 'c', team2Id: 'a', score: '3-1' },
      { team1Id: 'a', team2Id: 'c', score: null },
      { team1Id: 'a', team2Id: 'b', score: 'x' },
      { team1Id: 'a', team2Id: 'zz', score: '5-0' },
    ];
    const lines = tallyStandings(['a', 'b', 'c'], matches);
    expect(lines.get('a')).toEqual({ teamId: 'a', matchesPlayed: 2, wins: 1, draws: 0, losses: 1, goalsFor: 3, goalsAgainst: 4, points: 3 });
    expect(lines.get('b')).toEqual({ teamId: 'b', matchesPlayed: 2, wins: 0, draws: 1, losses: 1, goalsFor: 1, goalsAgainst: 2, points: 1 });
    expect(lines.get('c')).toEqual({ teamId: 'c', matchesPlayed: 2, wins: 1, draws: 1, losses: 0, goalsFor: 3, goalsAgainst: 1, points: 4 });
  });

  it('orders by points, then goal difference, then goals scored', () => {
    const line = (teamId: string, points: number, goalsFor: number, goalsAgainst: number) => ({
      teamId,
      matchesPlayed: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      goalsFor,
      goalsAgainst,
      points,
    });
    const ranked = rankStandings([line('low', 3, 9, 0), line('gd', 6, 2, 0), line('gf', 6, 5, 3), line('top', 9, 0, 5)], []);
    expect(ranked.map((r) => [r.teamId, r.position, r.goalDifference])).toEqual([
      ['top', 1, -5],
      ['gf', 2, 2],
      ['gd', 3, 2],
      ['low', 4, 9],
    ]);
  });

  it('breaks a full tie by head-to-head, then by name', () => {
    // a and b level on points (3), goal difference (0) and goals scored (3); b beat a.
    const matches: StandingsMatch[] = [
      { team1Id: 'a', team2Id: 'b', score: '1-2' },
      { team1Id: 'c', team2Id: 'b', score: '2-1' },
      { team1Id: 'a', team2Id: 'd', score: '2-1' },
    ];
    const ranked = computeStandings(named(['a', 'b', 'c', 'd']), matches);
    const byId = Object.fromEntries(ranked.map((r) => [r.teamId, r]));
    expect([byId.a, byId.b].map((r) => [r!.points, r!.goalDifference, r!.goalsFor])).toEqual([
      [3, 0, 3],
      [3, 0, 3],
    ]);
    // c has 3 points and a better goal difference; d lost its only match.
    expect(ranked.map((r) => r.teamId)).toEqual(['c', 'b', 'a', 'd']);
    // No matches at all: everyone level, ordered by name.
    expect(computeStandings(named(['m', 'k', 'z']), []).map((r) => r.teamId)).toEqual(['k', 'm', 'z']);
  });

  it('property: the tally is consistent with the matches (conservation of goals and results)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.array(fc.tuple(fc.nat(9), fc.nat(9), fc.option(fc.tuple(fc.nat(9), fc.nat(9)))), { maxLength: 60 }),
        (n, raw) => {
          const ids = teams(n);
          const matches = raw
            .map(([i, j, s]) => ({ team1Id: ids[i % n]!, team2Id: ids[j % n]!, score: s ? `${s[0]}-${s[1]}` : null }))
            .filter((m) => m.team1Id !== m.team2Id);
          const ranked = computeStandings(
            ids.map((id) => ({ id, name: id })),
            matches,
          );
          const scored = matches.filter((m) => m.score !== null);
          const sum = (f: (r: (typeof ranked)[number]) => number) => ranked.reduce((s, r) => s + f(r), 0);
          expect(sum((r) => r.matchesPlayed)).toBe(2 * scored.length);
          expect(sum((r) => r.goalsFor)).toBe(sum((r) => r.goalsAgainst));
          expect(sum((r) => r.wins)).toBe(sum((r) => r.losses));
          expect(sum((r) => r.draws) % 2).toBe(0);
          for (const r of ranked) {
            expect(r.matchesPlayed).toBe(r.wins + r.draws + r.losses);
            expect(r.points).toBe(3 * r.wins + r.draws);
          }
          expect(ranked.map((r) => r.position)).toEqual(ranked.map((_, i) => i + 1));
          for (let i = 1; i < ranked.length; i += 1) {
            const [a, b] = [ranked[i - 1]!, ranked[i]!];
            expect(
              a.points > b.points ||
                (a.points === b.points && (a.goalDifference > b.goalDifference || (a.goalDifference === b.goalDifference && a.goalsFor >= b.goalsFor))),
            ).toBe(true);
          }
        },
      ),
    );
  }, 60_000);

  it('validates a manual edit with the spec texts', () => {
    const ok = { matchesPlayed: 3, wins: 1, draws: 1, losses: 1, goalsFor: 2, goalsAgainst: 2, points: 4 };
    expect(validateStandingsEdit(ok)).toBeNull();
    expect(tAdmin(validateStandingsEdit({ ...ok, goalsFor: -1 })!)).toBe('All values must be non-negative');
    expect(tAdmin(validateStandingsEdit({ ...ok, matchesPlayed: 4 })!)).toBe('Matches played must equal the sum of wins, draws, and losses');
  });
});
