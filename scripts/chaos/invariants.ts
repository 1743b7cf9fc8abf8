/**
 * What must hold at every quiet point (no request in flight), read from the database and compared with the
 * model. Each problem is one line naming its invariant.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { rowsOf } from '../../apps/server/src/lib/rows-of.js';
import { checkLedger } from '../../apps/server/src/modules/wallet/index.js';
import type { Model } from './model.js';

export interface WalletRow {
  balance: number;
  held: number;
}

/** Each player's wallet, in the world's order. */
export async function walletsOf(db: Db, userIds: string[]): Promise<WalletRow[]> {
  const rows = rowsOf<{ user_id: string; balance: string; held: string }>(
    await db.execute(sql`select user_id, balance_cents::text as balance, held_cents::text as held from wallets`),
  );
  const byUser = new Map(rows.map((r) => [r.user_id, { balance: Number(r.balance), held: Number(r.held) }]));
  return userIds.map((id) => byUser.get(id) ?? { balance: NaN, held: NaN });
}

export async function checkQuietPoint(db: Db, model: Model, playerIds: string[]): Promise<string[]> {
  const problems: string[] = [];
  const rows = rowsOf<{
    user_id: string;
    balance: string;
    held: string;
    entries: string;
    entries_held: string;
    open_withdrawals: string;
    leading_bids: string;
  }>(
    await db.execute(sql`
      with entries as (select user_id, sum(amount_cents) as balance, sum(held_delta_cents) as held from wallet_entries group by user_id),
           withdrawals as (select user_id, sum(amount_cents) as amount from wallet_transactions
                           where type = 'withdraw' and status = 'pending' group by user_id),
           leaders as (select distinct on (player_id) user_id, bid_amount_cents from mob_requests where status = 'pending'
                       order by player_id, bid_amount_cents desc, created_at asc, id asc),
           leads as (select user_id, sum(bid_amount_cents) as amount from leaders group by user_id)
      select w.user_id, w.balance_cents::text as balance, w.held_cents::text as held,
             coalesce(e.balance, 0)::text as entries, coalesce(e.held, 0)::text as entries_held,
             coalesce(t.amount, 0)::text as open_withdrawals, coalesce(l.amount, 0)::text as leading_bids
      from wallets w
      left join entries e on e.user_id = w.user_id
      left join withdrawals t on t.user_id = w.user_id
      left join leads l on l.user_id = w.user_id`),
  );
  const byUser = new Map(rows.map((r) => [r.user_id, r]));
  const expectedHeld = model.held();
  let totalBalance = 0;
  playerIds.forEach((id, i) => {
    const r = byUser.get(id);
    if (!r) return problems.push(`player ${i} has no wallet`);
    const [balance, held] = [Number(r.balance), Number(r.held)];
    totalBalance += balance;
    if (balance !== Number(r.entries)) problems.push(`balance equals its ledger entries: player ${i} balance ${balance}, entries ${r.entries}`);
    if (held !== Number(r.entries_held)) problems.push(`hold equals its ledger entries: player ${i} held ${held}, entries ${r.entries_held}`);
    if (held !== Number(r.open_withdrawals) + Number(r.leading_bids))
      problems.push(
        `each hold matches an open withdrawal or a leading bid: player ${i} holds ${held}, open withdrawals ${r.open_withdrawals}, leading bids ${r.leading_bids}`,
      );
    if (balance - held < 0) problems.push(`no available balance is negative: player ${i} available ${balance - held}`);
    if (balance !== model.balance[i]) problems.push(`model balance: player ${i} has ${balance}, the accepted operations give ${model.balance[i]}`);
    if (held !== expectedHeld[i]) problems.push(`model hold: player ${i} holds ${held}, the model's open withdrawals and leading bids give ${expectedHeld[i]}`);
  });
  for (const r of rows)
    if (!playerIds.includes(r.user_id) && (Number(r.balance) !== 0 || Number(r.held) !== 0)) problems.push(`an admin's wallet moved: ${r.user_id}`);

  // Money in = money out + balances, per source: each system account holds the opposite of what it moved.
  const f = model.flows;
  const moneyIn = f.deposits + f.refunds + f.prizes + f.adjustmentsIn;
  const moneyOut = f.withdrawals + f.entryFees + f.captures + f.adjustmentsOut;
  if (moneyIn !== moneyOut + totalBalance) problems.push(`money in = money out + balances: in ${moneyIn}, out ${moneyOut}, balances ${totalBalance}`);
  const accounts = new Map(
    rowsOf<{ account: string; total: string }>(
      await db.execute(sql`select account, coalesce(sum(amount_cents), 0)::text as total from system_account_entries group by account`),
    ).map((r) => [r.account, Number(r.total)]),
  );
  const account = (name: string) => accounts.get(name) ?? 0;
  const expect = (name: string, actual: number, expected: number) => {
    if (actual !== expected) problems.push(`system account ${name}: ${actual}, the accepted operations give ${expected}`);
  };
  expect('moncash + natcash clearing', account('moncash_clearing') + account('natcash_clearing'), -(f.deposits - f.withdrawals));
  expect('entry_fees', account('entry_fees'), f.entryFees - f.refunds);
  expect('prizes', account('prizes'), -f.prizes);
  expect('marketplace_sales', account('marketplace_sales'), f.captures);
  expect('adjustments', account('adjustments'), -(f.adjustmentsIn - f.adjustmentsOut));

  const report = await checkLedger(db);
  for (const p of report.problems) problems.push(`checkLedger: ${p.kind} ${p.id}: ${p.detail}`);
  return problems;
}
