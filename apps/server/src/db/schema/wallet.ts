import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentMethods, systemAccounts, walletEntryKinds, walletTransactionStatuses, walletTransactionTypes } from '@arena/shared';
import { users } from './auth.js';
import { inList } from './helpers.js';

/**
 * One wallet per user. `balance_cents` and `held_cents` are caches of `wallet_entries`, updated in the
 * same transaction as the entry; available = balance - held never goes below zero.
 * Cascades with the user: a user with any money history cannot be deleted (wallet_entries restricts).
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    heldCents: bigint('held_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_held_cents_check', sql`${t.heldCents} >= 0`), check('wallets_available_check', sql`${t.balanceCents} - ${t.heldCents} >= 0`)],
);

/**
 * The append-only money ledger (UPDATE and DELETE are rejected by a trigger, see migration
 * `ledger_append_only`; the one update allowed is the FK clearing `actor_id` when that user is deleted). `amount_cents` is the signed effect on balance, `held_delta_cents` the signed
 * effect on held; `reference_type`/`reference_id` name the thing the movement is for.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    heldDeltaCents: bigint('held_delta_cents', { mode: 'number' }).notNull().default(0),
    kind: text('kind').notNull(),
    referenceType: text('reference_type'),
    referenceId: uuid('reference_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_entries_kind_check', inList(t.kind, walletEntryKinds)),
    index('wallet_entries_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('wallet_entries_reference_idx').on(t.referenceType, t.referenceId),
    index('wallet_entries_actor_id_idx').on(t.actorId),
  ],
);

/**
 * The operator's side of the double-entry ledger (docs/decisions/029): each row is the counter entry of one wallet
 * entry that changed a balance, of the opposite amount, in the system account its kind requires (`counterAccountsByKind`
 * in @arena/shared). Written by `postLedgerMove` in the same statement as its wallet entry; append-only like
 * `wallet_entries`. A system account has no cached balance (it would be one row every money action waits on): its
 * balance is the sum of its entries.
 */
export const systemAccountEntries = pgTable(
  'system_account_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    walletEntryId: uuid('wallet_entry_id')
      .notNull()
      .unique('system_account_entries_wallet_entry_id_unique')
      .references(() => walletEntries.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    referenceType: text('reference_type'),
    referenceId: uuid('reference_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('system_account_entries_account_check', inList(t.account, systemAccounts)),
    check('system_account_entries_kind_check', inList(t.kind, walletEntryKinds)),
    check('system_account_entries_amount_check', sql`${t.amountCents} <> 0`),
    index('system_account_entries_account_created_idx').on(t.account, t.createdAt),
    index('system_account_entries_actor_id_idx').on(t.actorId),
  ],
);

/** Deposit and withdrawal requests (spec wallet_transactions); an admin completes or rejects them. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    paymentMethod: text('payment_method').notNull().default('moncash'),
    /** Last 5 digits of the MonCash/NatCash transaction id; deposits only. */
    transactionId: text('transaction_id'),
    /** Payout number; withdrawals only. */
    phoneNumber: text('phone_number'),
    status: text('status').notNull().default('pending'),
    /** Rejection reason. */
    notes: text('notes'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Four-eyes: the first admin's approval of a request above the threshold; a second admin completes it. */
    firstApprovedBy: uuid('first_approved_by').references(() => users.id, { onDelete: 'set null' }),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_transactions_amount_cents_check', sql`${t.amountCents} > 0`),
    check('wallet_transactions_type_check', inList(t.type, walletTransactionTypes)),
    check('wallet_transactions_payment_method_check', inList(t.paymentMethod, paymentMethods)),
    check('wallet_transactions_status_check', inList(t.status, walletTransactionStatuses)),
    check('wallet_transactions_transaction_id_check', sql`${t.transactionId} is null or ${t.transactionId} ~ '^[0-9]{5}$'`),
    check('wallet_transactions_deposit_ref_check', sql`${t.type} <> 'deposit' or ${t.transactionId} is not null`),
    check('wallet_transactions_withdraw_phone_check', sql`${t.type} <> 'withdraw' or ${t.phoneNumber} is not null`),
    // Each list's filter, then its exact order (newest first, id breaks ties), so a page is an index walk, not a sort.
    // `.desc().nullsFirst()` everywhere: ORDER BY x DESC means NULLS FIRST, and PostgreSQL does not use a
    // DESC NULLS LAST index for it even on a NOT NULL column.
    index('wallet_transactions_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('wallet_transactions_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('wallet_transactions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('wallet_transactions_transaction_id_idx').on(t.transactionId),
  ],
);

/**
 * Four-eyes: a wallet adjustment above the threshold is proposed by one admin and applied only when
 * another admin approves it (or dropped when rejected). `status` moves once from 'pending'.
 */
export const walletAdjustmentProposals = pgTable(
  'wallet_adjustment_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_adjustment_proposals_amount_check', sql`${t.amountCents} <> 0`),
    check('wallet_adjustment_proposals_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('wallet_adjustment_proposals_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('wallet_adjustment_proposals_user_idx').on(t.userId),
  ],
);

/** Stored first results of POSTs sent with an `Idempotency-Key`, so a retry returns the same answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

/**
 * Four-eyes on prizes (decision 031): the prize of a league or tournament, one row per competition, written
 * when its champion is set. At or below the threshold it is paid at once ('paid', decided by the admin who set
 * the champion); above it, it waits ('pending') until an admin other than `proposed_by` (and other than the
 * recipient) approves it ('paid', one `prize` ledger entry) or any admin rejects it ('rejected', nothing paid).
 */
export const prizePayouts = pgTable(
  'prize_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competitionType: text('competition_type').notNull(),
    competitionId: uuid('competition_id').notNull(),
    /** The competition's and champion team's names when the champion was set, for the list and the notifications. */
    competitionName: text('competition_name').notNull(),
    teamName: text('team_name').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('prize_payouts_amount_check', sql`${t.amountCents} > 0`),
    check('prize_payouts_status_check', sql`${t.status} in ('pending', 'paid', 'rejected')`),
    check('prize_payouts_competition_type_check', sql`${t.competitionType} in ('league', 'tournament')`),
    uniqueIndex('prize_payouts_competition_idx').on(t.competitionType, t.competitionId),
    index('prize_payouts_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('prize_payouts_user_idx').on(t.userId),
  ],
);
