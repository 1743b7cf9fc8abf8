import { inEnglish } from './notification-text.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMatch, AdminTournament, EnrollResponse, MyMatch, SavedTournamentRanking, UserTournament } from '@arena/shared';
import { auditLog, calendarEvents, notifications, requests, walletEntries } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { addTeam, approveEnrollment, bracketOf, createTournament, errorMessage } from './tournament-helpers.js';
import { expectLedgerOk, fund, walletOf } from './wallet-helpers.js';

describe('tournaments', () => {
  let t: TestApp;
  let admin: TestUser;
  let players: TestUser[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin();
    players = [];
    for (let i = 0; i < 8; i++) players.push(await t.createUser({ name: `Player ${i + 1}` }));
  });
  afterAll(() => t.close());

  describe('admin tournament form', () => {
    it('refuses negative prices and missing fields with the spec texts', async () => {
      const post = (payload: Record<string, unknown>) => t.request(admin, { method: 'POST', url: '/api/admin/tournaments', payload });
      const valid = { name: 'X', startDate: '2026-12-01', endDate: '2026-12-02', priceCents: 0, winningPriceCents: 0, status: 'upcoming' };
      let res = await post({ ...valid, priceCents: -100 });
      expect(res.statusCode).toBe(400);
      expect(errorMessage(res)).toBe('Entry price cannot be negative');
      res = await post({ ...valid, winningPriceCents: -1 });
      expect(errorMessage(res)).toBe('Winning price cannot be negative');
      res = await post({ ...valid, name: '  ' });
      expect(errorMessage(res)).toBe('Please enter a tournament name');
      res = await post({ ...valid, endDate: '2026-11-01' });
      expect(errorMessage(res)).toBe('End date must be after start date');
      res = await post(valid);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ tournament: AdminTournament }>().tournament).toMatchObject({ name: 'X', status: 'upcoming', teamCount: 0, maxTeams: 8 });
    });

    it('edits, changes status, audits each change', async () => {
      const tournament = await createTournament(t, admin, { status: 'upcoming' });
      const put = await t.request(admin, {
        method: 'PUT',
        url: `/api/admin/tournaments/${tournament.id}`,
        payload: {
          name: 'Renamed Cup',
          startDate: tournament.startDate,
          endDate: tournament.endDate,
          priceCents: 500,
          winningPriceCents: 900,
          status: 'upcoming',
        },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json<{ tournament: AdminTournament }>().tournament).toMatchObject({ name: 'Renamed Cup', priceCents: 500, winningPriceCents: 900 });
      const status = await t.request(admin, { method: 'PATCH', url: `/api/admin/tournaments/${tournament.id}/status`, payload: { status: 'cancelled' } });
      expect(status.statusCode, status.body).toBe(200);
      expect(status.json<{ tournament: AdminTournament }>().tournament.status).toBe('cancelled');
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, tournament.id));
      expect(audits.map((a) => a.action).sort()).toEqual(['tournament.create', 'tournament.status', 'tournament.update']);
    });

    it('available team names are unique case-insensitively', async () => {
      const tournament = await createTournament(t, admin);
      const add = (name: string) => t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/available-teams`, payload: { name } });
      expect((await add('Port Lions')).statusCode).toBe(201);
      const dup = await add('port LIONS');
      expect(dup.statusCode).toBe(409);
      expect(errorMessage(dup)).toBe('A team named "port LIONS" already exists in this tournament');
    });
  });

  describe('enrollment and team selection', () => {
    it('charges the fee and files a pending request in one transaction; refuses a short balance, a second enrollment', async () => {
      const tournament = await createTournament(t, admin, { priceCents: 2_500 });
      const user = await t.createUser();
      const enroll = () => t.request(user, { method: 'POST', url: `/api/tournaments/${tournament.id}/enroll` });

      const short = await enroll();
      expect(short.statusCode).toBe(409);
      expect(errorMessage(short)).toBe('Insufficient balance. You need $25.00 to enroll in this tournament');
      expect(await t.db.select().from(requests).where(eq(requests.userId, user.id))).toHaveLength(0);

      await fund(t, admin, user, 30);
      const ok = await enroll();
      expect(ok.statusCode, ok.body).toBe(201);
      const body = ok.json<EnrollResponse>();
      expect(body.message).toBe('Enrollment request submitted successfully. Entry fee has been deducted from your wallet.');
      expect(body.wallet.availableCents).toBe(500);
      const [request] = await t.db.select().from(requests).where(eq(requests.id, body.requestId));
      expect(request).toMatchObject({
        userId: user.id,
        tournamentId: tournament.id,
        status: 'pending',
        entryFeeCents: 2_500,
        title: `Tournament Enrollment: ${tournament.name}`,
      });
      expect(request!.description).toContain('deducted');
      const [entry] = await t.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.referenceType, 'request'), eq(walletEntries.referenceId, body.requestId)));
      expect(entry).toMatchObject({ kind: 'entry_fee', amountCents: -2_500, userId: user.id });

      const again = await enroll();
      expect(again.statusCode).toBe(409);
      expect(errorMessage(again)).toBe('You have already enrolled in this tournament.');
      expect((await walletOf(t, user)).availableCents).toBe(500);

      const view = (await t.request(user, { method: 'GET', url: `/api/tournaments/${tournament.id}` })).json<UserTournament>();
      expect(view).toMatchObject({ myEnrollment: { status: 'pending', requestId: body.requestId }, canEnroll: false, canSelectTeam: false, openSlots: 7 });
      await expectLedgerOk(t.db);
    });

    it('after approval the user picks a team: required, must exist, name free, once', async () => {
      const tournament = await createTournament(t, admin, { priceCents: 1_000 });
      for (const name of ['Cap Eagles', 'Jacmel Waves'])
        await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/available-teams`, payload: { name } });
      const user = await t.createUser({ name: 'Picker' });
      await fund(t, admin, user, 10);
      const select = (payload: Record<string, unknown>) => t.request(user, { method: 'POST', url: `/api/tournaments/${tournament.id}/select-team`, payload });

      const enrolled = (await t.request(user, { method: 'POST', url: `/api/tournaments/${tournament.id}/enroll` })).json<EnrollResponse>();
      const free = (await t.request(user, { method: 'GET', url: `/api/tournaments/${tournament.id}/available-teams` })).json<{
        items: Array<{ id: string; name: string }>;
      }>();
      expect(free.items.map((i) => i.name)).toEqual(['Cap Eagles', 'Jacmel Waves']);

      const early = await select({ availableTeamId: free.items[0]!.id });
      expect(early.statusCode).toBe(409);
      expect(errorMessage(early)).toBe('Your enrollment must be approved before you can select a team.');

      await approveEnrollment(t, admin, enrolled.requestId);
      const missing = await select({});
      expect(missing.statusCode).toBe(400);
      expect(errorMessage(missing)).toBe('Please select a team');
      const unknown = await select({ availableTeamId: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.statusCode).toBe(404);
      expect(errorMessage(unknown)).toBe('Selected team not found');

      const ok = await select({ availableTeamId: free.items[0]!.id });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json()).toMatchObject({
        message: 'Team selected successfully',
        team: { name: 'Cap Eagles', userId: user.id, status: '8th_finalist', userName: 'Picker' },
      });
      const twice = await select({ availableTeamId: free.items[1]!.id });
      expect(twice.statusCode).toBe(409);

      const view = (await t.request(user, { method: 'GET', url: `/api/tournaments/${tournament.id}` })).json<UserTournament>();
      expect(view).toMatchObject({ teamCount: 1, myTeam: { name: 'Cap Eagles' }, canSelectTeam: false, openSlots: 7 });
      expect(view.availableTeams.map((a) => a.name)).toEqual(['Jacmel Waves']);
    });

    it('8 places: pending enrollments hold them; a rejection refunds the fee and frees a place', async () => {
      const tournament = await createTournament(t, admin, { priceCents: 700 });
      const users = [];
      for (let i = 0; i < 9; i++) {
        const u = await t.createUser();
        await fund(t, admin, u, 7);
        users.push(u);
      }
      const enroll = (u: TestUser) => t.request(u, { method: 'POST', url: `/api/tournaments/${tournament.id}/enroll` });
      const ids: string[] = [];
      for (const u of users.slice(0, 8)) ids.push((await enroll(u)).json<EnrollResponse>().requestId);
      const ninth = await enroll(users[8]!);
      expect(ninth.statusCode).toBe(409);
      expect(errorMessage(ninth)).toBe('This tournament already has 8 teams.');
      expect((await walletOf(t, users[8]!)).availableCents).toBe(700);

      const rejected = await t.request(admin, { method: 'POST', url: `/api/admin/requests/${ids[0]}/reject` });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect((await walletOf(t, users[0]!)).availableCents).toBe(700);
      expect((await enroll(users[8]!)).statusCode).toBe(201);
      expect((await walletOf(t, users[8]!)).availableCents).toBe(0);
      await expectLedgerOk(t.db);
    });

    it('lists with status filter and search', async () => {
      const name = `Findable ${Date.now()}`;
      await createTournament(t, admin, { name, status: 'upcoming' });
      const list = (q: string) =>
        t.request(players[0]!, { method: 'GET', url: `/api/tournaments?${q}` }).then((r) => r.json<{ items: UserTournament[] }>().items);
      expect((await list(`search=${encodeURIComponent('findable')}`)).map((i) => i.name)).toEqual([name]);
      expect(await list(`search=${encodeURIComponent('findable')}&status=completed`)).toEqual([]);
      expect((await list('status=upcoming')).every((i) => i.status === 'upcoming')).toBe(true);
    });
  });

  describe('a whole tournament', () => {
    let tournament: AdminTournament;
    let teamIds: string[];

    it('Generate Matches needs exactly 8 teams', async () => {
      tournament = await createTournament(t, admin, { winningPriceCents: 40_000 });
      teamIds = [];
      for (let i = 0; i < 7; i++) teamIds.push((await addTeam(t, admin, tournament.id, `Club ${i + 1}`, players[i]!.id)).id);
      const seven = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/generate-matches`, payload: {} });
      expect(seven.statusCode).toBe(400);
      expect(errorMessage(seven)).toBe('Tournament must have exactly 8 teams. Current team count: 7');
      teamIds.push((await addTeam(t, admin, tournament.id, 'Club 8', players[7]!.id)).id);
      const ninth = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/teams`, payload: { name: 'Club 9' } });
      expect(ninth.statusCode).toBe(409);
      expect(errorMessage(ninth)).toBe('This tournament already has 8 teams.');

      const ok = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/generate-matches`, payload: {} });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ message: 'Matches generated successfully' });
      const bracket = await bracketOf(t, players[0]!, tournament.id);
      expect(bracket.rounds).toHaveLength(1);
      expect(bracket.rounds[0]!.matches.map((m) => [m.team1!.name, m.team2!.name])).toEqual([
        ['Club 1', 'Club 2'],
        ['Club 3', 'Club 4'],
        ['Club 5', 'Club 6'],
        ['Club 7', 'Club 8'],
      ]);
      expect(bracket.teams.every((tm) => tm.status === 'quarterfinalist')).toBe(true);
      expect(await t.db.select().from(calendarEvents)).toHaveLength(4);
    });

    it('advancing before the quarterfinals are decided names the problem', async () => {
      const res = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/advance` });
      expect(res.statusCode).toBe(400);
      expect(errorMessage(res)).toBe('Error advancing tournament: All quarterfinal matches must have winners before advancing');
      const next = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/next-round` });
      expect(errorMessage(next)).toBe('All matches in the current round must have a winner before generating the next round');
    });

    it('scores, Set Winner and the edit form follow the rules', async () => {
      const qf = (await bracketOf(t, admin, tournament.id)).rounds[0]!.matches;
      const score = (id: string, s: string | null) => t.request(admin, { method: 'PATCH', url: `/api/admin/matches/${id}/score`, payload: { score: s } });
      let res = await score(qf[0]!.id, '3-1');
      expect(res.json<{ match: AdminMatch }>().match.winnerId).toBe(teamIds[0]);
      res = await score(qf[1]!.id, '2-2');
      expect(res.json<{ match: AdminMatch }>().match.winnerId).toBeNull();
      res = await score(qf[1]!.id, 'two-one');
      expect(res.statusCode).toBe(400);
      expect(errorMessage(res)).toBe('Score must be in format "X-Y" (e.g., "2-1")');
      res = await score(qf[1]!.id, '0-1');
      expect(res.json<{ match: AdminMatch }>().match.winnerId).toBe(teamIds[3]);

      const winner = (id: string, teamId: string) => t.request(admin, { method: 'POST', url: `/api/admin/matches/${id}/winner`, payload: { teamId } });
      res = await winner(qf[2]!.id, teamIds[0]!);
      expect(res.statusCode).toBe(400);
      expect(errorMessage(res)).toBe('Selected team is not part of this match');
      res = await winner(qf[2]!.id, teamIds[5]!);
      expect(res.json()).toMatchObject({ message: 'Winner set successfully', match: { score: '1-2', winnerId: teamIds[5] } });

      res = await t.request(admin, {
        method: 'PATCH',
        url: `/api/admin/matches/${qf[3]!.id}`,
        payload: { team1Id: teamIds[6], team2Id: teamIds[7], score: '4-0', winnerId: teamIds[0] },
      });
      expect(res.statusCode).toBe(400);
      expect(errorMessage(res)).toBe('Winner must be one of the teams in the match');
      res = await t.request(admin, {
        method: 'PATCH',
        url: `/api/admin/matches/${qf[3]!.id}`,
        payload: { team1Id: teamIds[6], team2Id: teamIds[7], score: '4-0', winnerId: teamIds[6] },
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('Advance Tournament builds the semifinals and the final; the user sees their matches', async () => {
      let res = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/advance` });
      expect(res.json()).toMatchObject({ message: 'Semifinals created successfully', championTeamId: null });
      let bracket = await bracketOf(t, admin, tournament.id);
      expect(bracket.rounds[1]!.matches.map((m) => [m.team1!.id, m.team2!.id])).toEqual([
        [teamIds[0], teamIds[3]],
        [teamIds[5], teamIds[6]],
      ]);
      expect(
        bracket.teams
          .filter((tm) => tm.status === 'semifinalist')
          .map((tm) => tm.id)
          .sort(),
      ).toEqual([teamIds[0], teamIds[3], teamIds[5], teamIds[6]].sort());

      const mine = (await t.request(players[0]!, { method: 'GET', url: `/api/tournaments/${tournament.id}/my-matches` })).json<{ items: MyMatch[] }>();
      expect(mine.items.map((m) => [m.roundNumber, m.opponent?.name, m.result])).toEqual([
        [1, 'Club 2', 'won'],
        [2, 'Club 4', 'pending'],
      ]);

      for (const m of bracket.rounds[1]!.matches)
        await t.request(admin, { method: 'POST', url: `/api/admin/matches/${m.id}/winner`, payload: { teamId: m.team1!.id } });
      res = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/advance` });
      expect(res.json()).toMatchObject({ message: 'Final match created successfully' });
      bracket = await bracketOf(t, admin, tournament.id);
      expect(bracket.rounds.map((r) => r.roundNumber)).toEqual([1, 2, 3]);

      res = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/advance` });
      expect(errorMessage(res)).toBe('Error advancing tournament: Final match must have a winner before completing the tournament');

      const ics = await t.request(players[0]!, { method: 'GET', url: '/api/tournaments/my-matches.ics' });
      expect(ics.statusCode).toBe(200);
      expect(ics.headers['content-type']).toContain('text/calendar');
      expect(ics.body).toContain('BEGIN:VCALENDAR');
      expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
      const feed = await t.request(players[0]!, { method: 'GET', url: `/api/tournaments/${tournament.id}/calendar.ics` });
      expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(7);
    });

    it('the final winner advanced completes the tournament and pays the prize once', async () => {
      const before = await walletOf(t, players[0]!);
      const final = (await bracketOf(t, admin, tournament.id)).rounds[2]!.matches[0]!;
      await t.request(admin, { method: 'POST', url: `/api/admin/matches/${final.id}/winner`, payload: { teamId: teamIds[0] } });
      const res = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/advance` });
      expect(res.json()).toMatchObject({ message: 'Tournament completed successfully', championTeamId: teamIds[0], prizePaidCents: 40_000 });
      expect((await walletOf(t, players[0]!)).balanceCents).toBe(before.balanceCents + 40_000);

      const again = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/advance` });
      expect(again.statusCode).toBe(409);
      const champion = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/champion`, payload: { teamId: teamIds[1] } });
      expect(champion.statusCode).toBe(409);
      const advanceTeam = await t.request(admin, { method: 'POST', url: `/api/admin/tournament-teams/${teamIds[0]}/advance` });
      expect(errorMessage(advanceTeam)).toBe('A champion cannot be advanced');
      expect((await walletOf(t, players[0]!)).balanceCents).toBe(before.balanceCents + 40_000);

      const bracket = await bracketOf(t, admin, tournament.id);
      expect(bracket.tournament).toMatchObject({ status: 'completed', championTeamId: teamIds[0] });
      const notes = (await t.db.select().from(notifications).where(eq(notifications.userId, players[0]!.id))).map(inEnglish);
      expect(notes.filter((n) => n.title === 'Tournament Champion')).toHaveLength(1);
      await expectLedgerOk(t.db);
    });

    it('saved results are a snapshot that later match edits do not change', async () => {
      const save = await t.request(admin, {
        method: 'POST',
        url: `/api/admin/tournaments/${tournament.id}/results`,
        payload: { name: `${tournament.name} - Final Results`, isPublic: true },
      });
      expect(save.statusCode, save.body).toBe(201);
      const saved = save.json<{ ranking: SavedTournamentRanking }>().ranking;
      expect(saved.champion).toMatchObject({ teamName: 'Club 1', userName: 'Player 1', userId: players[0]!.id });
      expect(saved.rounds.map((r) => r.matches.length)).toEqual([4, 2, 1]);
      expect(saved.tournament.winningPriceCents).toBe(40_000);
      const hidden = await t.request(admin, {
        method: 'POST',
        url: `/api/admin/tournaments/${tournament.id}/results`,
        payload: { name: 'Private draft', isPublic: false },
      });
      expect(hidden.statusCode).toBe(201);

      const publicList = async () =>
        (await t.request(players[3]!, { method: 'GET', url: '/api/tournament-rankings' })).json<{ items: SavedTournamentRanking[] }>().items;
      const before = (await publicList()).find((r) => r.id === saved.id)!;
      expect((await publicList()).some((r) => r.name === 'Private draft')).toBe(false);

      const qf = (await bracketOf(t, admin, tournament.id)).rounds[0]!.matches;
      await t.request(admin, { method: 'PATCH', url: `/api/admin/matches/${qf[0]!.id}/score`, payload: { score: '0-5' } });
      await t.request(admin, { method: 'DELETE', url: `/api/admin/matches/${qf[1]!.id}` });
      await t.request(admin, { method: 'DELETE', url: `/api/admin/tournaments/${tournament.id}/teams/${teamIds[7]}` });
      const championGone = await t.request(admin, { method: 'DELETE', url: `/api/admin/tournaments/${tournament.id}/teams/${teamIds[0]}` });
      expect(championGone.statusCode).toBe(409);
      expect(errorMessage(championGone)).toBe('The champion team cannot be removed: the tournament was completed with it.');
      const after = (await publicList()).find((r) => r.id === saved.id)!;
      expect(after).toEqual(before);
      const adminList = (await t.request(admin, { method: 'GET', url: '/api/admin/tournament-rankings' })).json<{ items: SavedTournamentRanking[] }>();
      expect(adminList.items.some((r) => r.name === 'Private draft')).toBe(true);
    });

    it('Delete All Matches resets every team', async () => {
      const res = await t.request(admin, { method: 'DELETE', url: `/api/admin/tournaments/${tournament.id}/matches` });
      expect(res.json()).toMatchObject({ message: 'All matches deleted and team statuses reset successfully' });
      const bracket = await bracketOf(t, admin, tournament.id);
      expect(bracket.rounds).toEqual([]);
      expect(bracket.teams.every((tm) => tm.status === '8th_finalist')).toBe(true);
    });
  });

  describe('Set Champion and Advance Team', () => {
    it('Set Champion is for active tournaments only and pays the owner', async () => {
      const tournament = await createTournament(t, admin, { status: 'upcoming', winningPriceCents: 12_345 });
      const team = await addTeam(t, admin, tournament.id, 'Solo', players[2]!.id);
      const refused = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/champion`, payload: { teamId: team.id } });
      expect(refused.statusCode).toBe(409);
      expect(errorMessage(refused)).toBe('This is only possible while the tournament is active.');
      await t.request(admin, { method: 'PATCH', url: `/api/admin/tournaments/${tournament.id}/status`, payload: { status: 'active' } });
      const before = await walletOf(t, players[2]!);
      const ok = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/champion`, payload: { teamId: team.id } });
      expect(ok.json()).toMatchObject({ message: 'Champion set and tournament marked as completed successfully', prizePaidCents: 12_345 });
      expect((await walletOf(t, players[2]!)).balanceCents).toBe(before.balanceCents + 12_345);
    });

    it('Advance Team walks the stages; reaching champion completes the tournament', async () => {
      const tournament = await createTournament(t, admin, { winningPriceCents: 700 });
      const team = await addTeam(t, admin, tournament.id, 'Climber', players[4]!.id);
      const stages: string[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.request(admin, { method: 'POST', url: `/api/admin/tournament-teams/${team.id}/advance` });
        expect(res.statusCode, res.body).toBe(200);
        stages.push(res.json<{ message: string }>().message);
      }
      expect(stages).toEqual(['Team advanced to quarterfinalist', 'Team advanced to semifinalist', 'Team advanced to finalist', 'Team advanced to champion']);
      const bracket = await bracketOf(t, admin, tournament.id);
      expect(bracket.tournament).toMatchObject({ status: 'completed', championTeamId: team.id });
      const prizes = await t.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.kind, 'prize'), eq(walletEntries.referenceId, tournament.id)));
      expect(prizes.map((p) => [p.userId, p.amountCents])).toEqual([[players[4]!.id, 700]]);
    });
  });

  describe('delete', () => {
    it('refunds each unrefunded entry once, then deletes', async () => {
      const tournament = await createTournament(t, admin, { priceCents: 1_500 });
      const a = await t.createUser();
      const b = await t.createUser();
      for (const u of [a, b]) {
        await fund(t, admin, u, 15);
        expect((await t.request(u, { method: 'POST', url: `/api/tournaments/${tournament.id}/enroll` })).statusCode).toBe(201);
      }
      const [requestOfB] = await t.db.select().from(requests).where(eq(requests.userId, b.id));
      await approveEnrollment(t, admin, requestOfB!.id);
      const res = await t.request(admin, { method: 'DELETE', url: `/api/admin/tournaments/${tournament.id}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'Tournament deleted successfully. 2 entry fee(s) refunded.', refunded: 2 });
      expect((await walletOf(t, a)).availableCents).toBe(1_500);
      expect((await walletOf(t, b)).availableCents).toBe(1_500);
      const left = await t.db.select().from(requests).where(eq(requests.id, requestOfB!.id));
      expect(left[0]).toMatchObject({ status: 'rejected', tournamentId: null });
      const again = await t.request(admin, { method: 'DELETE', url: `/api/admin/tournaments/${tournament.id}` });
      expect(again.statusCode).toBe(404);
      await expectLedgerOk(t.db);
    });

    it('refuses a completed tournament with paid entries', async () => {
      const tournament = await createTournament(t, admin, { priceCents: 100 });
      const u = await t.createUser();
      await fund(t, admin, u, 1);
      await t.request(u, { method: 'POST', url: `/api/tournaments/${tournament.id}/enroll` });
      await t.request(admin, { method: 'PATCH', url: `/api/admin/tournaments/${tournament.id}/status`, payload: { status: 'completed' } });
      const res = await t.request(admin, { method: 'DELETE', url: `/api/admin/tournaments/${tournament.id}` });
      expect(res.statusCode).toBe(409);
      expect(errorMessage(res)).toBe('A completed tournament with paid entries cannot be deleted: its entry fees and prize are part of the money history.');
    });
  });

  it('the admin calendar lists match events of a month', async () => {
    const tournament = await createTournament(t, admin);
    const a = await addTeam(t, admin, tournament.id, 'Alpha');
    const b = await addTeam(t, admin, tournament.id, 'Beta');
    const created = await t.request(admin, {
      method: 'POST',
      url: '/api/admin/matches',
      payload: { tournamentId: tournament.id, team1Id: a.id, team2Id: b.id, date: '2027-03-14T18:00:00.000Z' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const same = await t.request(admin, {
      method: 'POST',
      url: '/api/admin/matches',
      payload: { tournamentId: tournament.id, team1Id: a.id, team2Id: a.id, date: '2027-03-14T18:00:00.000Z' },
    });
    expect(errorMessage(same)).toBe('Team 1 and team 2 must be different teams');
    const march = (await t.request(admin, { method: 'GET', url: '/api/admin/calendar?year=2027&month=3' })).json<{
      items: Array<{ title: string; matchId: string }>;
    }>();
    expect(march.items).toEqual([
      expect.objectContaining({ title: `${tournament.name}: Alpha vs Beta`, matchId: created.json<{ match: AdminMatch }>().match.id }),
    ]);
    // Titled in the reader's language.
    const inFrench = (await t.request(admin, { method: 'GET', url: '/api/admin/calendar?year=2027&month=3', headers: { 'accept-language': 'fr' } })).json<{
      items: Array<{ title: string }>;
    }>();
    expect(inFrench.items.map((e) => e.title)).toEqual([`${tournament.name}: Alpha contre Beta`]);
    const april = (await t.request(admin, { method: 'GET', url: '/api/admin/calendar?year=2027&month=4' })).json<{ items: unknown[] }>();
    expect(april.items).toEqual([]);
  });
});
