import { sql, type SQL } from 'drizzle-orm';
import {
  minimumBidCents,
  type AdminPlayer,
  type AdminPlayerList,
  type AuctionState,
  type BidHistory,
  type MarketList,
  type MarketListQuery,
  type MarketPlayer,
  type MyPlayers,
  type Owner,
  type PendingBidList,
} from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { rowsOf, type Rows } from '../../lib/rows-of.js';

/**
 * Marketplace reads. Each list is ONE SQL statement whatever the number of players: the leading bid
 * comes from a lateral join on the (player, status, amount) index, counts and the user's own bid from
 * correlated aggregates, and `now()` — the database clock every API process shares — decides whether
 * an auction has ended or a contract has run out, before the sweeper has made it permanent.
 */

async function query<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return rowsOf((await db.execute(statement)) as unknown as Rows<T>);
}

const iso = (v: string | Date | null): string | null => (v === null ? null : new Date(v).toISOString());
const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

interface PlayerRowSql {
  id: string;
  name: string;
  description: string | null;
  stats: number;
  contract_duration: MarketPlayer['contractDuration'];
  image_url: string | null;
  price_cents: string;
  status: 'active' | 'inactive';
  created_at: string | Date;
  updated_at: string | Date;
  lead_amount: string | null;
  lead_name: string | null;
  lead_user: string | null;
  lead_expires: string | Date | null;
  lead_ended: boolean | null;
  bid_count: string;
  my_bid: string | null;
  owner_count: string;
  active_owner_count: string;
  server_now: string | Date;
}

/** Players with their leading pending bid and counts; `viewerId` adds the viewer's own highest pending bid. */
function playerSelect(viewerId: string | null, where: SQL, orderBy: SQL): SQL {
  return sql`
    select p.id, p.name, p.description, p.stats, p.contract_duration, p.image_url, p.price_cents::text as price_cents,
           p.status, p.created_at, p.updated_at,
           l.bid_amount_cents::text as lead_amount, l.user_id as lead_user, nullif(lu.name, '') as lead_name,
           l.expires_at as lead_expires, (l.expires_at <= now()) as lead_ended,
           (select count(*) from mob_requests c where c.player_id = p.id)::text as bid_count,
           ${viewerId === null ? sql`null` : sql`(select max(o.bid_amount_cents) from mob_requests o where o.player_id = p.id and o.user_id = ${viewerId} and o.status = 'pending')`}::text as my_bid,
           (select count(*) from player_ownership w where w.player_id = p.id)::text as owner_count,
           (select count(*) from player_ownership w where w.player_id = p.id and w.status = 'active' and (w.expires_at is null or w.expires_at > now()))::text as active_owner_count,
           now() as server_now
    from marketplace_players p
    left join lateral (
      select m.bid_amount_cents, m.user_id, m.expires_at from mob_requests m
      where m.player_id = p.id and m.status = 'pending'
      order by m.bid_amount_cents desc, m.created_at asc, m.id asc limit 1
    ) l on true
    left join users lu on lu.id = l.user_id
    where ${where}
    order by ${orderBy}`;
}

function auctionState(r: PlayerRowSql): AuctionState {
  if (r.lead_amount === null) return 'open';
  return r.lead_ended ? 'ended' : 'live';
}

function toMarketPlayer(r: PlayerRowSql, viewerId: string | null): MarketPlayer {
  const leading = num(r.lead_amount);
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    stats: Number(r.stats),
    contractDuration: r.contract_duration,
    imageUrl: r.image_url,
    priceCents: Number(r.price_cents),
    createdAt: iso(r.created_at)!,
    auctionState: auctionState(r),
    leadingBidCents: leading,
    leadingBidderName: r.lead_name,
    auctionEndsAt: iso(r.lead_expires),
    bidCount: Number(r.bid_count),
    myBidCents: num(r.my_bid),
    iLead: viewerId !== null && r.lead_user === viewerId,
    minimumBidCents: minimumBidCents(Number(r.price_cents), leading),
  };
}

function toAdminPlayer(r: PlayerRowSql): AdminPlayer {
  const { myBidCents: _mine, iLead: _lead, ...rest } = toMarketPlayer(r, null);
  return { ...rest, status: r.status, ownerCount: Number(r.owner_count), activeOwnerCount: Number(r.active_owner_count), updatedAt: iso(r.updated_at)! };
}

