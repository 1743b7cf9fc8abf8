import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatBidAmount, t } from '@arena/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { publishEvent } from '../../lib/realtime-events.js';
import { rowsOf, type Rows } from '../../lib/rows-of.js';
import { sendNotification } from '../notifications/index.js';

/**
 * Time-based marketplace changes, made permanent. What the API returns is already computed from the
 * database's `now()` at read (an ended auction reads 'ended', a contract past its end reads
 * 'expired'); the sweeper records it and sends the notifications, once:
 * - an auction whose leading bid has passed its expiry: the leader is told the auction ended and
 *   awaits admin approval (`end_notified_at` is set once);
 * - an active ownership past its `expires_at`: status becomes 'expired' and the owner is notified.
 * Every API process runs it. Work is claimed with `FOR UPDATE SKIP LOCKED` inside a conditional
 * UPDATE that re-checks the state (`end_notified_at is null`, `status = 'active'`), so two processes
 * never claim the same row and each notification is sent exactly once, in the claiming transaction.
 */

export const SWEEP_BATCH = 200;

export interface SweepResult {
  auctionsEnded: number;
  contractsExpired: number;
}

async function endAuctions(tx: DbOrTx): Promise<number> {
  const ended = rowsOf(
    (await tx.execute(sql`
      update mob_requests m set end_notified_at = now()
      from marketplace_players p
      where m.id in (
          select c.id from mob_requests c
          where c.status = 'pending' and c.expires_at <= now() and c.end_notified_at is null
            and c.id = (select l.id from mob_requests l where l.player_id = c.player_id and l.status = 'pending'
                        order by l.bid_amount_cents desc, l.created_at asc, l.id asc limit 1)
          order by c.expires_at
          limit ${SWEEP_BATCH}
          for update of c skip locked)
        and m.status = 'pending' and m.end_notified_at is null and p.id = m.player_id
      returning m.id, m.user_id, m.player_id, m.bid_amount_cents::text as amount, p.name as player_name`)) as unknown as Rows<{
      id: string;
      user_id: string;
      player_id: string;
      amount: string;
      player_name: string;
    }>,
  );
  for (const bid of ended) {
    await sendNotification(tx, bid.user_id, {
      type: 'info',
      title: t('notify.auctionWon.title'),
      message: t('notify.auctionWon.message', { player: bid.player_name, amount: formatBidAmount(Number(bid.amount)) }),
    });
    await publishEvent(tx, {
      topic: 'auction',
      userId: null,
      data: { playerId: bid.player_id, reason: 'ended', leadingBidCents: Number(bid.amount), bidCount: null, auctionEndsAt: null },
    });
  }
  return ended.length;
}

async function expireContracts(tx: DbOrTx): Promise<number> {
  const expired = rowsOf(
    (await tx.execute(sql`
      update player_ownership w set status = 'expired'
      from marketplace_players p
      where w.id in (
          select c.id from player_ownership c
          where c.status = 'active' and c.expires_at is not null and c.expires_at <= now()
          order by c.expires_at
          limit ${SWEEP_BATCH}
          for update of c skip locked)
        and w.status = 'active' and p.id = w.player_id
      returning w.id, w.user_id, p.name as player_name`)) as unknown as Rows<{ id: string; user_id: string; player_name: string }>,
  );
  for (const row of expired) {
    await sendNotification(tx, row.user_id, {
      type: 'warning',
      title: t('notify.contractExpired.title'),
      message: t('notify.contractExpired.message', { player: row.player_name }),
    });
  }
  return expired.length;
}

/** One sweep: each kind of work in its own transaction, batch after batch until nothing is due. */
export async function runMarketplaceSweep(db: Db): Promise<SweepResult> {
  const result: SweepResult = { auctionsEnded: 0, contractsExpired: 0 };
  for (;;) {
    const n = await db.transaction((tx) => endAuctions(tx));
    result.auctionsEnded += n;
    if (n < SWEEP_BATCH) break;
  }
  for (;;) {
    const n = await db.transaction((tx) => expireContracts(tx));
    result.contractsExpired += n;
    if (n < SWEEP_BATCH) break;
  }
  return result;
}

declare module 'fastify' {
  interface FastifyInstance {
    marketplaceSweeper: { runOnce(): Promise<SweepResult> };
  }
}

/**
 * Runs the sweep every `intervalMs` in this process (0 = only on demand through
 * `app.marketplaceSweeper.runOnce()`); starts when the app is ready, stops when it closes.
 */
export function registerMarketplaceSweeper(app: FastifyInstance, db: Db, intervalMs: number): void {
  let running: Promise<SweepResult> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const runOnce = () => {
    running ??= runMarketplaceSweep(db).finally(() => {
      running = null;
    });
    return running;
  };
  app.decorate('marketplaceSweeper', { runOnce });
  app.addHook('onReady', async () => {
    if (intervalMs <= 0) return;
    const tick = () => {
      if (closed) return;
      runOnce()
        .catch((error: unknown) => app.log.error({ err: error }, 'marketplace sweep failed'))
        .finally(() => {
          if (!closed) timer = setTimeout(tick, intervalMs);
        });
    };
    timer = setTimeout(tick, Math.min(intervalMs, 1000));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await running?.catch(() => undefined);
  });
}
