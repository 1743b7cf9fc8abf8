import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * Identity verification submitted by a user (spec user_verification), one per user. The photo lives in the
 * private file store: `photo_key` is its store key, served only through an access-checked route, never a public URL.
 */
export const userVerifications = pgTable(
  'user_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    verificationId: uuid('verification_id').notNull().unique().defaultRandom(),
    fullName: text('full_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country').notNull(),
    photoKey: text('photo_key'),
    photoContentType: text('photo_content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin's list is ordered by the latest change (a resubmission comes back to the top).
  (t) => [index('user_verifications_updated_at_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