const SORTS: Record<MarketListQuery['sort'], SQL> = {
  newest: sql`p.created_at desc, p.id`,
  price: sql`coalesce(l.bid_amount_cents, p.price_cents) asc, p.created_at desc, p.id`,
  stats: sql`p.stats desc, p.created_at desc, p.id`,
  // Running auctions first, soonest end first; then ended ones; then players nobody has bid on.
  ending: sql`(l.expires_at is null), (l.expires_at <= now()), l.expires_at asc, p.created_at desc, p.id`,
  bids: sql`(select count(*) from mob_requests c where c.player_id = p.id) desc, p.created_at desc, p.id`,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The Market (/mp2): active players, optionally by name and contract duration, in the chosen order. */
export async function listMarket(db: DbOrTx, viewerId: string, q: MarketListQuery): Promise<MarketList> {
  const where: SQL[] = [sql`p.status = 'active'`];
  if (q.search) where.push(sql`p.name ilike ${`%${escapeLike(q.search)}%`}`);
  if (q.duration !== 'all') where.push(sql`p.contract_duration = ${q.duration}`);
  const rows = await query<PlayerRowSql>(db, playerSelect(viewerId, sql.join(where, sql` and `), SORTS[q.sort]));
  const serverNow = rows[0] ? iso(rows[0].server_now)! : await dbNow(db);
  return { items: rows.map((r) => toMarketPlayer(r, viewerId)), serverNow };
}

export async function dbNow(db: DbOrTx): Promise<string> {
  const [row] = await query<{ now: string | Date }>(db, sql`select now() as now`);
  return iso(row!.now)!;
}

/** Bid history of a player: by amount, then time, highest and latest first. Bidders by name only. */
export async function bidHistory(db: DbOrTx, viewerId: string, playerId: string): Promise<BidHistory> {
  const rows = await query<{
    id: string;
    user_id: string;
    name: string | null;
    amount: string;
    status: 'pending' | 'approved' | 'rejected';
    created_at: string | Date;
    expires_at: string | Date;
    exists: boolean;
  }>(
    db,
    sql`select m.id, m.user_id, nullif(u.name, '') as name, m.bid_amount_cents::text as amount, m.status, m.created_at, m.expires_at
        from mob_requests m join users u on u.id = m.user_id
        where m.player_id = ${playerId}
        order by m.bid_amount_cents desc, m.created_at desc, m.id`,
  );
  if (rows.length === 0) {
    const [player] = await query<{ id: string }>(db, sql`select id from marketplace_players where id = ${playerId}`);
    if (!player) throw notFound();
  }
  return {
    items: rows.map((r) => ({
      id: r.id,
      bidderName: r.name,
      isMine: r.user_id === viewerId,
      bidAmountCents: Number(r.amount),
      status: r.status,
      createdAt: iso(r.created_at)!,
      expiresAt: iso(r.expires_at)!,
    })),
  };
}

const effectiveStatus = sql`case when w.status = 'active' and w.expires_at is not null and w.expires_at <= now() then 'expired' else w.status end`;

/** My Players: the user's ownerships, newest first, with the status as of now(). */
export async function listMyPlayers(db: DbOrTx, userId: string, q: { search?: string; status: string }): Promise<MyPlayers> {
  const where: SQL[] = [sql`w.user_id = ${userId}`];
  if (q.search) where.push(sql`p.name ilike ${`%${escapeLike(q.search)}%`}`);
  if (q.status !== 'all') where.push(sql`${effectiveStatus} = ${q.status}`);
  const rows = await query<{
    id: string;
    player_id: string;
    name: string;
    description: string | null;
    stats: number;
    contract_duration: MarketPlayer['contractDuration'];
    image_url: string | null;
    status: 'active' | 'expired' | 'inactive';
    acquired_at: string | Date;
    expires_at: string | Date | null;
    paid: string | null;
    server_now: string | Date;
  }>(
    db,
    sql`select w.id, p.id as player_id, p.name, p.description, p.stats, p.contract_duration, p.image_url,
               ${effectiveStatus} as status, w.acquired_at, w.expires_at, b.bid_amount_cents::text as paid, now() as server_now
        from player_ownership w
        join marketplace_players p on p.id = w.player_id
        left join mob_requests b on b.id = w.bid_id
        where ${sql.join(where, sql` and `)}
        order by w.acquired_at desc, w.id`,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      playerId: r.player_id,
      name: r.name,
      description: r.description,
      stats: Number(r.stats),
      contractDuration: r.contract_duration,
      imageUrl: r.image_url,
      status: r.status,
      acquiredAt: iso(r.acquired_at)!,
      expiresAt: iso(r.expires_at),
      paidCents: num(r.paid),
    })),
    serverNow: rows[0] ? iso(rows[0].server_now)! : await dbNow(db),
  };
}

