/**
 * The data set of the benchmark suite (issue 13), built by SQL (generate_series, INSERT … SELECT) on a migrated
 * database, not through the API:
 * - `users` players ('Player <n>', player<n>@arena.test) and one admin;
 * - `transactions` deposit/withdrawal requests spread over the last year, one in 12 pending (83k of 1M), the
 *   others completed, rejected or cancelled, each with the ledger entries the app would have written for it
 *   (a completed deposit: one credit; a withdrawal: its hold, then its capture or release);
 * - one opening credit per player ('adjustment' entry) that covers every withdrawal, so no wallet goes below zero;
 * - wallets equal to the sum of their entries, and the counter entry of every balance change in its system account
 *   (what `checkLedger` verifies);
 * - `notifications` notifications (50k for 100k players);
 * - `broadcasts` broadcasts from the admin spread over the last 400 days (each player sees those sent after their
 *   account was created), every other one read by players 1..`broadcastReaders`.
 * Players are numbered 1..users in the temporary table `bench_users` of the seeding session (see `playerIds`).
 */
import type pg from 'pg';
import { counterSeededEntries } from './lib.js';

export interface SeedSizes {
  users: number;
  transactions: number;
  notifications: number;
  broadcasts: number;
  broadcastReaders: number;
}

export interface SeedResult {
  adminId: string;
  entries: number;
  pending: number;
  seconds: number;
}

const YEAR_SECONDS = 365 * 86_400;
/** Withdrawals are at most this many cents, so an opening credit of this per request of a player covers them all. */
const MAX_WITHDRAWAL_CENTS = 1_000;

