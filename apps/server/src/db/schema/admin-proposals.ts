import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * Changes of the money rules (the payment settings) and of the admin role: one admin proposes, another
 * approves (then the change applies) or any admin rejects (docs/decisions/030-rule-and-role-proposals.md).
 * `payload` holds `{ before, after }` of what changes; `target_id` is the settings key or the user's id.
 */
export const adminProposals = pgTable(
  'admin_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    targetId: text('target_id').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('admin_proposals_kind_check', sql`${t.kind} in ('settings_change', 'role_change')`),
    check('admin_proposals_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('admin_proposals_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    // One pending role change per account: a second proposal for the same account waits for the first's decision.
    uniqueIndex('admin_proposals_pending_role_idx')
      .on(t.targetId)
      .where(sql`${t.kind} = 'role_change' and ${t.status} = 'pending'`),
  ],
);