/** Admin players grid: every player, newest first. */
export async function listAdminPlayers(db: DbOrTx): Promise<AdminPlayerList> {
  const rows = await query<PlayerRowSql>(db, playerSelect(null, sql`true`, sql`p.created_at desc, p.id`));
  return { items: rows.map(toAdminPlayer), serverNow: rows[0] ? iso(rows[0].server_now)! : await dbNow(db) };
}

export async function getAdminPlayer(db: DbOrTx, playerId: string): Promise<AdminPlayer> {
  const [row] = await query<PlayerRowSql>(db, playerSelect(null, sql`p.id = ${playerId}`, sql`p.id`));
  if (!row) throw notFound();
  return toAdminPlayer(row);
}

interface OwnerRowSql {
  id: string;
  user_id: string;
  name: string | null;
  email: string;
  status: Owner['status'];
  acquired_at: string | Date;
  expires_at: string | Date | null;
}
const ownerSelect = (where: SQL) => sql`
  select w.id, w.user_id, nullif(u.name, '') as name, u.email, ${effectiveStatus} as status, w.acquired_at, w.expires_at
  from player_ownership w join users u on u.id = w.user_id
  where ${where} order by w.acquired_at desc, w.id`;
const toOwner = (r: OwnerRowSql): Owner => ({
  id: r.id,
  userId: r.user_id,
  userName: r.name,
  userEmail: r.email,
  status: r.status,
  acquiredAt: iso(r.acquired_at)!,
  expiresAt: iso(r.expires_at),
});

export async function listOwners(db: DbOrTx, playerId: string): Promise<{ items: Owner[] }> {
  return { items: (await query<OwnerRowSql>(db, ownerSelect(sql`w.player_id = ${playerId}`))).map(toOwner) };
}

export async function getOwner(db: DbOrTx, ownershipId: string): Promise<Owner> {
  const [row] = await query<OwnerRowSql>(db, ownerSelect(sql`w.id = ${ownershipId}`));
  if (!row) throw notFound();
  return toOwner(row);
}

/** Pending Mob Requests: every pending bid, ended auctions first, then by player and amount. */
export async function listPendingBids(db: DbOrTx): Promise<PendingBidList> {
  const rows = await query<{
    id: string;
    player_id: string;
    player_name: string;
    user_id: string;
    name: string | null;
    email: string;
    amount: string;
    created_at: string | Date;
    expires_at: string | Date;
    is_leading: boolean;
    ended: boolean;
    server_now: string | Date;
  }>(
    db,
    sql`select m.id, m.player_id, p.name as player_name, m.user_id, nullif(u.name, '') as name, u.email, m.bid_amount_cents::text as amount,
               m.created_at, m.expires_at,
               (m.id = (select l.id from mob_requests l where l.player_id = m.player_id and l.status = 'pending'
                        order by l.bid_amount_cents desc, l.created_at asc, l.id asc limit 1)) as is_leading,
               (m.expires_at <= now()) as ended, now() as server_now
        from mob_requests m
        join marketplace_players p on p.id = m.player_id
        join users u on u.id = m.user_id
        where m.status = 'pending'
        order by (m.expires_at <= now()) desc, p.name, m.bid_amount_cents desc, m.created_at`,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      playerId: r.player_id,
      playerName: r.player_name,
      userId: r.user_id,
      userName: r.name,
      userEmail: r.email,
      bidAmountCents: Number(r.amount),
      createdAt: iso(r.created_at)!,
      expiresAt: iso(r.expires_at)!,
      isLeading: Boolean(r.is_leading),
      // An outbid bid's own expiry is not its auction's end; only the leader's is.
      ended: Boolean(r.ended) && Boolean(r.is_leading),
    })),
    serverNow: rows[0] ? iso(rows[0].server_now)! : await dbNow(db),
  };
}
