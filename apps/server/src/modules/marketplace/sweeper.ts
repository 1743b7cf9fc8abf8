import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { auditChange } from '../../lib/audit.js';
import { publishEvent } from '../../lib/realtime-events.js';
import { rowsOf, type Rows } from '../../lib/rows-of.js';
import { systemActor } from '../../lib/system-actor.js';
import { runUseCaseAs, type UseCaseContext } from '../../lib/use-case.js';
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
 * Each batch is a use case run by the system actor (lib/system-actor.ts), audited like an admin's change.
 */

export const SWEEP_BATCH = 200;

export interface SweepResult {
  auctionsEnded: number;
  contractsExpired: number;
}

async function endAuctions(ctx: UseCaseContext): Promise<number> {
  const { tx } = ctx;
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
    await auditChange(ctx, {
      action: 'marketplace.auction.end',
      targetType: 'mob_request',
      targetId: bid.id,
      before: { status: 'pending', auction: 'open' },
      after: { status: 'pending', auction: 'ended', playerId: bid.player_id, userId: bid.user_id, amountCents: Number(bid.amount) },
    });
    await sendNotification(tx, bid.user_id, {
      type: 'info',
      titleKey: 'notify.auctionWon.title',
      messageKey: 'notify.auctionWon.message',
      params: { player: bid.player_name, amount: { cents: Number(bid.amount), bid: true } },
    });
    await publishEvent(tx, {
      topic: 'auction',
      userId: null,
      data: { playerId: bid.player_id, reason: 'ended', leadingBidCents: Number(bid.amount), bidCount: null, auctionEndsAt: null },
    });
  }
  return ended.length;
}

async function expireContracts(ctx: UseCaseContext): Promise<number> {
  const { tx } = ctx;
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
      returning w.id, w.user_id, w.player_id, p.name as player_name`)) as unknown as Rows<{
      id: string;
      user_id: string;
      player_id: string;
      player_name: string;
    }>,
  );
  for (const row of expired) {
    await auditChange(ctx, {
      action: 'marketplace.ownership.expire',
      targetType: 'player_ownership',
      targetId: row.id,
      before: { status: 'active' },
      after: { status: 'expired', playerId: row.player_id, userId: row.user_id },
    });
    await sendNotification(tx, row.user_id, {
      type: 'warning',
      titleKey: 'notify.contractExpired.title',
      messageKey: 'notify.contractExpired.message',
      params: { player: row.player_name },
    });
  }
  return expired.length;
}

/** One sweep: each batch of each kind of work is a use case of its own, batch after batch until nothing is due. */
export async function runMarketplaceSweep(db: Db, log?: FastifyBaseLogger): Promise<SweepResult> {
  const result: SweepResult = { auctionsEnded: 0, contractsExpired: 0 };
  const asSystem = (work: (ctx: UseCaseContext) => Promise<number>) => runUseCaseAs(db, systemActor, work, { requestId: 'marketplace-sweeper', log });
  for (;;) {
    const n = await asSystem(endAuctions);
    result.auctionsEnded += n;
    if (n < SWEEP_BATCH) break;
  }
  for (;;) {
    const n = await asSystem(expireContracts);
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
    running ??= runMarketplaceSweep(db, app.log).finally(() => {
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
