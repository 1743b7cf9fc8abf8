import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  AUCTION_DURATION_HOURS,
  BID_INCREMENT_CENTS,
  CONTRACT_MONTHS,
  type Bid,
  type DecideBidResponse,
  type Locale,
  type PlaceBidResponse,
  type SavePlayerRequest,
} from '@arena/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { marketplacePlayers, mobRequests, playerOwnership, walletEntries } from '../../db/schema/index.js';
import { auditChange } from '../../lib/audit.js';
import { adminAsPlayerRefusal, refuseAdminRecipient, refuseOwnDecision } from '../../lib/conflict-of-interest.js';
import { AppError, notFound } from '../../lib/errors.js';
import { storedAnswer, type IdempotencyScope, type IdempotentOutcome } from '../../lib/idempotency.js';
import type { FastifyBaseLogger } from 'fastify';
import type { UseCaseContext } from '../../lib/use-case.js';
import type { SessionUser } from '../../lib/session-user.js';
import { publishEvent } from '../../lib/realtime-events.js';
import { oneStatementRequest, type OneStatementRequest } from '../../lib/one-statement.js';
import { sendNotification } from '../notifications/index.js';
import { BID_REFERENCE, inWalletOrder, postLedgerMove, publishWalletEvent } from '../wallet/index.js';
import { getAdminPlayer, getOwner } from './queries.js';
import { translate } from '../../lib/i18n.js';
import { judgeBidder, spendOverLimit, type BidderJudgement } from '../protection/index.js';
import { preparedStatement } from '../../db/prepared.js';
import { moneyRecord, type MoneyMoveNote } from '../../lib/money-actions.js';
import { observeAuctionLock } from '../../lib/metrics.js';

/**
 * Marketplace use cases: bidding with held money, the admin's approve/reject of the winning bid, and
 * the admin's player and ownership changes. Every function runs inside the caller's one transaction
 * (`runUseCase`); money moves only through `postLedgerMove`.
 *
 * Locking: every change to a player's auction first locks that player's row (`FOR UPDATE`), so bids,
 * approvals and rejections of one player run one after the other and always see the latest leader.
 * Then bid rows, then wallets — wallets of two users in ascending user id order — so no two of these
 * transactions can wait on each other in a cycle.
 *
 * Money model (docs/decisions/006): only the leading (highest) pending bid of a player holds money —
 * `bid_hold` of its amount, referenced by the bid. An outbid bid stays `pending` (the spec's model:
 * the admin's approval later rejects it) but its hold was released at once (`bid_release`). Approval
 * captures the leader's hold (`bid_capture`); rejection releases whatever a bid still holds.
 */

export { BID_REFERENCE };

type BidRow = typeof mobRequests.$inferSelect;
type PlayerRow = typeof marketplacePlayers.$inferSelect;

