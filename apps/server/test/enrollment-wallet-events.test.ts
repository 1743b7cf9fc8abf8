import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { addTeamApi, createLeagueApi, enroll, setStatusApi } from './leagues-helpers.js';
import { baseUrl, openEventStream, type SseClient, type SseFrame } from './sse.js';
import { createTournament } from './tournament-helpers.js';
import { fund } from './wallet-helpers.js';

/**
 * Every money move of an enrollment or a competition tells the player's open tabs (the /wallet card and the
 * dashboard refresh on a `wallet` event): the entry fee, the refund of a cancel, the league prize — in a league
 * as in a tournament.
 */
describe('wallet events of enrollments and competitions', () => {
  let t: TestApp;
  let admin: TestUser;
  let player: TestUser;
  let stream: SseClient;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await t.createAdmin();
    player = await t.createUser();
    await fund(t, admin, player, 100);
    stream = await openEventStream(baseUrl(t.app), player.cookie);
  });
  afterAll(async () => {
    stream.close();
    await t.close();
  });

  /** A `wallet` frame carrying this available balance. */
  const walletFrame = (availableCents: number) => (frame: SseFrame) =>
    frame.event === 'wallet' && (JSON.parse(frame.data) as { wallet: { availableCents: number } }).wallet.availableCents === availableCents;

  it('a league entry fee and the refund of its cancel reach the player', async () => {
    const league = await createLeagueApi(t, admin, { priceCents: 1_500 });
    const enrolled = await enroll(t, player, league.id);
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    await stream.waitFor(walletFrame(10_000 - 1_500));
    await setStatusApi(t, admin, league.id, 'cancelled');
    await stream.waitFor(walletFrame(10_000));
  });

  it('a tournament entry fee and the refund of its cancel reach the player', async () => {
    const tournament = await createTournament(t, admin, { priceCents: 2_000, status: 'upcoming' });
    const enrolled = await t.request(player, { method: 'POST', url: `/api/tournaments/${tournament.id}/enroll` });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    await stream.waitFor(walletFrame(10_000 - 2_000));
    const cancelled = await t.request(admin, { method: 'PATCH', url: `/api/admin/tournaments/${tournament.id}/status`, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await stream.waitFor(walletFrame(10_000));
  });

  it('a league prize reaches the champion', async () => {
    const league = await createLeagueApi(t, admin, { priceCents: 0, winningPriceCents: 500 });
    const withTeam = await addTeamApi(t, admin, league.id, 'Prize FC', player.id);
    await setStatusApi(t, admin, league.id, 'started');
    const teamId = withTeam.teams.find((team) => team.name === 'Prize FC')!.id;
    const champion = await t.request(admin, { method: 'POST', url: `/api/admin/leagues/${league.id}/champion`, payload: { teamId } });
    expect(champion.statusCode, champion.body).toBe(200);
    await stream.waitFor(walletFrame(10_000 + 500));
  });
});
