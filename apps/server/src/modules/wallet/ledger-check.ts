import { sql } from 'drizzle-orm';
import { clearingAccountOf, counterAccountsByKind } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { REQUEST_REFERENCE } from '../../lib/ledger-references.js';
import { readSnapshot } from '../../lib/read-snapshot.js';
import { rowsOf, type Rows } from '../../lib/rows-of.js';
import { PROPOSAL_REFERENCE } from './adjust.js';
import { TRANSACTION_REFERENCE } from './user-requests.js';

/**
 * The ledger audit behind `npm run check:ledger` and the money tests (docs/architecture.md, "Money"):
 * - every wallet: balance_cents = Σ amount_cents and held_cents = Σ held_delta_cents of its entries,
 *   held >= 0 and available (balance - held) >= 0; no entries without a wallet;
 * - every deposit/withdrawal request: the money attributable to it (its entries) matches its status —
 *   a pending withdrawal holds exactly its amount, a completed one moved −amount and holds nothing,
 *   a completed deposit credited its amount exactly once, anything else moved and holds nothing;
 *   its entries belong to its owner;
 * - every enrollment request (leagues and tournaments, reference 'request'): one `entry_fee` of
 *   −entry_fee_cents when it charged one, and a net of −fee while pending or approved, 0 once rejected
 *   (so a refund happened exactly once); nothing held; entries belong to its user; no entries refer to
 *   a request that does not exist;
 * - prizes (reference 'league' / 'tournament'): at most one prize per competition;
 * - prize payouts (four-eyes on prizes): a paid one has exactly one `prize` entry of its amount on its
 *   champion's wallet; a pending or rejected one has none.
 * - wallet adjustment proposals (four-eyes): an approved one was applied by exactly one `adjustment`
 *   entry of its amount on its user's wallet; a pending or rejected one moved nothing; no entries refer
 *   to a proposal that does not exist;
 * - double entry (docs/decisions/029): every wallet entry that changed a balance has exactly one counter
 *   entry of the opposite amount and the same kind, in an account its kind allows (`counterAccountsByKind`;
 *   a deposit or withdrawal in the clearing account of its request's payment method); no counter entry
 *   whose wallet entry is missing or changed no balance; and the books balance: the sum of all wallet
 *   balances plus the sum of all system account entries is zero.
 * Reads one consistent snapshot (repeatable read), so it can run beside a live server.
 */
export interface LedgerProblem {
  kind: 'wallet' | 'transaction' | 'request' | 'prize' | 'bid' | 'proposal' | 'counter' | 'books';
  id: string;
  detail: string;
}

export interface LedgerReport {
  ok: boolean;
  wallets: number;
  entries: number;
  transactions: number;
  totalBalanceCents: number;
  totalHeldCents: number;
  /** Counter entries in the system accounts, and their sum (the opposite of the total balance when the books balance). */
  systemEntries: number;
  totalSystemCents: number;
  problems: LedgerProblem[];
}

/** `reference_type` of ledger rows that belong to a bid (mob request); see modules/marketplace. */
export const BID_REFERENCE = 'mob_request';

