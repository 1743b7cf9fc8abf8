import { inEnglish } from './notification-text.js';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLeagueRankings, AdminRequestList, CalendarFeed, LeagueCalendar, LeagueMatchList, MyMatches, RequestOptions } from '@arena/shared';
import { auditLog, competitions, notifications } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { addTeamApi, approveRequestApi, createLeagueApi, enroll, joinLeague, leagueDetail, rejectRequestApi, setStatusApi } from './leagues-helpers.js';
import { baseUrl, openEventStream } from './sse.js';
import { errorOf, fund } from './wallet-helpers.js';

/** Admin screens of leagues (matches, calendar, rankings), requests, the iCalendar feeds and live standings. */
describe('league admin, requests and calendars', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, alice, bob] = await Promise.all([t.createAdmin(), t.createUser({ name: 'Alice Pierre' }), t.createUser({ name: 'Bob Louis' })]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  async function startedLeague(teamNames = ['Alpha', 'Bravo', 'Charlie', 'Delta']) {
    const league = await createLeagueApi(t, admin, { priceCents: 0, winningPriceCents: 0 });
    for (const name of teamNames) await addTeamApi(t, admin, league.id, name);
    await setStatusApi(t, admin, league.id, 'started');
    const gen = await t.request(admin, {
      method: 'POST',
      url: '/api/admin/league-matches/generate',
      payload: { leagueId: league.id, startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-03T00:00:00.000Z' },
    });
    expect(gen.statusCode, gen.body).toBe(201);
    return { league, matches: gen.json<LeagueMatchList>().items };
  }

  it('match form rules: league required, teams of that league, different teams', async () => {
    const { league, matches } = await startedLeague();
    const other = await createLeagueApi(t, admin);
    const foreign = (await addTeamApi(t, admin, other.id, 'Stranger')).teams[0]!;
    const [m] = matches;
    const noLeague = await t.request(admin, {
      method: 'POST',
      url: '/api/admin/league-matches',
      payload: { team1Id: m!.team1.id, team2Id: m!.team2.id, date: '2026-12-05T10:00:00Z' },
    });
    expect(errorOf(noLeague).message).toBe('Please select a league');
    const same = await t.request(admin, {
      method: 'POST',
      url: '/api/admin/league-matches',
      payload: { leagueId: league.id, team1Id: m!.team1.id, team2Id: m!.team1.id, date: '2026-12-05T10:00:00Z' },
    });
    expect(errorOf(same).message).toBe('Team 1 and team 2 must be different teams');
    const cross = await t.request(admin, {
      method: 'POST',
      url: '/api/admin/league-matches',
      payload: { leagueId: league.id, team1Id: m!.team1.id, team2Id: foreign.id, date: '2026-12-05T10:00:00Z' },
    });
    expect(errorOf(cross).message).toBe('Both teams must belong to the selected league');
    const ok = await t.request(admin, {
      method: 'POST',
      url: '/api/admin/league-matches',
      payload: { leagueId: league.id, team1Id: m!.team1.id, team2Id: m!.team2.id, date: '2026-12-05T10:00:00Z', score: '1-0' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const list = (await t.request(admin, { method: 'GET', url: `/api/admin/league-matches?leagueId=${league.id}` })).json<LeagueMatchList>();
    expect(list.items).toHaveLength(7);
    const searched = (await t.request(admin, { method: 'GET', url: `/api/admin/league-matches?search=Stranger` })).json<LeagueMatchList>();
    expect(searched.items).toEqual([]);
    const del = await t.request(admin, { method: 'DELETE', url: `/api/admin/league-matches/${ok.json<{ match: { id: string } }>().match.id}` });
    expect(del.json()).toEqual({ message: 'Match deleted successfully' });
    const gone = await t.request(admin, {
      method: 'PATCH',
      url: `/api/admin/league-matches/${ok.json<{ match: { id: string } }>().match.id}/score`,
      payload: { score: '1-1' },
    });
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe('Match not found');
  });

  it('calendar groups a month by local day; an empty month is empty', async () => {
    const { league } = await startedLeague(['A1', 'B1', 'C1']);
    const utc = (await t.request(admin, { method: 'GET', url: `/api/admin/league-calendar?month=2026-12&leagueId=${league.id}` })).json<LeagueCalendar>();
    expect(utc.days.map((d) => [d.date, d.matches.length])).toEqual([
      ['2026-12-01', 2],
      ['2026-12-02', 1],
    ]);
    // Haiti (UTC−5): 09:00 UTC is 04:00 the same day.
    const haiti = (
      await t.request(admin, { method: 'GET', url: `/api/admin/league-calendar?month=2026-12&tzOffsetMinutes=300&leagueId=${league.id}` })
    ).json<LeagueCalendar>();
    expect(haiti.days.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02']);
    const empty = (await t.request(admin, { method: 'GET', url: `/api/admin/league-calendar?month=2027-03&leagueId=${league.id}` })).json<LeagueCalendar>();
    expect(empty).toEqual({ month: '2027-03', days: [] });
  });

  it('rankings: manual edit validated and audited with before/after; recalculate; complete; a score change recomputes', async () => {
    const { league, matches } = await startedLeague();
    await t.request(admin, { method: 'PATCH', url: `/api/admin/league-matches/${matches[0]!.id}/score`, payload: { score: '2-0' } });
    const list = (
      await t.request(admin, { method: 'GET', url: `/api/admin/league-rankings?search=${encodeURIComponent(league.name)}` })
    ).json<AdminLeagueRankings>();
    expect(list.items).toHaveLength(1);
    const row = list.items[0]!.standings[0]!;
    expect(row).toMatchObject({ points: 3, wins: 1, goalsFor: 2 });

    const bad = await t.request(admin, {
      method: 'PUT',
      url: `/api/admin/league-rankings/${row.id}`,
      payload: { matchesPlayed: 2, wins: 1, draws: 0, losses: 0, goalsFor: 2, goalsAgainst: 0, points: 3 },
    });
    expect(errorOf(bad).message).toBe('Matches played must equal the sum of wins, draws, and losses');
    const neg = await t.request(admin, {
      method: 'PUT',
      url: `/api/admin/league-rankings/${row.id}`,
      payload: { matchesPlayed: 1, wins: 1, draws: 0, losses: 0, goalsFor: -2, goalsAgainst: 0, points: 3 },
    });
    expect(errorOf(neg).message).toBe('All values must be non-negative');
    const edit = await t.request(admin, {
      method: 'PUT',
      url: `/api/admin/league-rankings/${row.id}`,
      payload: { matchesPlayed: 3, wins: 2, draws: 1, losses: 0, goalsFor: 5, goalsAgainst: 1, points: 0 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ message: 'Ranking updated successfully' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, row.id), eq(auditLog.action, 'league.ranking.update')));
    expect(audit!.before).toMatchObject({ wins: 1, points: 3 });
    expect(audit!.after).toMatchObject({ wins: 2, points: 0 });

    const recalc = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/rankings/recalculate`, payload: {} });
    expect(recalc.statusCode, recalc.body).toBe(200);
    expect(recalc.json<{ standings: Array<{ id: string; points: number }> }>().standings.find((s) => s.id === row.id)!.points).toBe(7);

    // The next score change recomputes everything from the matches (the manual edit does not survive it).
    await t.request(admin, { method: 'PATCH', url: `/api/admin/league-matches/${matches[1]!.id}/score`, payload: { score: '1-1' } });
    const after = await leagueDetail(t, alice, league.id);
    expect(after.standings.reduce((n, s) => n + s.matchesPlayed, 0)).toBe(4);

    const done = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/complete` });
    expect(done.json()).toEqual({ message: 'League marked as completed successfully' });
    const twice = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/complete` });
    expect(errorOf(twice).message).toBe('Only a started league can be marked as completed.');
  });

  it('an open standings page gets a standings event when the admin enters a score', async () => {
    const { league, matches } = await startedLeague(['S1', 'S2']);
    const stream = await openEventStream(baseUrl(t.app), alice.cookie);
    try {
      await t.request(admin, { method: 'PATCH', url: `/api/admin/league-matches/${matches[0]!.id}/score`, payload: { score: '3-1' } });
      const frame = await stream.waitFor((f) => f.event === 'standings');
      expect(JSON.parse(frame.data)).toEqual({ leagueId: league.id });
    } finally {
      stream.close();
    }
  });

  it('requests: list with search, status filter and pages of 10; approve/reject notify; admins get a requests event', async () => {
    const league = await createLeagueApi(t, admin, { priceCents: 100 });
    const users = await Promise.all(Array.from({ length: 12 }, () => t.createUser()));
    for (const u of users) {
      await fund(t, admin, u, 1);
      expect((await enroll(t, u, league.id)).statusCode).toBe(201);
    }
    const search = encodeURIComponent(league.name);
    const page1 = (await t.request(admin, { method: 'GET', url: `/api/admin/requests?search=${search}&status=pending` })).json<AdminRequestList>();
    expect(page1).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0]).toMatchObject({ kind: 'league_enrollment', league: { id: league.id, priceCents: 100 }, entryFeeCents: 100, status: 'pending' });
    const page2 = (await t.request(admin, { method: 'GET', url: `/api/admin/requests?search=${search}&status=pending&page=2` })).json<AdminRequestList>();
    expect(page2.items).toHaveLength(2);

    const adminStream = await openEventStream(baseUrl(t.app), admin.cookie);
    try {
      const target = page1.items[0]!;
      const approved = await approveRequestApi(t, admin, target.id);
      expect(approved.json()).toMatchObject({ message: 'Request approved successfully', request: { status: 'approved' } });
      const frame = await adminStream.waitFor((f) => f.event === 'requests');
      expect(JSON.parse(frame.data)).toEqual({ requestId: target.id, status: 'approved' });
      const again = await rejectRequestApi(t, admin, target.id);
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe('This request has already been processed.');
      const rejected = await rejectRequestApi(t, admin, page1.items[1]!.id);
      expect(rejected.json()).toMatchObject({ message: 'Request rejected and entry fee refunded successfully', refundedCents: 100 });
      const titles = async (u: TestUser) =>
        (await t.db.select().from(notifications).where(eq(notifications.userId, u.id))).map(inEnglish).map((n) => [n.title, n.message]);
      const owner = (id: string) => users.find((u) => u.id === id)!;
      expect(await titles(owner(target.user.id))).toContainEqual(['Request Approved', 'Your request has been approved.']);
      expect(await titles(owner(page1.items[1]!.user.id))).toContainEqual(['Request Rejected', 'Your request has been rejected.']);
    } finally {
      adminStream.close();
    }
    const approvedOnly = (await t.request(admin, { method: 'GET', url: `/api/admin/requests?search=${search}&status=approved` })).json<AdminRequestList>();
    expect(approvedOnly.total).toBe(1);
    const missing = await approveRequestApi(t, admin, crypto.randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Request not found');
  });

  it('new request: options are active leagues, competitions depend on the league, fields required and trimmed', async () => {
    const league = await createLeagueApi(t, admin);
    const other = await createLeagueApi(t, admin);
    const [c1] = await t.db
      .insert(competitions)
      .values({ leagueId: league.id, name: 'Cup', startDate: new Date('2026-12-02'), endDate: new Date('2026-12-05') })
      .returning();
    const [c0] = await t.db
      .insert(competitions)
      .values({ leagueId: league.id, name: 'Opener', startDate: new Date('2026-12-01'), endDate: new Date('2026-12-02') })
      .returning();
    const [foreign] = await t.db
      .insert(competitions)
      .values({ leagueId: other.id, name: 'Other', startDate: new Date('2026-12-01'), endDate: new Date('2026-12-02') })
      .returning();
    const options = (await t.request(bob, { method: 'GET', url: '/api/requests/options' })).json<RequestOptions>();
    expect(options.leagues.map((l) => l.id)).toEqual(expect.arrayContaining([league.id, other.id]));
    const comps = (await t.request(bob, { method: 'GET', url: `/api/leagues/${league.id}/competitions` })).json<{ items: Array<{ id: string }> }>();
    expect(comps.items.map((c) => c.id)).toEqual([c0!.id, c1!.id]);

    const blank = await t.request(bob, {
      method: 'POST',
      url: '/api/requests',
      payload: { title: '  ', description: 'x', leagueId: league.id, competitionId: c1!.id },
    });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toBe('Please fill in all fields');
    const wrong = await t.request(bob, {
      method: 'POST',
      url: '/api/requests',
      payload: { title: 'T', description: 'D', leagueId: league.id, competitionId: foreign!.id },
    });
    expect(errorOf(wrong).message).toBe('The chosen competition does not belong to this league.');
    const ok = await t.request(bob, {
      method: 'POST',
      url: '/api/requests',
      payload: { title: '  Kick-off time ', description: ' Later please ', leagueId: league.id, competitionId: c1!.id },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      request: { kind: 'request', title: 'Kick-off time', description: 'Later please', status: 'pending', entryFeeCents: 0, competition: { name: 'Cup' } },
    });
    const mine = (await t.request(bob, { method: 'GET', url: '/api/requests/mine' })).json<{ items: Array<{ title: string }> }>();
    expect(mine.items.map((r) => r.title)).toContain('Kick-off time');
    const alices = (await t.request(alice, { method: 'GET', url: '/api/requests/mine' })).json<{ items: Array<{ title: string }> }>();
    expect(alices.items.map((r) => r.title)).not.toContain('Kick-off time');
  });

  it('iCalendar: the league feed parses back with one VEVENT per match, stable UIDs and UTC times; the private feed follows its token', async () => {
    const league = await createLeagueApi(t, admin, { priceCents: 0 });
    for (const name of ['Uno', 'Dos', 'Tres'])
      await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/available-teams`, payload: { name } });
    await joinLeague(t, admin, bob, league.id, 'Dos');
    await addTeamApi(t, admin, league.id, 'Uno');
    await addTeamApi(t, admin, league.id, 'Tres');
    const gen = await t.request(admin, {
      method: 'POST',
      url: '/api/admin/league-matches/generate',
      payload: { leagueId: league.id, startDate: '2026-12-01T05:00:00.000Z', endDate: '2026-12-04T05:00:00.000Z' },
    });
    const matches = gen.json<LeagueMatchList>().items;
    await t.request(admin, { method: 'PATCH', url: `/api/admin/league-matches/${matches[0]!.id}/score`, payload: { score: '2-2' } });

    const res = await t.request(alice, { method: 'GET', url: `/api/leagues/${league.id}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const events = parseEvents(res.body);
    expect(events).toHaveLength(3);
    expect(events.map((e) => e.uid).sort()).toEqual(matches.map((m) => `league-match-${m.id}@arena`).sort());
    for (const m of matches) {
      const e = events.find((x) => x.uid === `league-match-${m.id}@arena`)!;
      expect(e.start.toISOString()).toBe(m.date);
      expect(e.utc).toBe(true);
      expect(e.summary).toBe(`${m.team1.name} vs ${m.team2.name}`);
    }
    expect(events.find((e) => e.uid === `league-match-${matches[0]!.id}@arena`)!.description).toContain('Score: 2-2');
    // The same match keeps its UID after an edit (a subscribed calendar updates the event).
    await t.request(admin, { method: 'PATCH', url: `/api/admin/league-matches/${matches[1]!.id}/score`, payload: { score: '1-0' } });
    expect(
      parseEvents((await t.request(alice, { method: 'GET', url: `/api/leagues/${league.id}/calendar.ics` })).body)
        .map((e) => e.uid)
        .sort(),
    ).toEqual(events.map((e) => e.uid).sort());
    expect((await t.request(null, { method: 'GET', url: `/api/leagues/${league.id}/calendar.ics` })).statusCode).toBe(401);

    // Private feed: off until made; its URL works without a session; a reset revokes the old link.
    expect((await t.request(bob, { method: 'GET', url: '/api/leagues/calendar-feed' })).json()).toEqual({ active: false, createdAt: null });
    const made = (await t.request(bob, { method: 'POST', url: '/api/leagues/calendar-feed' })).json<CalendarFeed>();
    expect(made.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\/matches\.ics$/);
    const path = new URL(made.url).pathname;
    const feed = await t.request(null, { method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    const mine = parseEvents(feed.body);
    const bobsMatches = (await t.request(bob, { method: 'GET', url: '/api/leagues/my-matches' })).json<MyMatches>();
    expect(bobsMatches.items.length).toBe(2);
    expect(mine.map((e) => e.uid).sort()).toEqual(bobsMatches.items.map((m) => `league-match-${m.id}@arena`).sort());
    const reset = (await t.request(bob, { method: 'POST', url: '/api/leagues/calendar-feed' })).json<CalendarFeed>();
    expect(reset.url).not.toBe(made.url);
    expect((await t.request(null, { method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.request(null, { method: 'GET', url: new URL(reset.url).pathname })).statusCode).toBe(200);
    await t.request(bob, { method: 'DELETE', url: '/api/leagues/calendar-feed' });
    expect((await t.request(null, { method: 'GET', url: new URL(reset.url).pathname })).statusCode).toBe(404);
    expect((await t.request(bob, { method: 'GET', url: '/api/leagues/calendar-feed' })).json()).toMatchObject({ active: false });
  });

  it('delete of a completed league keeps its fees; the champion notification carries the prize', async () => {
    const league = await createLeagueApi(t, admin, { priceCents: 200, winningPriceCents: 1000 });
    for (const name of ['Kilo', 'Lima']) await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/available-teams`, payload: { name } });
    await fund(t, admin, alice, 2);
    const teamId = await joinLeague(t, admin, alice, league.id, 'Kilo');
    await addTeamApi(t, admin, league.id, 'Lima');
    await setStatusApi(t, admin, league.id, 'started');
    const champion = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/champion`, payload: { teamId } });
    expect(champion.statusCode, champion.body).toBe(200);
    const [note] = (
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, alice.id), eq(notifications.titleKey, 'notify.leagueChampion.title')))
    ).map(inEnglish);
    expect(note!.message).toContain('$10.00');
    const del = await t.request(admin, { method: 'DELETE', url: `/api/admin/leagues/${league.id}` });
    expect(del.json()).toMatchObject({ refundedCount: 0, message: 'League deleted successfully' });
  });
});

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  start: Date;
  utc: boolean;
}

function parseEvents(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate(),
      utc: event.startDate.zone?.tzid === 'UTC',
    };
  });
}
