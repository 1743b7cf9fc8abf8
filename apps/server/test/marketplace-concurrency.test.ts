import { inEnglish } from './notification-text.js';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceBidResponse } from '@arena/shared';
import { openDatabase } from '../src/db/client.js';
import { mobRequests, notifications, playerOwnership, walletEntries, wallets } from '../src/db/schema/index.js';
import { createTestApp, createTestAppOn, openTestDatabase, type TestApp, type TestUser } from './helpers.js';
import { addPlayer, ageBids, approveBid, bid, endContracts, pendingBids, rejectBid } from './marketplace-helpers.js';
import { errorOf, expectLedgerOk, fund, prng, walletOf } from './wallet-helpers.js';

/**
 * Races through the HTTP API. On PostgreSQL the app has a pool of 10 connections, so bids really run
 * in parallel transactions and meet on the player's row lock; on PGlite they interleave.
 */
describe('marketplace concurrency', () => {
  let t: TestApp;
  let admin: TestUser;
  let admin2: TestUser;
  let bidders: TestUser[];
  const RICH = 10;
  const POOR = 2;

  beforeAll(async () => {
    t = await createTestApp({ poolSize: 10 });
    [admin, admin2] = await Promise.all([t.createAdmin(), t.createAdmin()]);
    bidders = [];
    for (let i = 0; i < RICH + POOR; i++) bidders.push(await t.createUser());
    for (const [i, user] of bidders.entries()) await fund(t, admin, user, i < RICH ? 10_000 : 50);
  }, 240_000);
  afterAll(() => t.close());

  it('200 concurrent bids on one player: the highest valid bid leads, one hold, every outbid hold released once', { timeout: 180_000 }, async () => {
    const player = await addPlayer(t, admin, { priceCents: 10_000 });
    const random = prng(20261123);
    // 200 distinct amounts $100..$299 in a seeded random order; bid i comes from bidder i % 12.
    const amounts = Array.from({ length: 200 }, (_, i) => 100 + i);
    for (let i = amounts.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [amounts[i], amounts[j]] = [amounts[j]!, amounts[i]!];
    }
    const results = await Promise.all(amounts.map((amount, i) => bid(t, bidders[i % bidders.length]!, player.id, amount)));

    const accepted = results.filter((r) => r.statusCode === 201).map((r) => r.json<PlaceBidResponse>().bid);
    for (const r of results) {
      expect([201, 400, 409], r.body).toContain(r.statusCode);
      if (r.statusCode === 400) expect(errorOf(r).message).toMatch(/^Bid must be at least \$\d+$/);
      if (r.statusCode === 409) expect(errorOf(r).message).toBe('Insufficient balance');
    }
    // The highest amount a funded bidder offered can never be refused: it leads.
    const best = Math.max(...amounts.filter((_, i) => i % bidders.length < RICH));
    const rows = await t.db.select().from(mobRequests).where(eq(mobRequests.playerId, player.id));
    expect(rows).toHaveLength(accepted.length);
    const top = rows.reduce((a, b) => (Number(b.bidAmountCents) > Number(a.bidAmountCents) ? b : a));
    expect(Number(top.bidAmountCents)).toBe(best * 100);
    // Accepted bids rise strictly in the order they were placed (each was ≥ the leader + 1 at its time).
    const ordered = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || Number(a.bidAmountCents) - Number(b.bidAmountCents));
    for (let i = 1; i < ordered.length; i++) expect(Number(ordered[i]!.bidAmountCents)).toBeGreaterThan(Number(ordered[i - 1]!.bidAmountCents));
    // Nobody poor got in.
    expect(rows.every((r) => bidders.findIndex((u) => u.id === r.userId) < RICH)).toBe(true);

    // Money: exactly one bid holds (the leader, its amount); every other bid was held once and released once.
    const entries = await t.db
      .select()
      .from(walletEntries)
      .where(
        inArray(
          walletEntries.referenceId,
          rows.map((r) => r.id),
        ),
      );
    const heldBy = new Map<string, number>();
    for (const e of entries) heldBy.set(e.referenceId!, (heldBy.get(e.referenceId!) ?? 0) + Number(e.heldDeltaCents));
    expect([...heldBy.entries()].filter(([, held]) => held !== 0)).toEqual([[top.id, best * 100]]);
    for (const r of rows) {
      const kinds = entries
        .filter((e) => e.referenceId === r.id)
        .map((e) => e.kind)
        .sort();
      expect(kinds).toEqual(r.id === top.id ? ['bid_hold'] : ['bid_hold', 'bid_release']);
    }
    for (const user of bidders) {
      const w = await walletOf(t, user);
      expect(w.availableCents).toBeGreaterThanOrEqual(0);
      expect(w.heldCents).toBe(user.id === top.userId ? best * 100 : 0);
    }
    const [negative] = await t.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.userId, top.userId)));
    expect(Number(negative!.balanceCents) - Number(negative!.heldCents)).toBeGreaterThanOrEqual(0);
    await expectLedgerOk(t.db);
  });

  it('ten concurrent approvals by two admins capture once and create one ownership', async () => {
    const player = await addPlayer(t, admin);
    expect((await bid(t, bidders[0]!, player.id, 100)).statusCode).toBe(201);
    const placed = (await bid(t, bidders[1]!, player.id, 120)).json<PlaceBidResponse>();
    await ageBids(t, player.id, 13);
    const before = await walletOf(t, bidders[1]!);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => approveBid(t, i % 2 ? admin : admin2, placed.bid.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => errorOf(r).message === 'This bid has already been processed.')).toBe(true);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const after = await walletOf(t, bidders[1]!);
    expect(before.balanceCents - after.balanceCents).toBe(12_000);
    expect(
      await t.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.referenceId, placed.bid.id), eq(walletEntries.kind, 'bid_capture'))),
    ).toHaveLength(1);
    expect(await t.db.select().from(playerOwnership).where(eq(playerOwnership.playerId, player.id))).toHaveLength(1);
    await expectLedgerOk(t.db);
  });

  it('approve racing reject of the same bid: one outcome, money moved once', async () => {
    const player = await addPlayer(t, admin);
    const placed = (await bid(t, bidders[2]!, player.id, 100)).json<PlaceBidResponse>();
    await ageBids(t, player.id, 13);
    const before = await walletOf(t, bidders[2]!);
    const [a, r] = await Promise.all([approveBid(t, admin, placed.bid.id), rejectBid(t, admin2, placed.bid.id)]);
    expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
    const after = await walletOf(t, bidders[2]!);
    if (a.statusCode === 200)
      expect(after).toEqual({ balanceCents: before.balanceCents - 10_000, heldCents: before.heldCents - 10_000, availableCents: before.availableCents });
    else expect(after).toEqual({ ...before, heldCents: before.heldCents - 10_000, availableCents: before.availableCents + 10_000 });
    await expectLedgerOk(t.db);
  });

  it('bids racing an approval: none gets in after the sale, none is left holding', async () => {
    const player = await addPlayer(t, admin);
    const placed = (await bid(t, bidders[3]!, player.id, 100)).json<PlaceBidResponse>();
    // The auction has ended (approval waits for that): the racing bids are refused as late, or after the sale.
    await ageBids(t, player.id, 13);
    const results = await Promise.all([
      approveBid(t, admin, placed.bid.id),
      ...Array.from({ length: 20 }, (_, i) => bid(t, bidders[4 + (i % 8)]!, player.id, 101 + i)),
    ]);
    const approve = results[0];
    const pending = (await pendingBids(t, admin)).items.filter((b) => b.playerId === player.id);
    const [sale] = await t.db.select().from(playerOwnership).where(eq(playerOwnership.playerId, player.id));
    if (approve.statusCode === 200) {
      // Sold: every bid that came later was refused, nothing is pending, the sale is the approved bid.
      expect(pending).toEqual([]);
      expect(sale!.bidId).toBe(placed.bid.id);
      for (const r of results.slice(1))
        if (r.statusCode !== 201)
          expect(['This player is not available for bidding.', 'This auction has ended. No more bids are accepted.', 'Insufficient balance']).toContain(
            errorOf(r).message,
          );
    } else {
      // Outbid first: the approval is refused and the auction goes on, led by one holding bid.
      expect(errorOf(approve).message).toBe('Only the leading bid of an auction can be approved.');
      expect(sale).toBeUndefined();
      expect(pending.filter((b) => b.isLeading)).toHaveLength(1);
    }
    await expectLedgerOk(t.db);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('marketplace sweeper across two API instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    a = await createTestAppOn(opened.database, { drop: opened.drop });
    b = await createTestAppOn(await openDatabase({ databaseUrl: opened.url!, poolSize: 4 }));
  }, 120_000);
  afterAll(async () => {
    await b.app.close();
    await b.database.close();
    await a.close();
  });

  it('each contract expiry and auction end is notified exactly once', { timeout: 180_000 }, async () => {
    const admin = await a.createAdmin();
    const owners: TestUser[] = [];
    for (let i = 0; i < 6; i++) owners.push(await a.createUser());
    const sold: string[] = [];
    for (const owner of owners) {
      await fund(a, admin, owner, 500);
      const player = await addPlayer(a, admin);
      const placed = (await bid(a, owner, player.id, 100)).json<PlaceBidResponse>();
      await ageBids(a, player.id, 13);
      expect((await approveBid(a, admin, placed.bid.id)).statusCode).toBe(200);
      await endContracts(a, player.id);
      sold.push(player.id);
    }
    // Live auctions whose end has passed.
    const ended: string[] = [];
    for (const owner of owners.slice(0, 4)) {
      const player = await addPlayer(a, admin);
      expect((await bid(a, owner, player.id, 100)).statusCode).toBe(201);
      ended.push(player.id);
    }
    await a.db
      .update(mobRequests)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(inArray(mobRequests.playerId, ended));

    const runs = await Promise.all([
      a.app.marketplaceSweeper.runOnce(),
      b.app.marketplaceSweeper.runOnce(),
      b.app.marketplaceSweeper.runOnce(),
      a.app.marketplaceSweeper.runOnce(),
    ]);
    // Two calls on one instance share its running sweep; count each sweep once.
    const sweeps = [...new Set(runs)];
    expect(sweeps.length).toBeGreaterThanOrEqual(2);
    expect(sweeps.reduce((n, r) => n + r.contractsExpired, 0)).toBe(6);
    expect(sweeps.reduce((n, r) => n + r.auctionsEnded, 0)).toBe(4);
    for (const owner of owners) {
      const rows = (await a.db.select().from(notifications).where(eq(notifications.userId, owner.id))).map(inEnglish);
      expect(rows.filter((n) => n.title === 'Contract Expired')).toHaveLength(1);
    }
    const endedNotes = await a.db.select().from(notifications).where(eq(notifications.titleKey, 'notify.auctionWon.title'));
    expect(endedNotes).toHaveLength(4);
    const statuses = await a.db.select({ status: playerOwnership.status }).from(playerOwnership).where(inArray(playerOwnership.playerId, sold));
    expect(statuses.every((s) => s.status === 'expired')).toBe(true);
    await expectLedgerOk(a.db);
  });
});
