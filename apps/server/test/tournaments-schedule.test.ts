import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { addTeam, createTournament } from './tournament-helpers.js';

/**
 * Generated matches are scheduled inside the tournament's window: the quarterfinals on its start, the
 * semifinals midway, the final on its end — whether the rounds come from Advance Tournament or Generate Next
 * Round, and whenever the admin clicks.
 */
describe('tournament bracket: generated matches stay inside the tournament window', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin();
  });
  afterAll(() => t.close());

  async function playToTheFinal(window: { startDate: string; endDate: string }, next: 'advance' | 'next-round') {
    const cup = await createTournament(t, admin, window);
    for (let i = 0; i < 8; i += 1) await addTeam(t, admin, cup.id, `Team ${i}`);
    const ok = async (url: string) => {
      const res = await t.request(admin, { method: 'POST', url, payload: {} });
      expect(res.statusCode, res.body).toBe(200);
    };
    await ok(`/api/admin/tournaments/${cup.id}/generate-matches`);
    for (let round = 1; round <= 2; round += 1) {
      const open = (await t.db.select().from(matches).where(eq(matches.tournamentId, cup.id))).filter((m) => m.roundNumber === round);
      for (const m of open) {
        const res = await t.request(admin, { method: 'PATCH', url: `/api/admin/matches/${m.id}/score`, payload: { score: '2-1' } });
        expect(res.statusCode, res.body).toBe(200);
      }
      await ok(`/api/admin/tournaments/${cup.id}/${next}`);
    }
    const rows = await t.db.select().from(matches).where(eq(matches.tournamentId, cup.id));
    expect(rows.map((m) => m.roundNumber).sort()).toEqual([1, 1, 1, 1, 2, 2, 3]);
    return rows;
  }

  it('spreads the rounds from the start date to the end date (Advance Tournament)', async () => {
    const window = { startDate: '2027-03-01T10:00:00.000Z', endDate: '2027-03-09T10:00:00.000Z' };
    const rows = await playToTheFinal(window, 'advance');
    for (const m of rows) {
      expect(m.date.getTime(), `round ${m.roundNumber}`).toBeGreaterThanOrEqual(Date.parse(window.startDate));
      expect(m.date.getTime(), `round ${m.roundNumber}`).toBeLessThanOrEqual(Date.parse(window.endDate));
    }
    const dayOf = (round: number) =>
      rows
        .find((m) => m.roundNumber === round)!
        .date.toISOString()
        .slice(0, 10);
    expect([dayOf(1), dayOf(2), dayOf(3)]).toEqual(['2027-03-01', '2027-03-05', '2027-03-09']);
    // The final is on the end date itself, not after it.
    expect(rows.find((m) => m.roundNumber === 3)!.date.toISOString()).toBe(window.endDate);
  });

  it('keeps a same-day tournament on its day, in bracket order, and a window in the past in the past (Generate Next Round)', async () => {
    const sameDay = { startDate: '2027-04-02T09:00:00.000Z', endDate: '2027-04-02T21:00:00.000Z' };
    for (const m of await playToTheFinal(sameDay, 'next-round')) {
      expect(m.date.toISOString().slice(0, 10)).toBe('2027-04-02');
      expect(m.date.getTime()).toBeLessThanOrEqual(Date.parse(sameDay.endDate));
      expect(m.date.getTime()).toBeGreaterThanOrEqual(Date.parse(sameDay.startDate));
    }
    // Start and end on the same date (the form's dates): every match on that day, in bracket order.
    const oneDate = { startDate: '2027-04-03T00:00:00.000Z', endDate: '2027-04-03T00:00:00.000Z' };
    const rows = await playToTheFinal(oneDate, 'next-round');
    for (const m of rows) expect(m.date.toISOString().slice(0, 10)).toBe('2027-04-03');
    const quarterfinals = rows.filter((m) => m.roundNumber === 1).map((m) => m.date.getTime());
    expect(new Set(quarterfinals).size).toBe(4);
    const past = { startDate: '2025-01-10T10:00:00.000Z', endDate: '2025-01-14T10:00:00.000Z' };
    for (const m of await playToTheFinal(past, 'next-round')) expect(m.date.getTime()).toBeLessThanOrEqual(Date.parse(past.endDate));
  });
});