export async function seedDataSet(sql: pg.ClientBase, sizes: SeedSizes): Promise<SeedResult> {
  const started = performance.now();
  // A throw-away database: a crash loses nothing that matters, and the seed runs faster without waiting for WAL flushes.
  await sql.query('set synchronous_commit = off');
  await sql.query('create temp table bench_users as select g as n, gen_random_uuid() as id from generate_series(1, $1::int) g', [sizes.users]);
  await sql.query('alter table bench_users add primary key (n)');
  await sql.query(
    `insert into users (id, email, name, role, email_verified, created_at, updated_at)
     select id, 'player' || n || '@arena.test', 'Player ' || n, 'user', true, at, at
     from (select id, n, now() - interval '400 days' + make_interval(secs => n * 2592000.0 / $1::int) as at from bench_users) u`,
    [sizes.users],
  );
  const [admin] = (
    await sql.query<{ id: string }>(
      `insert into users (email, name, role, email_verified, created_at) values ('bench-admin@arena.test', 'Bench Admin', 'admin', true, now() - interval '401 days') returning id`,
    )
  ).rows;
  const adminId = admin!.id;

  const perPlayer = Math.ceil(sizes.transactions / sizes.users);
  await sql.query(
    `insert into wallet_entries (user_id, amount_cents, held_delta_cents, kind, actor_id, note, created_at)
     select id, $1::bigint, 0, 'adjustment', $2::uuid, 'opening balance', now() - interval '370 days' from bench_users`,
    [perPlayer * MAX_WITHDRAWAL_CENTS, adminId],
  );

  // Request g belongs to player 1 + (g - 1) % users; its kind and outcome follow g % 12. Requests and their
  // entries go in one statement (the CTE hands the new ids to the entries).
  await sql.query(
    `with r as (
       select g, u.id as user_id,
              case when g % 12 in (8, 10) or g % 24 = 12 then 'withdraw' else 'deposit' end as type,
              case when g % 12 = 0 then 'pending' when g % 12 in (9, 10) then 'rejected' when g % 12 = 11 then 'cancelled' else 'completed' end as status,
              now() - interval '1 hour' - make_interval(secs => ($1::int - g) * ${YEAR_SECONDS}.0 / $1::int) as at
       from generate_series(1, $1::int) g
       join bench_users u on u.n = 1 + (g - 1) % $2::int
     ), t as (
       insert into wallet_transactions (user_id, amount_cents, type, payment_method, transaction_id, phone_number, status, notes, reviewed_by, reviewed_at, created_at, updated_at)
       select user_id,
              case when type = 'deposit' then 500 + (g::bigint * 7919) % 4501 else 100 + (g::bigint * 104729) % ${MAX_WITHDRAWAL_CENTS - 99} end,
              type,
              case when g % 3 = 0 then 'natcash' else 'moncash' end,
              case when type = 'deposit' then lpad((g % 100000)::text, 5, '0') end,
              case when type = 'withdraw' then '+509' || lpad((g % 100000000)::text, 8, '0') end,
              status,
              case when status = 'rejected' then 'Reference not found' end,
              case when status in ('completed', 'rejected') then $3::uuid end,
              case when status in ('completed', 'rejected') then at + interval '1 hour' end,
              at,
              case when status = 'pending' then at else at + interval '1 hour' end
       from r
       returning id, user_id, type, status, amount_cents, created_at, updated_at
     )
     insert into wallet_entries (user_id, amount_cents, held_delta_cents, kind, reference_type, reference_id, actor_id, created_at)
     select t.user_id, m.amount, m.held, m.kind, 'wallet_transaction', t.id, m.actor, m.at
     from t cross join lateral (
       select 'deposit', t.amount_cents, 0::bigint, $3::uuid, t.updated_at where t.type = 'deposit' and t.status = 'completed'
       union all select 'withdrawal_hold', 0, t.amount_cents, t.user_id, t.created_at where t.type = 'withdraw'
       union all select 'withdrawal', -t.amount_cents, -t.amount_cents, $3::uuid, t.updated_at where t.type = 'withdraw' and t.status = 'completed'
       union all select 'withdrawal_release', 0, -t.amount_cents, $3::uuid, t.updated_at where t.type = 'withdraw' and t.status in ('rejected', 'cancelled')
     ) as m(kind, amount, held, actor, at)`,
    [sizes.transactions, sizes.users, adminId],
  );

  // Every account has a wallet (sign-up creates it), holding exactly the sum of its entries.
  await sql.query(
    `insert into wallets (user_id, balance_cents, held_cents)
     select u.id, coalesce(e.balance, 0), coalesce(e.held, 0)
     from users u left join (select user_id, sum(amount_cents) as balance, sum(held_delta_cents) as held from wallet_entries group by user_id) e on e.user_id = u.id`,
  );
  // The other side of every seeded balance change (double entry).
  await counterSeededEntries(sql);

  await sql.query(
    `insert into notifications (user_id, type, title, message, is_read, created_at)
     select u.id, (array['info', 'success', 'warning', 'message'])[1 + g % 4], 'Notice ' || g, 'Seeded notification number ' || g || '.', g % 3 <> 0,
            now() - make_interval(secs => g * 60)
     from generate_series(1, $1::int) g join bench_users u on u.n = 1 + (g - 1) % $2::int`,
    [sizes.notifications, sizes.users],
  );
  await sql.query(
    `insert into notification_broadcasts (type, title, message, sent_by, created_at)
     select 'info', 'Announcement ' || g, 'Seeded broadcast number ' || g || '.', $2, now() - make_interval(secs => g * 34560000.0 / $1::int)
     from generate_series(1, $1::int) g`,
    [sizes.broadcasts, adminId],
  );
  await sql.query(
    `insert into notification_broadcast_reads (user_id, broadcast_id, read_at)
     select u.id, b.id, b.created_at from bench_users u join users p on p.id = u.id
       join (select id, created_at, row_number() over (order by created_at) as k from notification_broadcasts) b
         on b.created_at >= p.created_at and b.k % 2 = 0
     where u.n <= $1`,
    [sizes.broadcastReaders],
  );
  await sql.query('analyze');

  const [counts] = (
    await sql.query<{ entries: number; pending: number }>(
      `select (select count(*) from wallet_entries)::int as entries, (select count(*) from wallet_transactions where status = 'pending')::int as pending`,
    )
  ).rows;
  return { adminId, entries: counts!.entries, pending: counts!.pending, seconds: (performance.now() - started) / 1000 };
}

/** The ids of players 1..count, in order (needs the seeding session: `bench_users` is a temporary table). */
export async function playerIds(sql: pg.ClientBase, count: number): Promise<string[]> {
  return (await sql.query<{ id: string }>('select id from bench_users where n <= $1 order by n', [count])).rows.map((r) => r.id);
}
