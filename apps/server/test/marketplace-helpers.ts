import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AdminPlayer, MarketList, MyPlayers, PendingBidList } from '@arena/shared';
import { mobRequests, playerOwnership } from '../src/db/schema/index.js';
import type { TestApp, TestUser } from './helpers.js';
import { keyHeader } from './wallet-helpers.js';

/** Marketplace test helpers: thin wrappers over the HTTP API, plus moving an auction's or contract's end into the past. */

export async function addPlayer(t: TestApp, admin: TestUser, overrides: Record<string, unknown> = {}): Promise<AdminPlayer> {
  const res = await t.request(admin, {
    method: 'POST',
    url: '/api/admin/marketplace/players',
    payload: { name: `Player ${Math.random().toString(36).slice(2, 8)}`, priceCents: 10_000, stats: 70, contractDuration: '1_month', ...overrides },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ player: AdminPlayer }>().player;
}

export function bid(t: TestApp, user: TestUser | null, playerId: string, amountDollars: unknown, key?: string) {
  return t.request(user, { method: 'POST', url: `/api/marketplace/players/${playerId}/bids`, payload: { amountDollars }, headers: keyHeader(key) });
}

export function approveBid(t: TestApp, admin: TestUser | null, bidId: string, key?: string) {
  return t.request(admin, { method: 'POST', url: `/api/admin/marketplace/bids/${bidId}/approve`, headers: keyHeader(key) });
}

export function rejectBid(t: TestApp, admin: TestUser | null, bidId: string) {
  return t.request(admin, { method: 'POST', url: `/api/admin/marketplace/bids/${bidId}/reject` });
}

export async function market(t: TestApp, user: TestUser, query = ''): Promise<MarketList> {
  const res = await t.request(user, { method: 'GET', url: `/api/marketplace/players${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MarketList>();
}

export async function myPlayers(t: TestApp, user: TestUser, query = ''): Promise<MyPlayers> {
  const res = await t.request(user, { method: 'GET', url: `/api/my-players${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyPlayers>();
}

export async function pendingBids(t: TestApp, admin: TestUser): Promise<PendingBidList> {
  const res = await t.request(admin, { method: 'GET', url: '/api/admin/marketplace/bids' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PendingBidList>();
}

/** Moves every bid of a player `hours` into the past (as if placed then): its auction may have ended. */
export async function ageBids(t: TestApp, playerId: string, hours: number): Promise<void> {
  await t.db
    .update(mobRequests)
    .set({
      createdAt: sql`${mobRequests.createdAt} - make_interval(hours => ${hours})`,
      expiresAt: sql`${mobRequests.expiresAt} - make_interval(hours => ${hours})`,
    })
    .where(eq(mobRequests.playerId, playerId));
}

/** Puts the end of a player's contracts `minutes` into the past. */
export async function endContracts(t: TestApp, playerId: string, minutes = 1): Promise<void> {
  await t.db
    .update(playerOwnership)
    .set({ expiresAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(playerOwnership.playerId, playerId));
}
