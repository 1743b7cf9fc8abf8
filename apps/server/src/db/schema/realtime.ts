import { bigint, customType, index, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** PostgreSQL's 64-bit transaction id (pg_current_xact_id()), read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Every realtime event as it was published (lib/realtime-events.ts), kept a few minutes so that an event stream can
 * resume where its page read its data, or where it was cut, in any API process (docs/decisions/050). `xid` is the
 * publishing transaction's: an event is one a reader missed exactly when its transaction is not visible in the
 * reader's snapshot (the cursor). Pruned by the streams' keepalive (plugins/realtime.ts).
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    /** The event as NOTIFY carried it: topic, recipient (userId, role) and data. */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_events_xid_idx').on(t.xid), index('realtime_events_created_at_idx').on(t.createdAt)],
);