export function toBid(row: BidRow): Bid {
  return {
    id: row.id,
    playerId: row.playerId,
    userId: row.userId,
    bidAmountCents: Number(row.bidAmountCents),
    status: row.status as Bid['status'],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Locks the player's row for the rest of the transaction (404 when it does not exist). */
async function lockPlayer(tx: DbOrTx, playerId: string): Promise<PlayerRow> {
  const [player] = await tx.select().from(marketplacePlayers).where(eq(marketplacePlayers.id, playerId)).for('update');
  if (!player) throw notFound();
  return player;
}

interface Leader {
  id: string;
  userId: string;
  amountCents: number;
  ended: boolean;
}

/**
 * The leading bid: the highest pending bid (the earlier of two equal ones), with whether its end has
 * passed by database time. `clock_timestamp()`, not `now()` (the transaction's start): a bid that
 * waited for the player's lock is judged, and stamped, at the moment it got it.
 */
async function leadingBid(tx: DbOrTx, playerId: string): Promise<Leader | null> {
  const [row] = await tx
    .select({
      id: mobRequests.id,
      userId: mobRequests.userId,
      amount: mobRequests.bidAmountCents,
      ended: sql<boolean>`${mobRequests.expiresAt} <= clock_timestamp()`,
    })
    .from(mobRequests)
    .where(and(eq(mobRequests.playerId, playerId), eq(mobRequests.status, 'pending')))
    .orderBy(sql`${mobRequests.bidAmountCents} desc, ${mobRequests.createdAt} asc, ${mobRequests.id} asc`)
    .limit(1);
  return row ? { id: row.id, userId: row.userId, amountCents: Number(row.amount), ended: Boolean(row.ended) } : null;
}

/** What a bid still holds according to the ledger (0 for an outbid or settled bid). */
async function heldFor(tx: DbOrTx, bidIds: string[]): Promise<Map<string, number>> {
  if (bidIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: walletEntries.referenceId, held: sql<string>`coalesce(sum(${walletEntries.heldDeltaCents}), 0)` })
    .from(walletEntries)
    .where(and(eq(walletEntries.referenceType, BID_REFERENCE), sql`${walletEntries.referenceId} in ${bidIds}`))
    .groupBy(walletEntries.referenceId);
  return new Map(rows.map((r) => [r.id!, Number(r.held)]));
}

async function publishAuction(tx: DbOrTx, playerId: string, reason: 'bid' | 'approved' | 'rejected' | 'ended' | 'player'): Promise<void> {
  const [state] = await tx
    .select({
      leading: sql<string | null>`(select max(bid_amount_cents) from mob_requests where player_id = ${playerId} and status = 'pending')`,
      ends: sql<
        string | null
      >`(select expires_at from mob_requests where player_id = ${playerId} and status = 'pending' order by bid_amount_cents desc, created_at asc, id asc limit 1)`,
      count: sql<string>`(select count(*) from mob_requests where player_id = ${playerId})`,
    })
    .from(sql`(select 1) as one`);
  await publishEvent(tx, {
    topic: 'auction',
    userId: null,
    data: {
      playerId,
      reason,
      leadingBidCents: state?.leading == null ? null : Number(state.leading),
      bidCount: Number(state?.count ?? 0),
      auctionEndsAt: state?.ends == null ? null : new Date(state.ends).toISOString(),
    },
  });
}

interface BidRequestValues extends OneStatementRequest {
  playerId: string;
  bidderId: string;
  bidId: string;
  amountCents: number;
  incrementCents: number;
  hours: number;
  protectionVersion: string;
  spendLimitCents: number | null;
  weekStart: string;
}

type BidRefusal = 'not_found' | 'not_available' | 'closed' | 'too_low' | 'spend_over_limit' | 'insufficient';

interface BidRequestRow {
  outcome: 'placed' | 'key_used' | 'admin' | 'protection_changed' | BidRefusal;
  min_cents: string | null;
  spend_left_cents: string | null;
  /** The answer (placeBidResponse), built by the function and stored with the key. */
  response: PlaceBidResponse | null;
  hold_entry: string | null;
  release_entry: string | null;
  outbid_amount: string | null;
  /** When the player's lock was granted (ms since the epoch), and for how many ms it was held within the statement; null without it. */
  granted_ms: number | null;
  locked_ms: number | null;
}

/**
 * A bid request as one statement (migration 0023, docs/decisions/055): the key's claim, the admin refusal, the
 * protection row's lock and version, the bid under its player's lock (decision 049), its realtime events and its
 * answer. Sent outside an explicit transaction, so it commits as soon as the function ends.
 */
const bidRequestStatement = preparedStatement<BidRequestValues, BidRequestRow>(
  'marketplace_bid_request',
  sql`select outcome, min_cents::text, spend_left_cents::text, response, hold_entry, release_entry, outbid_amount::text,
             (extract(epoch from lock_granted_at) * 1000)::float8 as granted_ms, locked_ms
      from marketplace_bid_request(${sql.placeholder('playerId')}::uuid, ${sql.placeholder('bidderId')}::uuid, ${sql.placeholder('bidId')}::uuid,
        ${sql.placeholder('amountCents')}::bigint, ${sql.placeholder('incrementCents')}::bigint, ${sql.placeholder('hours')}::int,
        ${sql.placeholder('protectionVersion')}::text, ${sql.placeholder('spendLimitCents')}::bigint, ${sql.placeholder('weekStart')}::timestamptz,
        ${sql.placeholder('key')}::text, ${sql.placeholder('method')}::text, ${sql.placeholder('path')}::text, ${sql.placeholder('requestHash')}::text,
        ${sql.placeholder('message')}::text, ${sql.placeholder('channel')}::text, ${sql.placeholder('maxEventBytes')}::int)`,
);

/** How often a bid judges its bidder again when their protection row changed in between (a break, a limit). */
const BID_JUDGEMENTS = 3;

/** A bid without an Idempotency-Key (demo data, tests): nothing to claim. */
const NO_KEY: BidRequestScope = { key: undefined, method: 'POST', path: '', body: null };

export type BidRequestScope = Omit<IdempotencyScope, 'userId'>;

/** Who bids, the language of the answer (default English), and where the committed ledger entries are logged. */
export interface BidCaller {
  actor: SessionUser;
  locale?: Locale;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * A user bids on a player (user spec bid rules): whole dollars > 0 (schema), at least the leader + $1 or the
 * starting price, refused after the auction's end, the amount held from the bidder's available balance, the previous
 * leader's hold released at once with an "outbid" notification; raising one's own lead holds only the difference.
 * The new bid's expiry — the auction's end — is 12 hours after the moment the player's lock was granted (database
 * time).
 *
 * Not a use case on the caller's transaction (docs/decisions/055), but two statements on the database: the bidder
 * judged (`judgeBidder`: the admin refusal, a break, the weekly spending limit in force, the protection row's version),
 * then everything the bid writes in one statement outside a transaction (`bidRequestStatement`), so the player's lock
 * ends with the function that took it. That statement refuses when the bidder's protection row was written since the
 * judgement, and the bidder is judged again; a used Idempotency-Key is answered from what it stored.
 */
export async function placeBid(
  db: Db,
  caller: BidCaller,
  input: { playerId: string; amountDollars: number },
  request: BidRequestScope = NO_KEY,
): Promise<IdempotentOutcome<PlaceBidResponse>> {
  const scope: IdempotencyScope = { userId: caller.actor.id, ...request };
  const amountCents = input.amountDollars * 100;
  for (let judgement = 1; ; judgement += 1) {
    let judged: BidderJudgement;
    try {
      judged = await judgeBidder(db, caller.actor.id, { refuseAdmin: 'account.adminCannotPlay' });
    } catch (error) {
      // A retry of a bid placed before a break (or a promotion) still gets the bid's answer.
      const replay = await storedAnswer<PlaceBidResponse>(db, scope);
      if (replay) return replay;
      throw error;
    }
    const [row] = await bidRequestStatement.run(db, {
      playerId: input.playerId,
      bidderId: caller.actor.id,
      bidId: crypto.randomUUID(),
      amountCents,
      incrementCents: BID_INCREMENT_CENTS,
      hours: AUCTION_DURATION_HOURS,
      protectionVersion: judged.version,
      spendLimitCents: judged.limitCents,
      weekStart: judged.weekStart.toISOString(),
      ...oneStatementRequest(scope, translate(caller.locale ?? 'en', 'market.bidSubmitted')),
    });
    const r = row!;
    if (r.locked_ms !== null) observeAuctionLock(r.locked_ms / 1000, r.outcome === 'placed' ? 'placed' : 'refused', r.granted_ms!);
    switch (r.outcome) {
      case 'placed': {
        const moves: MoneyMoveNote[] = [];
        if (r.release_entry) moves.push({ kind: 'bid_release', entryId: r.release_entry, amountCents: 0, heldDeltaCents: -Number(r.outbid_amount) });
        moves.push({ kind: 'bid_hold', entryId: r.hold_entry, amountCents: 0, heldDeltaCents: amountCents });
        moneyRecord(moves).committed(caller.log);
        return { statusCode: 201, body: r.response!, replayed: false };
      }
      case 'key_used': {
        // A request with the same key claimed it first and has committed: its answer (or a mismatch).
        const replay = await storedAnswer<PlaceBidResponse>(db, scope);
        if (replay) return replay;
        continue;
      }
      case 'protection_changed':
        if (judgement < BID_JUDGEMENTS) continue;
        throw new AppError('CONFLICT', 'error.conflict');
      case 'admin':
        throw adminAsPlayerRefusal('account.adminCannotPlay');
      default:
        if (r.outcome === 'insufficient') moneyRecord([{ kind: 'bid_hold', entryId: null, amountCents: 0, heldDeltaCents: amountCents }]).committed();
        throw bidRefusal(r.outcome, r, judged.resetsAt);
    }
  }
}

/** The error of a refused bid, as the checks made step by step said it before decision 049. */
function bidRefusal(outcome: BidRefusal, r: BidRequestRow, resetsAt: Date): AppError {
  switch (outcome) {
    case 'not_found':
      return notFound();
    case 'not_available':
      return new AppError('CONFLICT', 'market.notAvailable');
    case 'closed':
      return new AppError('CONFLICT', 'market.auctionClosed');
    case 'too_low': {
      const params = { min: { cents: Number(r.min_cents), bid: true as const } };
      return new AppError('VALIDATION', 'market.bidTooLow', { params, fields: { amountDollars: 'market.bidTooLow' } });
    }
    case 'spend_over_limit':
      return spendOverLimit({ leftCents: Number(r.spend_left_cents ?? 0), resetsAt });
    case 'insufficient':
      return new AppError('INSUFFICIENT_FUNDS', 'wallet.insufficientBalance');
  }
}

/**
 * Wins a pending bid for a decision with one conditional UPDATE (`… AND status = 'pending'`) after
 * locking its player: of two admins clicking at once exactly one gets the row, the other a 409.
 */
async function claimBid(
  tx: DbOrTx,
  bidId: string,
  status: 'approved' | 'rejected',
  adminId: string,
  onlyLeader: boolean,
): Promise<{ bid: BidRow; player: PlayerRow; wasLeader: boolean; auctionEnded: boolean }> {
  const [target] = await tx.select({ playerId: mobRequests.playerId }).from(mobRequests).where(eq(mobRequests.id, bidId));
  if (!target) throw notFound();
  const player = await lockPlayer(tx, target.playerId);
  const leader = await leadingBid(tx, player.id);
  const wasLeader = leader?.id === bidId;
  const [bid] = await tx
    .update(mobRequests)
    .set({ status, decidedBy: adminId, decidedAt: sql`now()` })
    .where(and(eq(mobRequests.id, bidId), eq(mobRequests.status, 'pending')))
    .returning();
  if (!bid) throw new AppError('CONFLICT', 'admin.marketplace.bidProcessed');
  if (onlyLeader && !wasLeader) throw new AppError('CONFLICT', 'admin.marketplace.notLeading');
  return { bid, player, wasLeader, auctionEnded: wasLeader && leader.ended };
}

/** Rejects every other pending bid of the player, releasing whatever they still hold; returns them. */
async function rejectRest(ctx: UseCaseContext, playerId: string, player: PlayerRow, exceptUserId: string | null): Promise<BidRow[]> {
  const { tx, actor } = ctx;
  const rest = await tx
    .update(mobRequests)
    .set({ status: 'rejected', decidedBy: actor.id, decidedAt: sql`now()` })
    .where(and(eq(mobRequests.playerId, playerId), eq(mobRequests.status, 'pending')))
    .returning();
  await releaseHolds(ctx, rest);
  const notified = new Set<string>();
  for (const bid of rest.sort((a, b) => Number(b.bidAmountCents) - Number(a.bidAmountCents))) {
    if (bid.userId === exceptUserId || notified.has(bid.userId)) continue;
    notified.add(bid.userId);
    await sendNotification(tx, bid.userId, {
      type: 'info',
      titleKey: 'notify.bidRejected.title',
      messageKey: 'notify.bidRejected.message',
      params: { amount: { cents: Number(bid.bidAmountCents), bid: true }, player: player.name },
    });
  }
  return rest;
}

/** Releases what each bid still holds (per the ledger), wallets in user id order. */
async function releaseHolds(ctx: UseCaseContext, bids: BidRow[]): Promise<void> {
  const held = await heldFor(
    ctx.tx,
    bids.map((b) => b.id),
  );
  for (const bid of inWalletOrder(bids)) {
    const amount = held.get(bid.id) ?? 0;
    if (amount <= 0) continue;
    const wallet = await postLedgerMove(ctx.tx, {
      userId: bid.userId,
      kind: 'bid_release',
      amountCents: 0,
      heldDeltaCents: -amount,
      referenceType: BID_REFERENCE,
      referenceId: bid.id,
      actorId: ctx.actor.id,
      note: 'bid rejected',
    });
    await publishWalletEvent(ctx.tx, bid.userId, wallet);
  }
}

/**
 * The spec's approve_mob_request, once the auction has ended ('Auction ended, awaiting admin approval';
 * before that: 'admin.marketplace.auctionNotEnded'), by an admin other than the bidder, for a bidder who is
 * not an admin (decision 032): the leading bid is approved, its hold captured exactly once, the
 * winner owns the player (contract from now() for the player's duration), the other pending bids of
 * the player are rejected (and release anything they hold), winner and losers are notified, and the
 * player leaves the Market (status inactive) until an admin puts it up again.
 */
export async function approveBid(ctx: UseCaseContext, input: { bidId: string }): Promise<DecideBidResponse> {
  const { tx, actor } = ctx;
  const { bid, player, auctionEnded } = await claimBid(tx, input.bidId, 'approved', actor.id, true);
  refuseOwnDecision(ctx, bid.userId, 'adminConflict.ownBid');
  if (!auctionEnded) throw new AppError('CONFLICT', 'admin.marketplace.auctionNotEnded');
  await refuseAdminRecipient(tx, bid.userId, 'adminConflict.adminPlayerOwner');
  const amount = Number(bid.bidAmountCents);
  const wallet = await postLedgerMove(tx, {
    userId: bid.userId,
    kind: 'bid_capture',
    amountCents: -amount,
    counterAccount: 'marketplace_sales',
    heldDeltaCents: -amount,
    referenceType: BID_REFERENCE,
    referenceId: bid.id,
    actorId: actor.id,
    note: player.name,
  });
  const months = CONTRACT_MONTHS[player.contractDuration as keyof typeof CONTRACT_MONTHS];
  const [ownership] = await tx
    .insert(playerOwnership)
    .values({
      userId: bid.userId,
      playerId: player.id,
      bidId: bid.id,
      status: 'active',
      acquiredAt: sql`now()`,
      expiresAt: sql`now() + make_interval(months => ${months})`,
    })
    .returning();
  await rejectRest(ctx, player.id, player, bid.userId);
  await tx
    .update(marketplacePlayers)
    .set({ status: 'inactive', updatedAt: sql`now()` })
    .where(eq(marketplacePlayers.id, player.id));

  await sendNotification(tx, bid.userId, {
    type: 'success',
    titleKey: 'notify.bidApproved.title',
    messageKey: 'notify.bidApproved.message',
    params: { amount: { cents: amount, bid: true }, player: player.name },
  });
  await publishWalletEvent(tx, bid.userId, wallet);
  await auditChange(ctx, {
    action: 'marketplace.bid.approve',
    targetType: 'mob_request',
    targetId: bid.id,
    before: { status: 'pending' },
    after: { status: 'approved', amountCents: amount, ownershipId: ownership!.id },
  });
  await publishAuction(tx, player.id, 'approved');
  return { message: translate(ctx.locale, 'admin.marketplace.approved'), bid: toBid(bid) };
}

/**
 * Rejects a pending bid and releases its hold. Rejecting the leading bid closes that auction round:
 * the outbid bids behind it hold nothing, so they are rejected too and the player is open for bids
 * again from its starting price.
 */
export async function rejectBid(ctx: UseCaseContext, input: { bidId: string }): Promise<DecideBidResponse> {
  const { tx, actor } = ctx;
  const { bid, player, wasLeader } = await claimBid(tx, input.bidId, 'rejected', actor.id, false);
  await releaseHolds(ctx, [bid]);
  await sendNotification(tx, bid.userId, {
    type: 'info',
    titleKey: 'notify.bidRejected.title',
    messageKey: 'notify.bidRejected.message',
    params: { amount: { cents: Number(bid.bidAmountCents), bid: true }, player: player.name },
  });
  if (wasLeader) await rejectRest(ctx, player.id, player, bid.userId);
  await auditChange(ctx, {
    action: 'marketplace.bid.reject',
    targetType: 'mob_request',
    targetId: bid.id,
    before: { status: 'pending' },
    after: { status: 'rejected', closedRound: wasLeader },
  });
  await publishAuction(tx, player.id, 'rejected');
  return { message: translate(ctx.locale, 'admin.marketplace.rejected'), bid: toBid(bid) };
}

type SavePlayerInput = Required<Omit<SavePlayerRequest, 'description' | 'imageUrl'>> & { description: string | null; imageUrl: string | null };

/** Admin adds a marketplace player (its price is the starting bid). */
export async function createPlayer(ctx: Pick<UseCaseContext, 'tx' | 'actor' | 'ip' | 'locale'>, input: SavePlayerInput) {
  const [row] = await ctx.tx.insert(marketplacePlayers).values(input).returning();
  await auditChange(ctx, { action: 'marketplace.player.create', targetType: 'marketplace_player', targetId: row!.id, after: row });
  await publishAuction(ctx.tx, row!.id, 'player');
  return { message: translate(ctx.locale, 'admin.marketplace.saved'), player: await getAdminPlayer(ctx.tx, row!.id) };
}

/** Admin edits a player. The starting price of a player with pending bids still only matters when its round is reset. */
export async function updatePlayer(ctx: UseCaseContext, input: SavePlayerInput & { playerId: string }) {
  const { playerId, ...values } = input;
  const before = await lockPlayer(ctx.tx, playerId);
  const [row] = await ctx.tx
    .update(marketplacePlayers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(marketplacePlayers.id, playerId))
    .returning();
  await auditChange(ctx, { action: 'marketplace.player.update', targetType: 'marketplace_player', targetId: playerId, before, after: row });
  await publishAuction(ctx.tx, playerId, 'player');
  return { message: translate(ctx.locale, 'admin.marketplace.saved'), player: await getAdminPlayer(ctx.tx, playerId) };
}

/** Admin sets an ownership's status (the spec lets the admin edit it freely). */
export async function updateOwnershipStatus(ctx: UseCaseContext, input: { ownershipId: string; status: 'active' | 'expired' | 'inactive' }) {
  const [before] = await ctx.tx.select().from(playerOwnership).where(eq(playerOwnership.id, input.ownershipId)).for('update');
  if (!before) throw notFound();
  if (input.status === 'active') await refuseAdminRecipient(ctx.tx, before.userId, 'adminConflict.adminPlayerOwner');
  await ctx.tx.update(playerOwnership).set({ status: input.status }).where(eq(playerOwnership.id, input.ownershipId));
  await auditChange(ctx, {
    action: 'marketplace.ownership.update',
    targetType: 'player_ownership',
    targetId: input.ownershipId,
    before: { status: before.status },
    after: { status: input.status },
  });
  return { message: translate(ctx.locale, 'admin.marketplace.ownershipUpdated'), owner: await getOwner(ctx.tx, input.ownershipId) };
}
