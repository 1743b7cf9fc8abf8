import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { baseUrl, openEventStream, type SseClient, type SseFrame } from './sse.js';
import { addTeam, bracketOf, createTournament } from './tournament-helpers.js';

/** Open bracket pages refresh when an admin scores or advances: every signed-in tab gets a `tournament` event. */
describe('tournament realtime events', () => {
  let t: TestApp;
  let admin: TestUser;
  let viewer: TestUser;
  let stream: SseClient;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await t.createAdmin();
    viewer = await t.createUser();
    stream = await openEventStream(baseUrl(t.app), viewer.cookie);
  });
  afterAll(async () => {
    stream.close();
    await t.close();
  });

  const about = (tournamentId: string, change: string) => (frame: SseFrame) => {
    if (frame.event !== 'tournament') return false;
    const data = JSON.parse(frame.data) as { tournamentId: string; change: string };
    return data.tournamentId === tournamentId && data.change === change;
  };

  it('a score change, an advance and a completion reach a viewer who is not involved', async () => {
    const tournament = await createTournament(t, admin, { winningPriceCents: 0 });
    const teams = [];
    for (let i = 0; i < 8; i++) teams.push(await addTeam(t, admin, tournament.id, `Live ${i}`));
    await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/generate-matches`, payload: {} });
    await stream.waitFor(about(tournament.id, 'bracket'));

    const qf = (await bracketOf(t, admin, tournament.id)).rounds[0]!.matches;
    const scored = await t.request(admin, { method: 'PATCH', url: `/api/admin/matches/${qf[0]!.id}/score`, payload: { score: '2-0' } });
    expect(scored.statusCode).toBe(200);
    await stream.waitFor(about(tournament.id, 'match'));

    const champion = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/champion`, payload: { teamId: teams[0]!.id } });
    expect(champion.statusCode, champion.body).toBe(200);
    await stream.waitFor(about(tournament.id, 'completed'));
  });

  it('an action that fails sends nothing', async () => {
    const tournament = await createTournament(t, admin);
    const refused = await t.request(admin, { method: 'POST', url: `/api/admin/tournaments/${tournament.id}/advance` });
    expect(refused.statusCode).toBe(400);
    // A later event of another tournament arrives; the refused one never did.
    const other = await createTournament(t, admin);
    await stream.waitFor((f) => f.event === 'tournament' && (JSON.parse(f.data) as { tournamentId: string }).tournamentId === other.id);
    expect(
      stream.frames.filter(
        (f) =>
          f.event === 'tournament' &&
          (JSON.parse(f.data) as { tournamentId: string; change: string }).tournamentId === tournament.id &&
          (JSON.parse(f.data) as { change: string }).change !== 'created',
      ),
    ).toEqual([]);
  });
});