export async function checkLedger(db: Db, options: { maxProblems?: number } = {}): Promise<LedgerReport> {
  const limit = options.maxProblems ?? 1000;
  return readSnapshot(db, async (tx) => {
    const [totals] = rowsOf(
      (await tx.execute(sql`
        select (select count(*) from wallets)::int as wallets,
               (select count(*) from wallet_entries)::int as entries,
               (select count(*) from wallet_transactions)::int as transactions,
               (select coalesce(sum(balance_cents), 0) from wallets)::text as balance,
               (select coalesce(sum(held_cents), 0) from wallets)::text as held,
               (select count(*) from system_account_entries)::int as system_entries,
               (select coalesce(sum(amount_cents), 0) from system_account_entries)::text as system`)) as Rows<{
        wallets: number;
        entries: number;
        transactions: number;
        balance: string;
        held: string;
        system_entries: number;
        system: string;
      }>,
    );

    const walletRows = rowsOf(
      (await tx.execute(sql`
        select coalesce(w.user_id, e.user_id)::text as id,
               w.balance_cents::text as balance, w.held_cents::text as held,
               coalesce(e.amount, 0)::text as sum_amount, coalesce(e.held, 0)::text as sum_held
        from wallets w
        full outer join (
          select user_id, sum(amount_cents) as amount, sum(held_delta_cents) as held
          from wallet_entries group by user_id
        ) e on e.user_id = w.user_id
        where w.user_id is null
           or w.balance_cents <> coalesce(e.amount, 0)
           or w.held_cents <> coalesce(e.held, 0)
           or w.held_cents < 0
           or w.balance_cents - w.held_cents < 0
        limit ${limit}`)) as Rows<{ id: string; balance: string | null; held: string | null; sum_amount: string; sum_held: string }>,
    );

    const txRows = rowsOf(
      (await tx.execute(sql`
        select t.id::text as id, t.type, t.status, t.amount_cents::text as amount,
               coalesce(sum(e.amount_cents), 0)::text as moved,
               coalesce(sum(e.held_delta_cents), 0)::text as held,
               count(e.id)::int as entries,
               count(e.id) filter (where e.user_id <> t.user_id)::int as foreign_entries
        from wallet_transactions t
        left join wallet_entries e on e.reference_type = ${TRANSACTION_REFERENCE} and e.reference_id = t.id
        group by t.id
        having count(e.id) filter (where e.user_id <> t.user_id) > 0
            or coalesce(sum(e.amount_cents), 0) <> case
                 when t.type = 'deposit' and t.status = 'completed' then t.amount_cents
                 when t.type = 'withdraw' and t.status = 'completed' then -t.amount_cents
                 else 0 end
            or coalesce(sum(e.held_delta_cents), 0) <> case
                 when t.type = 'withdraw' and t.status = 'pending' then t.amount_cents
                 else 0 end
            or (t.type = 'deposit' and t.status = 'completed' and count(e.id) <> 1)
        limit ${limit}`)) as Rows<{
        id: string;
        type: string;
        status: string;
        amount: string;
        moved: string;
        held: string;
        entries: number;
        foreign_entries: number;
      }>,
    );

    const orphanRows = rowsOf(
      (await tx.execute(sql`
        select e.reference_id::text as id, count(*)::int as n from wallet_entries e
        where e.reference_type = ${TRANSACTION_REFERENCE}
          and not exists (select 1 from wallet_transactions t where t.id = e.reference_id)
        group by e.reference_id limit ${limit}`)) as Rows<{ id: string; n: number }>,
    );

    const requestRows = rowsOf(
      (await tx.execute(sql`
        select r.id::text as id, r.status, r.entry_fee_cents::text as fee,
               coalesce(sum(e.amount_cents), 0)::text as moved,
               coalesce(sum(e.held_delta_cents), 0)::text as held,
               count(e.id) filter (where e.kind = 'entry_fee')::int as fees,
               count(e.id) filter (where e.kind = 'refund')::int as refunds,
               count(e.id) filter (where e.user_id <> r.user_id)::int as foreign_entries
        from requests r
        left join wallet_entries e on e.reference_type = ${REQUEST_REFERENCE} and e.reference_id = r.id
        group by r.id
        having count(e.id) filter (where e.user_id <> r.user_id) > 0
            or coalesce(sum(e.held_delta_cents), 0) <> 0
            or count(e.id) filter (where e.kind = 'entry_fee') <> case when r.entry_fee_cents > 0 then 1 else 0 end
            or count(e.id) filter (where e.kind not in ('entry_fee', 'refund')) > 0
            or coalesce(sum(e.amount_cents), 0) <> case when r.status = 'rejected' then 0 else -r.entry_fee_cents end
        limit ${limit}`)) as Rows<{
        id: string;
        status: string;
        fee: string;
        moved: string;
        held: string;
        fees: number;
        refunds: number;
        foreign_entries: number;
      }>,
    );

    const orphanRequestRows = rowsOf(
      (await tx.execute(sql`
        select e.reference_id::text as id, count(*)::int as n from wallet_entries e
        where e.reference_type = ${REQUEST_REFERENCE}
          and not exists (select 1 from requests r where r.id = e.reference_id)
        group by e.reference_id limit ${limit}`)) as Rows<{ id: string; n: number }>,
    );

    const prizeRows = rowsOf(
      (await tx.execute(sql`
        select e.reference_type as type, e.reference_id::text as id, count(*)::int as n from wallet_entries e
        where e.kind = 'prize' and e.reference_type in ('league', 'tournament')
        group by e.reference_type, e.reference_id
        having count(*) > 1 limit ${limit}`)) as Rows<{ type: string; id: string; n: number }>,
    );

    // Prize payouts (four-eyes on prizes): a paid one has exactly one prize entry of its amount on its champion's
    // wallet; a pending or rejected one has none.
    const payoutRows = rowsOf(
      (await tx.execute(sql`
        select p.id::text as id, p.status, p.amount_cents::text as amount,
               count(e.id)::int as entries, coalesce(sum(e.amount_cents), 0)::text as moved,
               count(e.id) filter (where e.user_id <> p.user_id)::int as foreign_entries
        from prize_payouts p
        left join wallet_entries e on e.kind = 'prize' and e.reference_type = p.competition_type and e.reference_id = p.competition_id
        group by p.id
        having (p.status = 'paid' and (count(e.id) <> 1 or coalesce(sum(e.amount_cents), 0) <> p.amount_cents
                                       or count(e.id) filter (where e.user_id <> p.user_id) > 0))
            or (p.status <> 'paid' and count(e.id) > 0)
        limit ${limit}`)) as Rows<{ id: string; status: string; amount: string; entries: number; moved: string; foreign_entries: number }>,
    );

    // Bids: only the leading pending bid of a player holds (exactly its amount); an approved bid was
    // captured once (−amount, nothing held); any other bid moved nothing and holds nothing; each bid
    // was held at most once and released at most once.
    const bidRows = rowsOf(
      (await tx.execute(sql`
        select b.id::text as id, b.status, b.bid_amount_cents::text as amount,
               coalesce(sum(e.amount_cents), 0)::text as moved,
               coalesce(sum(e.held_delta_cents), 0)::text as held,
               count(e.id) filter (where e.kind = 'bid_hold')::int as holds,
               count(e.id) filter (where e.kind = 'bid_release')::int as releases,
               count(e.id) filter (where e.kind = 'bid_capture')::int as captures,
               count(e.id) filter (where e.user_id <> b.user_id)::int as foreign_entries,
               (b.status = 'pending' and b.id = (select l.id from mob_requests l where l.player_id = b.player_id and l.status = 'pending'
                  order by l.bid_amount_cents desc, l.created_at asc, l.id asc limit 1)) as leading
        from mob_requests b
        left join wallet_entries e on e.reference_type = ${BID_REFERENCE} and e.reference_id = b.id
        group by b.id
        having count(e.id) filter (where e.user_id <> b.user_id) > 0
            or count(e.id) filter (where e.kind = 'bid_hold') > 1
            or count(e.id) filter (where e.kind = 'bid_release') > 1
            or count(e.id) filter (where e.kind = 'bid_capture') <> case when b.status = 'approved' then 1 else 0 end
            or coalesce(sum(e.amount_cents), 0) <> case when b.status = 'approved' then -b.bid_amount_cents else 0 end
            or coalesce(sum(e.held_delta_cents), 0) <> case
                 when b.status = 'pending' and b.id = (select l.id from mob_requests l where l.player_id = b.player_id and l.status = 'pending'
                    order by l.bid_amount_cents desc, l.created_at asc, l.id asc limit 1) then b.bid_amount_cents
                 else 0 end
        limit ${limit}`)) as Rows<{
        id: string;
        status: string;
        amount: string;
        moved: string;
        held: string;
        holds: number;
        releases: number;
        captures: number;
        foreign_entries: number;
        leading: boolean;
      }>,
    );
    const bidOrphans = rowsOf(
      (await tx.execute(sql`
        select e.reference_id::text as id, count(*)::int as n from wallet_entries e
        where e.reference_type = ${BID_REFERENCE}
          and not exists (select 1 from mob_requests b where b.id = e.reference_id)
        group by e.reference_id limit ${limit}`)) as Rows<{ id: string; n: number }>,
    );

    const proposalRows = rowsOf(
      (await tx.execute(sql`
        select p.id::text as id, p.status, p.amount_cents::text as amount,
               coalesce(sum(e.amount_cents), 0)::text as moved,
               count(e.id)::int as entries,
               count(e.id) filter (where e.user_id <> p.user_id or e.kind <> 'adjustment' or e.held_delta_cents <> 0)::int as wrong_entries
        from wallet_adjustment_proposals p
        left join wallet_entries e on e.reference_type = ${PROPOSAL_REFERENCE} and e.reference_id = p.id
        group by p.id
        having count(e.id) filter (where e.user_id <> p.user_id or e.kind <> 'adjustment' or e.held_delta_cents <> 0) > 0
            or count(e.id) <> case when p.status = 'approved' then 1 else 0 end
            or coalesce(sum(e.amount_cents), 0) <> case when p.status = 'approved' then p.amount_cents else 0 end
        union all
        select e.reference_id::text as id, 'missing' as status, '0' as amount, sum(e.amount_cents)::text as moved, count(*)::int as entries, 0 as wrong_entries
        from wallet_entries e
        where e.reference_type = ${PROPOSAL_REFERENCE}
          and not exists (select 1 from wallet_adjustment_proposals p where p.id = e.reference_id)
        group by e.reference_id
        limit ${limit}`)) as Rows<{ id: string; status: string; amount: string; moved: string; entries: number; wrong_entries: number }>,
    );

    // Double entry: the accounts each kind may be countered by, and the clearing account of each payment method.
    const allowedPairs = Object.entries(counterAccountsByKind).flatMap(([kind, accounts]) => accounts.map((account) => sql`(${kind}, ${account})`));
    const clearing = Object.entries(clearingAccountOf).map(([method, account]) => sql`(${method}, ${account})`);
    const counterRows = rowsOf(
      (await tx.execute(sql`
        with allowed(kind, account) as (values ${sql.join(allowedPairs, sql`, `)}),
             clearing(method, account) as (values ${sql.join(clearing, sql`, `)})
        select e.id::text as id, e.kind, e.amount_cents::text as amount,
               s.account, s.kind as counter_kind, s.amount_cents::text as counter_amount, c.account as required
        from wallet_entries e
        left join system_account_entries s on s.wallet_entry_id = e.id
        left join wallet_transactions t on e.kind in ('deposit', 'withdrawal') and e.reference_type = ${TRANSACTION_REFERENCE} and t.id = e.reference_id
        left join clearing c on c.method = t.payment_method
        where e.amount_cents <> 0
          and (s.id is null
               or s.amount_cents <> -e.amount_cents
               or s.kind <> e.kind
               or not exists (select 1 from allowed a where a.kind = e.kind and a.account = s.account)
               or s.account <> coalesce(c.account, s.account))
        limit ${limit}`)) as Rows<{
        id: string;
        kind: string;
        amount: string;
        account: string | null;
        counter_kind: string | null;
        counter_amount: string | null;
        required: string | null;
      }>,
    );
    const strayCounterRows = rowsOf(
      (await tx.execute(sql`
        select s.id::text as id, s.account, s.amount_cents::text as amount, e.id is not null as has_entry
        from system_account_entries s
        left join wallet_entries e on e.id = s.wallet_entry_id
        where e.id is null or e.amount_cents = 0
        limit ${limit}`)) as Rows<{ id: string; account: string; amount: string; has_entry: boolean }>,
    );

    const problems: LedgerProblem[] = [];
    for (const c of counterRows) {
      problems.push({
        kind: 'counter',
        id: c.id,
        detail:
          c.account === null
            ? `${c.kind} of ${c.amount} has no counter entry in a system account`
            : `${c.kind} of ${c.amount} is countered by ${c.counter_kind} of ${c.counter_amount} in ${c.account}` +
              (c.required ? ` (its request's payment method requires ${c.required})` : ''),
      });
    }
    for (const c of strayCounterRows) {
      problems.push({
        kind: 'counter',
        id: c.id,
        detail: `counter entry of ${c.amount} in ${c.account} ${c.has_entry ? 'is on a wallet entry that changed no balance' : 'has no wallet entry'}`,
      });
    }
    const booksCents = Number(totals!.balance) + Number(totals!.system);
    if (booksCents !== 0) {
      problems.push({
        kind: 'books',
        id: 'zero-sum',
        detail: `wallet balances ${totals!.balance} + system accounts ${totals!.system} = ${booksCents}, not 0: money was made or lost without a counter entry`,
      });
    }
    for (const p of proposalRows) {
      problems.push({
        kind: 'proposal',
        id: p.id,
        detail:
          p.status === 'missing'
            ? `${p.entries} ledger entries refer to an adjustment proposal that does not exist`
            : `adjustment proposal ${p.status} amount ${p.amount}: entries moved ${p.moved}, ${p.entries} entries${p.wrong_entries ? `, ${p.wrong_entries} of another user or kind` : ''}`,
      });
    }
    for (const b of bidRows) {
      problems.push({
        kind: 'bid',
        id: b.id,
        detail: `bid ${b.status}${b.leading ? ' (leading)' : ''} amount ${b.amount}: moved ${b.moved}, hold ${b.held}; ${b.holds} holds, ${b.releases} releases, ${b.captures} captures${b.foreign_entries ? `, ${b.foreign_entries} of another user` : ''}`,
      });
    }
    for (const o of bidOrphans) problems.push({ kind: 'bid', id: o.id, detail: `${o.n} ledger entries refer to a bid that does not exist` });
    for (const r of requestRows) {
      problems.push({
        kind: 'request',
        id: r.id,
        detail: `${r.status} fee ${r.fee}: entries moved ${r.moved}, hold ${r.held}, ${r.fees} entry fees, ${r.refunds} refunds${r.foreign_entries ? `, ${r.foreign_entries} of another user` : ''}`,
      });
    }
    for (const o of orphanRequestRows) problems.push({ kind: 'request', id: o.id, detail: `${o.n} ledger entries refer to a request that does not exist` });
    for (const p of prizeRows) problems.push({ kind: 'prize', id: p.id, detail: `${p.n} prizes paid for one ${p.type}` });
    for (const p of payoutRows) {
      problems.push({
        kind: 'prize',
        id: p.id,
        detail: `prize payout ${p.status} amount ${p.amount}: ${p.entries} prize entries moved ${p.moved}${p.foreign_entries ? `, ${p.foreign_entries} of another user` : ''}`,
      });
    }
    for (const w of walletRows) {
      const detail =
        w.balance === null
          ? `entries (sum ${w.sum_amount}, held ${w.sum_held}) but no wallet row`
          : `balance ${w.balance} vs entries ${w.sum_amount}; held ${w.held} vs entries ${w.sum_held}; available ${Number(w.balance) - Number(w.held)}`;
      problems.push({ kind: 'wallet', id: w.id, detail });
    }
    for (const r of txRows) {
      problems.push({
        kind: 'transaction',
        id: r.id,
        detail: `${r.type} ${r.status} amount ${r.amount}: entries moved ${r.moved}, hold ${r.held}, ${r.entries} entries${r.foreign_entries ? `, ${r.foreign_entries} of another user` : ''}`,
      });
    }
    for (const o of orphanRows) problems.push({ kind: 'transaction', id: o.id, detail: `${o.n} ledger entries refer to a request that does not exist` });

    return {
      ok: problems.length === 0,
      wallets: totals!.wallets,
      entries: totals!.entries,
      transactions: totals!.transactions,
      totalBalanceCents: Number(totals!.balance),
      totalHeldCents: Number(totals!.held),
      systemEntries: totals!.system_entries,
      totalSystemCents: Number(totals!.system),
      problems,
    };
  });
}
