import { inEnglish } from './notification-text.js';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { leagueStatuses, playerTier, systemAccounts, tournamentStatuses } from '@arena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import {
  globalRankings,
  competitions,
  leagueMatches,
  leagueRankings,
  leagues,
  leagueTeams,
  requests,
  savedLeagueRankings,
  systemAccountEntries,
  marketplacePlayers,
  mobRequests,
  playerOwnership,
  notifications,
  teams,
  tournaments,
  users,
  walletEntries,
  wallets,
  walletTransactions,
} from '../src/db/schema/index.js';
import { DEMO_CREDENTIALS, isDatabaseEmpty, seedDemoData } from '../src/modules/demo-data/index.js';
import { listProtectedPlayers } from '../src/modules/protection/testing.js';
import { recomputeRankings } from '../src/modules/rankings/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { cookieHeader, createTestApp, type TestApp } from './helpers.js';

const ALL_TIERS = ['Legendary', 'Elite', 'Veteran', 'Professional', 'Average', 'Beginner'];

/** Everything the demo data is made of, without ids and creation times (which differ between runs). */
async function snapshot(db: Db) {
  const people = await db.select({ email: users.email, name: users.name, role: users.role }).from(users).orderBy(asc(users.email));
  const money = await db
    .select({ email: users.email, balanceCents: wallets.balanceCents, heldCents: wallets.heldCents })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .orderBy(asc(users.email));
  const entries = await db
    .select({
      email: users.email,
      kind: walletEntries.kind,
      amountCents: walletEntries.amountCents,
      heldDeltaCents: walletEntries.heldDeltaCents,
      note: walletEntries.note,
    })
    .from(walletEntries)
    .innerJoin(users, eq(users.id, walletEntries.userId))
    .orderBy(asc(users.email), asc(walletEntries.kind), asc(walletEntries.amountCents), asc(walletEntries.heldDeltaCents), asc(walletEntries.note));
  const requests = await db
    .select({
      email: users.email,
      type: walletTransactions.type,
      method: walletTransactions.paymentMethod,
      amountCents: walletTransactions.amountCents,
      status: walletTransactions.status,
      transactionId: walletTransactions.transactionId,
      phoneNumber: walletTransactions.phoneNumber,
      notes: walletTransactions.notes,
    })
    .from(walletTransactions)
    .innerJoin(users, eq(users.id, walletTransactions.userId))
    .orderBy(asc(users.email), asc(walletTransactions.type), asc(walletTransactions.amountCents), asc(walletTransactions.status));
  const leagueRows = await db
    .select({
      name: leagues.name,
      status: leagues.status,
      priceCents: leagues.priceCents,
      winningPriceCents: leagues.winningPriceCents,
      startDate: leagues.startDate,
      endDate: leagues.endDate,
      maxTeams: leagues.maxTeams,
    })
    .from(leagues)
    .orderBy(asc(leagues.name));
  const leagueTeamRows = await db
    .select({ league: leagues.name, team: leagueTeams.name, manager: users.email })
    .from(leagueTeams)
    .innerJoin(leagues, eq(leagues.id, leagueTeams.leagueId))
    .leftJoin(users, eq(users.id, leagueTeams.userId))
    .orderBy(asc(leagues.name), asc(leagueTeams.name));
  const tournamentRows = await db
    .select({
      name: tournaments.name,
      status: tournaments.status,
      priceCents: tournaments.priceCents,
      winningPriceCents: tournaments.winningPriceCents,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
    })
    .from(tournaments)
    .orderBy(asc(tournaments.name));
  const tournamentTeamRows = await db
    .select({ tournament: tournaments.name, team: teams.name, manager: users.email, stage: teams.status })
    .from(teams)
    .innerJoin(tournaments, eq(tournaments.id, teams.tournamentId))
    .leftJoin(users, eq(users.id, teams.userId))
    .orderBy(asc(tournaments.name), asc(teams.name));
  const market = await db
    .select({
      name: marketplacePlayers.name,
      stats: marketplacePlayers.stats,
      contractDuration: marketplacePlayers.contractDuration,
      priceCents: marketplacePlayers.priceCents,
      status: marketplacePlayers.status,
    })
    .from(marketplacePlayers)
    .orderBy(asc(marketplacePlayers.name));
  const inbox = (
    await db
      .select({
        email: users.email,
        title: notifications.title,
        message: notifications.message,
        titleKey: notifications.titleKey,
        messageKey: notifications.messageKey,
        params: notifications.params,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .orderBy(asc(users.email), asc(notifications.titleKey), asc(notifications.title), asc(notifications.message))
  ).map(inEnglish);
  return { people, money, entries, requests, leagueRows, leagueTeamRows, tournamentRows, tournamentTeamRows, market, inbox };
}

describe('demo data', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp(), createTestApp()]);
    expect(await isDatabaseEmpty(first.db)).toBe(true);
    await seedDemoData(first.app);
    // Two apps and the whole demo data set: minutes on a busy 2-core machine.
  }, 300_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('marks the database as no longer empty', async () => {
    expect(await isDatabaseEmpty(first.db)).toBe(false);
  });

  it('creates two admins (every two-admin flow can be tried at once) who sign in with the demo credentials and have role admin', async () => {
    for (const account of [DEMO_CREDENTIALS.admin, DEMO_CREDENTIALS.admin2]) {
      const { email, password } = account;
      const signIn = await first.signIn(email, password);
      expect(signIn.statusCode).toBe(200);
      const me = await first.request({ id: '', email, password, cookie: cookieHeader(signIn) }, { method: 'GET', url: '/api/me' });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email, role: 'admin', fullName: account.name });
    }
    expect(await first.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(2);
  });

  it('creates 12 players who sign in with the demo password and have funded wallets', async () => {
    const players = await first.db.select().from(users).where(eq(users.role, 'user')).orderBy(asc(users.email));
    expect(players).toHaveLength(12);
    expect(players.map((p) => p.email).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `player${i + 1}@arena.test`).sort());

    for (const player of players) {
      const [wallet] = await first.db.select().from(wallets).where(eq(wallets.userId, player.id));
      expect(Number(wallet!.balanceCents), player.email).toBeGreaterThan(0);
    }

    const signIn = await first.signIn(DEMO_CREDENTIALS.player.email, DEMO_CREDENTIALS.player.password);
    expect(signIn.statusCode).toBe(200);
    const me = await first.request({ id: '', email: '', password: '', cookie: cookieHeader(signIn) }, { method: 'GET', url: '/api/me' });
    const body = me.json<{ id: string; role: string; wallet: { balanceCents: number; heldCents: number; availableCents: number } }>();
    expect(body.role).toBe('user');
    const [wallet] = await first.db.select().from(wallets).where(eq(wallets.userId, body.id));
    expect(body.wallet).toEqual({
      balanceCents: Number(wallet!.balanceCents),
      heldCents: Number(wallet!.heldCents),
      availableCents: Number(wallet!.balanceCents) - Number(wallet!.heldCents),
    });
    expect(body.wallet.availableCents).toBeGreaterThan(0);
  });

  it('every wallet equals the sum of its ledger entries', async () => {
    const rows = await first.db.execute<{ user_id: string; balance: string; held: string; ledger_balance: string; ledger_held: string; entries: string }>(sql`
      select w.user_id, w.balance_cents as balance, w.held_cents as held,
             coalesce(sum(e.amount_cents), 0) as ledger_balance, coalesce(sum(e.held_delta_cents), 0) as ledger_held,
             count(e.id) as entries
      from wallets w left join wallet_entries e on e.user_id = w.user_id
      group by w.user_id, w.balance_cents, w.held_cents`);
    expect(rows.rows.length).toBeGreaterThanOrEqual(13);
    for (const row of rows.rows) {
      expect(Number(row.balance), row.user_id).toBe(Number(row.ledger_balance));
      expect(Number(row.held), row.user_id).toBe(Number(row.ledger_held));
      expect(Number(row.balance) - Number(row.held)).toBeGreaterThanOrEqual(0);
    }
    // Funded players got their money through the ledger, not by writing the balance.
    expect(rows.rows.filter((r) => Number(r.balance) > 0).every((r) => Number(r.entries) > 0)).toBe(true);
    expect(rows.rows.filter((r) => Number(r.balance) > 0)).toHaveLength(12);
  });

  it('has leagues in each of the four statuses, with teams where play has begun', async () => {
    const rows = await first.db.select().from(leagues);
    expect(new Set(rows.map((l) => l.status))).toEqual(new Set(leagueStatuses));
    const withTeams = await first.db.selectDistinct({ status: leagues.status }).from(leagueTeams).innerJoin(leagues, eq(leagues.id, leagueTeams.leagueId));
    expect(new Set(withTeams.map((r) => r.status))).toEqual(new Set(['active', 'started', 'completed']));
  });

  it('has league data for every league screen: schedule, scored matches, standings, a champion, public snapshots, requests in every state', async () => {
    const db = first.db;
    const byName = async (name: string) => (await db.select().from(leagues).where(eq(leagues.name, name)))[0]!;
    const started = await byName('Caribbean Champions League');
    expect(started.status).toBe('started');
    const matches = await db.select().from(leagueMatches).where(eq(leagueMatches.leagueId, started.id));
    expect(matches).toHaveLength(28);
    expect(matches.filter((m) => m.score !== null)).toHaveLength(14);
    const standings = await db.select().from(leagueRankings).where(eq(leagueRankings.leagueId, started.id));
    expect(standings).toHaveLength(8);
    expect(standings.reduce((n, s) => n + s.matchesPlayed, 0)).toBe(28);
    const completed = await byName('Autumn Classic League');
    expect(completed.status).toBe('completed');
    expect(completed.championTeamId).not.toBeNull();
    const prizes = await db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, 'prize'), eq(walletEntries.referenceId, completed.id)));
    expect(prizes).toHaveLength(1);
    const saved = await db.select().from(savedLeagueRankings).where(eq(savedLeagueRankings.isPublic, true));
    expect(saved.length).toBeGreaterThanOrEqual(2);
    const statuses = await db.selectDistinct({ status: requests.status }).from(requests).where(isNotNull(requests.leagueId));
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect(await db.$count(competitions)).toBeGreaterThan(0);
    const report = await checkLedger(db);
    expect(report.problems).toEqual([]);
  });

  it('has tournaments in each of the four statuses, with 8 teams in the running and finished ones', async () => {
    const rows = await first.db.select().from(tournaments);
    expect(new Set(rows.map((t) => t.status))).toEqual(new Set(tournamentStatuses));
    for (const tournament of rows.filter((r) => r.status === 'active' || r.status === 'completed')) {
      expect(await first.db.$count(teams, eq(teams.tournamentId, tournament.id))).toBe(8);
    }
  });

  it('dates its competitions from the day it is made: upcoming ones ahead, active ones spanning today, finished ones past', async () => {
    const now = Date.now();
    const [leagueRows, tournamentRows, competitionRows] = await Promise.all([
      first.db.select().from(leagues),
      first.db.select().from(tournaments),
      first.db.select({ competition: competitions, status: leagues.status }).from(competitions).innerJoin(leagues, eq(leagues.id, competitions.leagueId)),
    ]);
    // Upcoming: tournaments 'upcoming', leagues 'active' (open for enrollment) and their competitions.
    const upcoming = [
      ...tournamentRows.filter((r) => r.status === 'upcoming').map((r) => [r.name, r.startDate] as const),
      ...leagueRows.filter((r) => r.status === 'active').map((r) => [r.name, r.startDate] as const),
      ...competitionRows.filter((r) => r.status === 'active').map((r) => [r.competition.name, r.competition.startDate] as const),
    ];
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    for (const [name, start] of upcoming) expect(start.getTime(), `${name} starts in the future`).toBeGreaterThan(now);
    const running = [...tournamentRows.filter((r) => r.status === 'active'), ...leagueRows.filter((r) => r.status === 'started')];
    expect(running.length).toBeGreaterThanOrEqual(2);
    for (const r of running) expect(r.startDate.getTime() <= now && now <= r.endDate.getTime(), `${r.name} spans today`).toBe(true);
    const finished = [...tournamentRows.filter((r) => r.status === 'completed'), ...leagueRows.filter((r) => r.status === 'completed')];
    expect(finished.length).toBeGreaterThanOrEqual(2);
    for (const r of finished) expect(r.endDate.getTime(), `${r.name} ended`).toBeLessThan(now);
  });

  it('has marketplace players in all six tiers', async () => {
    const rows = await first.db.select().from(marketplacePlayers);
    expect(new Set(rows.map((p) => playerTier(p.stats)))).toEqual(new Set(ALL_TIERS));
    expect(rows.every((p) => p.priceCents > 0)).toBe(true);
    expect(new Set(rows.filter((p) => p.status === 'active').map((p) => playerTier(p.stats))).size).toBeGreaterThanOrEqual(5);
  });

  it('has live auctions with several bidders, an ended auction awaiting approval and owned players in every status', async () => {
    const bids = await first.db.select().from(mobRequests);
    const pending = bids.filter((b) => b.status === 'pending');
    const biddersPerPlayer = new Map<string, Set<string>>();
    for (const b of pending) biddersPerPlayer.set(b.playerId, (biddersPerPlayer.get(b.playerId) ?? new Set()).add(b.userId));
    expect([...biddersPerPlayer.values()].filter((s) => s.size >= 3).length).toBeGreaterThanOrEqual(1);
    expect(pending.some((b) => b.expiresAt.getTime() < Date.now())).toBe(true);
    expect(bids.some((b) => b.status === 'approved')).toBe(true);
    expect(bids.some((b) => b.status === 'rejected')).toBe(true);
    const owned = await first.db.select().from(playerOwnership);
    expect(new Set(owned.map((o) => o.status))).toEqual(new Set(['active', 'inactive', 'expired']));
    const report = await checkLedger(first.db);
    expect(report.problems).toEqual([]);
  });

  it('balances its books: every demo balance change has its counter entry and wallets plus system accounts sum to zero', async () => {
    const report = await checkLedger(first.db);
    expect(report.problems).toEqual([]);
    expect(report.systemEntries).toBeGreaterThan(0);
    expect(report.totalBalanceCents).toBeGreaterThan(0);
    expect(report.totalBalanceCents + report.totalSystemCents).toBe(0);
    // The demo data moves money through every system account, so the money overview has something to show in each.
    const used = await first.db.selectDistinct({ account: systemAccountEntries.account }).from(systemAccountEntries);
    expect(new Set(used.map((u) => u.account))).toEqual(new Set(systemAccounts));
  });

  it('ranks every player, earned from the demo leagues and tournaments (Recalculate changes nothing)', async () => {
    const rows = await first.db.select().from(globalRankings).orderBy(globalRankings.rankPosition);
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => r.rankPosition)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(rows.some((r) => r.wins > 0 && r.matchesPlayed >= r.wins)).toBe(true);
    expect(rows.some((r) => r.leaguesWon > 0)).toBe(true);
    expect(rows.some((r) => r.tournamentsWon > 0)).toBe(true);
    expect(Number(rows[0]!.totalEarningsCents)).toBeGreaterThan(0);
    const again = await first.db.transaction((tx) => recomputeRankings(tx, { renumber: 'always' }));
    expect(again).toEqual({ changed: 0, renumbered: 0 });
  });

  it('shows responsible play: player11 with a daily deposit and a weekly spending limit, player12 on a 7-day time-out', async () => {
    const report = await listProtectedPlayers(first.db, { status: 'all', page: 1, pageSize: 20 });
    expect(report.items.map((row) => [row.email, row.status])).toEqual(
      expect.arrayContaining([
        ['player11@arena.test', 'limits'],
        ['player12@arena.test', 'timeout'],
      ]),
    );
    expect(report.total).toBe(2);
    const limited = report.items.find((row) => row.email === 'player11@arena.test')!;
    expect(limited.limits.filter((l) => l.amountCents !== null).map((l) => [l.kind, l.amountCents])).toEqual([
      ['depositDay', 20_000],
      ['spendWeek', 10_000],
    ]);
    expect(report.items.find((row) => row.email === 'player12@arena.test')!.block).toMatchObject({ kind: 'timeout', period: '7d' });
  });

  it('sends each player a welcome notification', async () => {
    const players = await first.db.select().from(users).where(eq(users.role, 'user'));
    for (const player of players) {
      const titles = (await first.db.select().from(notifications).where(eq(notifications.userId, player.id))).map((n) => inEnglish(n).title);
      expect(titles, player.email).toContain('Welcome to Arena');
    }
  });

  it('is deterministic: a second fresh database gets the same names, amounts and statuses', async () => {
    await seedDemoData(second.app);
    const [a, b] = await Promise.all([snapshot(first.db), snapshot(second.db)]);
    expect(a.people).toHaveLength(14);
    expect(a.market).toHaveLength(10);
    expect(b).toEqual(a);
  });

  it('seeding again (SEED_DEMO_DATA=always on a restart) succeeds and changes nothing', async () => {
    const before = await snapshot(first.db);
    await expect(seedDemoData(first.app)).resolves.toBe(false);
    expect(await snapshot(first.db)).toEqual(before);
  });
});
