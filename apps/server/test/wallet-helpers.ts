import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AdjustWalletResponse, WalletActionResponse, WalletState } from '@arena/shared';
import type { Db } from '../src/db/client.js';
import { users, walletEntries } from '../src/db/schema/index.js';
import { getFourEyesThreshold } from '../src/modules/settings/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import type { TestApp, TestUser } from './helpers.js';

/** Wallet test helpers: thin wrappers over the HTTP API so tests read like the screens' calls. */

export function keyHeader(key?: string): Record<string, string> {
  return key ? { 'idempotency-key': key } : {};
}

export function deposit(t: TestApp, user: TestUser | null, payload: Record<string, unknown>, key?: string) {
  return t.request(user, { method: 'POST', url: '/api/wallet/deposits', payload, headers: keyHeader(key) });
}

export function withdraw(t: TestApp, user: TestUser | null, payload: Record<string, unknown>, key?: string) {
  return t.request(user, { method: 'POST', url: '/api/wallet/withdrawals', payload, headers: keyHeader(key) });
}

export function approve(t: TestApp, admin: TestUser, id: string, key?: string) {
  return t.request(admin, { method: 'POST', url: `/api/admin/wallet-transactions/${id}/approve`, headers: keyHeader(key) });
}

export function reject(t: TestApp, admin: TestUser, id: string, reason?: string, key?: string) {
  return t.request(admin, {
    method: 'POST',
    url: `/api/admin/wallet-transactions/${id}/reject`,
    payload: reason === undefined ? {} : { reason },
    headers: keyHeader(key),
  });
}

export function cancel(t: TestApp, user: TestUser, id: string, key?: string) {
  return t.request(user, { method: 'POST', url: `/api/wallet/transactions/${id}/cancel`, headers: keyHeader(key) });
}

export function adjust(t: TestApp, admin: TestUser, userId: string, amountDollars: unknown, key?: string) {
  return t.request(admin, { method: 'POST', url: `/api/admin/wallets/${userId}/adjust`, payload: { amountDollars }, headers: keyHeader(key) });
}

export async function walletOf(t: TestApp, user: TestUser): Promise<WalletState> {
  const res = await t.request(user, { method: 'GET', url: '/api/wallet' });
  expect(res.statusCode).toBe(200);
  return res.json<WalletState>();
}

/** Per test app, the admin who gives fund()'s second approvals (created on first need). */
const fundApprovers = new WeakMap<TestApp, Promise<TestUser>>();

function fundApprover(t: TestApp): Promise<TestUser> {
  let approver = fundApprovers.get(t);
  if (!approver) {
    approver = t.createAdmin({ name: 'Fund Approver' });
    fundApprovers.set(t, approver);
  }
  return approver;
}

/**
 * Gives a user `dollars` through admin adjustments, in steps of at most the current four-eyes threshold.
 * Once a wallet's adjustments of the last 24 hours reach the threshold, a step is only proposed: a second
 * admin (created for this) approves it, as the rule asks. The balance is checked to have grown by the whole sum.
 */
export async function fund(t: TestApp, admin: TestUser, user: TestUser, dollars: number): Promise<void> {
  const before = await walletOf(t, user);
  const step = Math.floor((await getFourEyesThreshold(t.db)) / 100);
  expect(step, 'the four-eyes threshold is below $1: fund cannot adjust without a second admin').toBeGreaterThan(0);
  for (let left = dollars; left > 0; left -= step) {
    const res = await adjust(t, admin, user.id, Math.min(left, step));
    expect(res.statusCode, res.body).toBe(200);
    const proposal = res.json<AdjustWalletResponse>().proposal;
    if (proposal) {
      const approved = await t.request(await fundApprover(t), { method: 'POST', url: `/api/admin/wallet-adjustments/${proposal.id}/approve` });
      expect(approved.statusCode, approved.body).toBe(200);
    }
  }
  expect((await walletOf(t, user)).balanceCents - before.balanceCents).toBe(Math.round(dollars * 100));
}

export function action(res: LightMyRequestResponse): WalletActionResponse {
  return res.json<WalletActionResponse>();
}

export function errorOf(res: LightMyRequestResponse): { code: string; message: string; messageId: string; fields?: Record<string, string> } {
  return res.json<{ error: { code: string; message: string; messageId: string; fields?: Record<string, string> } }>().error;
}

export async function ledgerCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return Number(row?.n ?? 0);
}

export async function expectLedgerOk(db: Db): Promise<void> {
  const report = await checkLedger(db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

/** Users straight in the database (no password, no session): for service-level tests that need many accounts fast. */
export async function insertUsers(db: Db, count: number, role: 'user' | 'admin' = 'user'): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `${role}${i}-${crypto.randomBytes(4).toString('hex')}@arena.test`,
    name: `${role === 'admin' ? 'Admin' : 'Player'} ${i}`,
    role,
  }));
  await db.insert(users).values(rows);
  return rows.map((r) => r.id);
}

/** Small, seeded PRNG (mulberry32): the randomized test replays exactly from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `tasks` with at most `limit` in flight. */
export async function runBounded<T>(limit: number, tasks: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
