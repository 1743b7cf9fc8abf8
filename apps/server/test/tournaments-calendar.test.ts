import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed, LeagueMatchList, MyMatch } from '@arena/shared';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { addTeamApi, createLeagueApi, setStatusApi } from './leagues-helpers.js';
import { addTeam, bracketOf, createTournament } from './tournament-helpers.js';

/** The private "my matches" calendar link (leagues module) carries the user's tournament matches too. */
describe('private calendar feed with tournament matches', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, alice, bob] = await Promise.all([t.createAdmin(), t.createUser({ name: 'Alice Feed' }), t.createUser({ name: 'Bob Feed' })]);
  });
  afterAll(() => t.close());

  it("lists the user's league and tournament matches with stable UIDs, and nobody else's", async () => {
    // A league match of Alice's team.
    const league = await createLeagueApi(t, admin, { priceCents: 0, winningPriceCents: 0 });
    await addTeamApi(t, admin, league.id, 'Alice United', alice.id);
    await addTeamApi(t, admin, league.id, 'Rovers');
    await setStatusApi(t, admin, league.id, 'started');
    const gen = await t.request(admin, {
      method: 'POST',
      url: '/api/admin/league-matches/generate',
      payload: { leagueId: league.id, startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-03T00:00:00.000Z' },
    });
    expect(gen.statusCode, gen.body).toBe(201);
    const leagueMatches = gen.json<LeagueMatchList>().items;
    expect(leagueMatches).toHaveLength(1);

    // A tournament with Alice's team among 8; quarterfinals generated, her match scored.
    const tournament = await createTournament(t, admin, { name: 'Feed Cup', startDate: '2026-12-05T18:00:00.000Z', endDate: '2026-12-12T18:00:00.000Z' });
    await addTeam(t, admin, tournament.id, 'Alice Eagles', alice.id);
    for (let i = 2; i <= 8; i++) await addTeam(t, admin, tournament.id, `Club ${i}`);
    const generated = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/generate-matches`, payload: {} });
    expect(generated.statusCode, generated.body).toBe(200);
    const quarterfinals = (await bracketOf(t, admin, tournament.id)).rounds[0]!.matches;
    const aliceMatch = quarterfinals.find((m) => m.team1?.name === 'Alice Eagles' || m.team2?.name === 'Alice Eagles')!;
    await t.request(admin, { method: 'PATCH', url: `/api/admin/matches/${aliceMatch.id}/score`, payload: { score: '3-1' } });
    const mine = (await t.request(alice, { method: 'GET', url: '/api/tournaments/my-matches' })).json<{ items: MyMatch[] }>();
    expect(mine.items).toHaveLength(1);

    const made = (await t.request(alice, { method: 'POST', url: '/api/leagues/calendar-feed' })).json<CalendarFeed>();
    const feed = await t.request(null, { method: 'GET', url: new URL(made.url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const { name, events } = parseCalendar(feed.body);
    expect(name).toBe('Arena: my matches');
    expect(events.map((e) => e.uid).sort()).toEqual([`league-match-${leagueMatches[0]!.id}@arena`, `tournament-match-${aliceMatch.id}@arena`].sort());

    const cupEvent = events.find((e) => e.uid === `tournament-match-${aliceMatch.id}@arena`)!;
    const opponent = mine.items[0]!.opponent!.name;
    expect(cupEvent.summary).toBe(`Alice Eagles vs ${opponent} (Quarterfinals)`);
    expect(cupEvent.description).toContain('Feed Cup');
    expect(cupEvent.description).toContain(mine.items[0]!.score!);
    expect(cupEvent.start.toISOString()).toBe(mine.items[0]!.date);
    expect(cupEvent.utc).toBe(true);
    expect(cupEvent.end.getTime() - cupEvent.start.getTime()).toBe(2 * 3_600_000);

    // The tournament's own feed uses the same UID for that match.
    const cupFeed = parseCalendar((await t.request(alice, { method: 'GET', url: `/api/tournaments/${tournament.id}/calendar.ics` })).body);
    expect(cupFeed.events.map((e) => e.uid)).toContain(`tournament-match-${aliceMatch.id}@arena`);
    expect(cupFeed.events).toHaveLength(4);

    // Bob has no team anywhere: his feed is empty but valid.
    const bobs = (await t.request(bob, { method: 'POST', url: '/api/leagues/calendar-feed' })).json<CalendarFeed>();
    const bobFeed = await t.request(null, { method: 'GET', url: new URL(bobs.url).pathname });
    expect(parseCalendar(bobFeed.body).events).toEqual([]);
  });
});

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  start: Date;
  end: Date;
  utc: boolean;
}

function parseCalendar(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      utc: event.startDate.zone?.tzid === 'UTC',
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? calendar.getFirstPropertyValue('name')), events };
}
