import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemAccounts, type MoneyOverview, type WalletActionResponse } from '@arena/shared';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';
import { adjust, approve, deposit } from './wallet-helpers.js';

/** GET /api/admin/money-overview: the system accounts' balances, their movement by day, revenue and what admins created. */
describe('money overview', () => {
  let t: TestApp;
  let admin: TestUser;
  let player: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createAdmin();
    player = await t.createUser();
  });
  afterAll(() => t.close());

  const overview = async (query = '') => {
    const res = await t.request(admin, { method: 'GET', url: `/api/admin/money-overview${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MoneyOverview>();
  };
  const balanceOf = (o: MoneyOverview, account: string) => o.accounts.find((a) => a.account === account)!.balanceCents;

  it('shows every account at zero and 30 empty days before any money moved', async () => {
    const o = await overview();
    expect(o.accounts.map((a) => a.account)).toEqual([...systemAccounts]);
    expect(o.accounts.every((a) => a.balanceCents === 0)).toBe(true);
    expect(o.days).toHaveLength(30);
    expect(o.days.every((d) => Object.values(d.movementCents).every((v) => v === 0))).toBe(true);
    expect(o).toMatchObject({ feesEarnedCents: 0, prizesPaidCents: 0, revenueCents: 0, adjustmentsCreatedCents: 0 });
  });

  it("shows a deposit in its clearing account and an adjustment as money admins created, today's movement included", async () => {
    const made = (await deposit(t, player, { method: 'moncash', amountCents: 4_000, transactionRef: '24680' })).json<WalletActionResponse>();
    expect((await approve(t, admin, made.transaction.id)).statusCode).toBe(200);
    expect((await adjust(t, admin, player.id, 5)).statusCode).toBe(200);
    expect((await adjust(t, admin, player.id, -2)).statusCode).toBe(200);

    const o = await overview('?days=7');
    expect(balanceOf(o, 'moncash_clearing')).toBe(-4_000);
    expect(balanceOf(o, 'adjustments')).toBe(-300);
    expect(o.adjustmentsCreatedCents).toBe(300);
    expect(o.days).toHaveLength(7);
    const today = o.days.find((d) => d.movementCents.moncash_clearing !== 0)!;
    expect(today.movementCents).toMatchObject({ moncash_clearing: -4_000, adjustments: -300, entry_fees: 0 });
    expect(o.days.at(-1)!.date >= today.date).toBe(true);
  });

  it('refuses a range it cannot show, and players', async () => {
    expect((await t.request(admin, { method: 'GET', url: '/api/admin/money-overview?days=0' })).statusCode).toBe(400);
    expect((await t.request(admin, { method: 'GET', url: '/api/admin/money-overview?days=366' })).statusCode).toBe(400);
    expect((await t.request(player, { method: 'GET', url: '/api/admin/money-overview' })).statusCode).toBe(403);
  });
});
