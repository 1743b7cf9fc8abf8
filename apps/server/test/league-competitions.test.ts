import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompetitionList, CompetitionList, CompetitionMutationResponse } from '@arena/shared';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { createLeagueApi } from './leagues-helpers.js';
import { errorOf } from './wallet-helpers.js';

/** Admins manage a league's competitions on the league; players choose them on the new-request form. */
describe("a league's competitions", () => {
  let t: TestApp;
  let admin: TestUser;
  let player: TestUser;
  let leagueId: string;
  const base = () => `/api/admin/leagues/${leagueId}/competitions`;
  const opening = { name: 'Opening Round', startDate: '2027-02-01', endDate: '2027-02-10' };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, player] = await Promise.all([t.createAdmin(), t.createUser({ name: 'Pat Player' })]);
    leagueId = (await createLeagueApi(t, admin)).id;
  });
  afterAll(() => t.close());

  const adminList = async () => {
    const res = await t.request(admin, { method: 'GET', url: base() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminCompetitionList>().items;
  };
  const playerList = async () => {
    const res = await t.request(player, { method: 'GET', url: `/api/leagues/${leagueId}/competitions` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CompetitionList>().items;
  };

  it('refuses players and anonymous visitors on every admin route', async () => {
    const someId = crypto.randomUUID();
    const routes = [
      { method: 'GET', url: base() },
      { method: 'POST', url: base(), payload: opening },
      { method: 'PUT', url: `${base()}/${someId}`, payload: opening },
      { method: 'DELETE', url: `${base()}/${someId}` },
    ] as const;
    for (const route of routes) {
      expect((await t.request(player, route)).statusCode, `${route.method} as a player`).toBe(403);
      expect((await t.request(null, route)).statusCode, `${route.method} anonymously`).toBe(401);
    }
    expect(await adminList()).toEqual([]);
  });

  it('adds a competition with the catalogue texts for a missing name, dates out of order and a name taken', async () => {
    const empty = await t.request(admin, { method: 'POST', url: base(), payload: { ...opening, name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields?.name).toBe('Competition name is required');
    const backwards = await t.request(admin, { method: 'POST', url: base(), payload: { ...opening, endDate: '2027-01-01' } });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).fields?.endDate).toBe('End date must be after start date');

    const added = await t.request(admin, { method: 'POST', url: base(), payload: opening });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Competition added successfully',
      competition: { name: 'Opening Round', startDate: '2027-02-01T00:00:00.000Z', endDate: '2027-02-10T00:00:00.000Z', requestCount: 0 },
    });
    const twice = await t.request(admin, { method: 'POST', url: base(), payload: { ...opening, name: 'opening round' } });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe('A competition named "opening round" already exists in this league');

    // The player's new-request form offers it.
    expect((await playerList()).map((c) => c.name)).toEqual(['Opening Round']);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'league.competition.add'));
    expect(audit).toMatchObject({ actorId: admin.id, targetType: 'competition', after: { leagueId, name: 'Opening Round' } });
  });

  it('renames and re-dates a competition (audited before/after); unknown ids and other leagues are 404', async () => {
    const [row] = await adminList();
    const res = await t.request(admin, {
      method: 'PUT',
      url: `${base()}/${row!.id}`,
      payload: { name: 'Opening Weekend', startDate: '2027-02-02', endDate: '2027-02-04' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CompetitionMutationResponse>().message).toBe('Competition updated successfully');
    expect(await playerList()).toEqual([{ id: row!.id, name: 'Opening Weekend', startDate: '2027-02-02T00:00:00.000Z', endDate: '2027-02-04T00:00:00.000Z' }]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'league.competition.update'));
    expect(audit).toMatchObject({ before: { name: 'Opening Round' }, after: { name: 'Opening Weekend' } });

    const other = await createLeagueApi(t, admin);
    const elsewhere = await t.request(admin, { method: 'PUT', url: `/api/admin/leagues/${other.id}/competitions/${row!.id}`, payload: opening });
    expect(elsewhere.statusCode).toBe(404);
    expect(errorOf(elsewhere).message).toBe('Competition not found');
    expect((await t.request(admin, { method: 'GET', url: `/api/admin/leagues/${crypto.randomUUID()}/competitions` })).statusCode).toBe(404);
  });

  it('removes a competition only while no request names it', async () => {
    const [used] = await adminList();
    const filed = await t.request(player, {
      method: 'POST',
      url: '/api/requests',
      payload: { title: 'Kick-off time', description: 'Could we start later?', leagueId, competitionId: used!.id },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect((await adminList())[0]!.requestCount).toBe(1);
    const refused = await t.request(admin, { method: 'DELETE', url: `${base()}/${used!.id}` });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('This competition cannot be removed: 1 request(s) refer to it');

    const spare = (await t.request(admin, { method: 'POST', url: base(), payload: { ...opening, name: 'Spare Cup' } })).json<CompetitionMutationResponse>();
    const removed = await t.request(admin, { method: 'DELETE', url: `${base()}/${spare.competition!.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'Competition removed successfully' });
    expect((await playerList()).map((c) => c.name)).toEqual(['Opening Weekend']);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'competition'), like(auditLog.action, 'league.competition.%')));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'league.competition.add',
      'league.competition.add',
      'league.competition.delete',
      'league.competition.update',
    ]);
  });
});
