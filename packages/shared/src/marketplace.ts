import { z } from 'zod';
import { bidStatuses, contractDurations, ownershipStatuses } from './enums.js';
import { activeLocale, type Locale } from './i18n.js';
import { textId } from './messages.js';
import { formatCentsIn, groupThousands } from './money.js';
import { walletStateSchema } from './wallet.js';

/**
 * Marketplace contracts (user spec /mp2 and /my-players; admin spec marketplace players, owners and
 * pending mob requests). Amounts are integer cents, bids are whole dollars; instants are ISO strings.
 * Every list also returns `serverNow` (the database clock), so countdowns agree with the server. The back
 * office's marketplace contracts are in admin/marketplace.ts (decision 028).
 */

/** Largest starting price or bid the API accepts ($10,000,000). */
export const MARKET_AMOUNT_CEILING_CENTS = 1_000_000_000;
/** Largest player image an admin may upload. */
export const MARKET_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A stored player image (`/api/marketplace/images/<key>.webp`, at most 800 px) is also served resized, in AVIF and
 * WebP, at these widths: one for cards, one for details and high-density screens (decision 048). A copy's URL is the
 * image's with `-<width>.<format>` in place of `.webp`.
 */
export const PLAYER_IMAGE_WIDTHS = [320, 640] as const;
export type PlayerImageWidth = (typeof PLAYER_IMAGE_WIDTHS)[number];
export const PLAYER_IMAGE_FORMATS = ['avif', 'webp'] as const;
export type PlayerImageFormat = (typeof PLAYER_IMAGE_FORMATS)[number];
const STORED_PLAYER_IMAGE = /^\/api\/marketplace\/images\/([a-f0-9]{32})\.webp$/;

/** The URL of a stored player image's resized copy, or null for an image stored elsewhere (an admin's https URL). */
export function playerImageVariantUrl(imageUrl: string, width: PlayerImageWidth, format: PlayerImageFormat): string | null {
  const key = STORED_PLAYER_IMAGE.exec(imageUrl)?.[1];
  return key ? `/api/marketplace/images/${key}-${width}.${format}` : null;
}

export const marketSorts = ['newest', 'price', 'stats', 'ending', 'bids'] as const;
export type MarketSort = (typeof marketSorts)[number];
export const marketDurationFilters = ['all', ...contractDurations] as const;
export const myPlayerStatusFilters = ['all', ...ownershipStatuses] as const;
export type ContractDuration = (typeof contractDurations)[number];
export type OwnershipStatus = (typeof ownershipStatuses)[number];
export type BidStatus = (typeof bidStatuses)[number];

export const marketIdParams = z.object({ id: z.uuid() });

/** The state of a player's auction, computed from the database clock at read. */
export const auctionStates = ['open', 'live', 'ended'] as const;
export type AuctionState = (typeof auctionStates)[number];

export const marketPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  stats: z.number().int(),
  contractDuration: z.enum(contractDurations),
  imageUrl: z.string().nullable(),
  /** Starting bid. */
  priceCents: z.number().int(),
  createdAt: z.string(),
  /** open: nobody has bid; live: a leading pending bid before its end; ended: its end has passed (awaiting admin approval). */
  auctionState: z.enum(auctionStates),
  leadingBidCents: z.number().int().nullable(),
  leadingBidderName: z.string().nullable(),
  /** End of the auction: the leading bid's expiry (12 hours after the last bid). */
  auctionEndsAt: z.string().nullable(),
  /** Every bid ever made on this player. */
  bidCount: z.number().int(),
  /** The signed-in user's highest pending bid on this player. */
  myBidCents: z.number().int().nullable(),
  /** The signed-in user holds the leading bid. */
  iLead: z.boolean(),
  /** The smallest bid the server accepts now. */
  minimumBidCents: z.number().int(),
});
export type MarketPlayer = z.infer<typeof marketPlayerSchema>;

export const marketListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  duration: z.enum(marketDurationFilters).default('all'),
  sort: z.enum(marketSorts).default('newest'),
});
export type MarketListQuery = z.infer<typeof marketListQuery>;

export const marketListResponse = z.object({ items: z.array(marketPlayerSchema), serverNow: z.string() });
export type MarketList = z.infer<typeof marketListResponse>;

export const bidHistoryItemSchema = z.object({
  id: z.string(),
  bidderName: z.string().nullable(),
  isMine: z.boolean(),
  bidAmountCents: z.number().int(),
  status: z.enum(bidStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type BidHistoryItem = z.infer<typeof bidHistoryItemSchema>;
export const bidHistoryResponse = z.object({ items: z.array(bidHistoryItemSchema) });
export type BidHistory = z.infer<typeof bidHistoryResponse>;

const invalidBid = { error: textId('market.invalidBid') };
/** POST /api/marketplace/players/:id/bids: a whole number of dollars greater than 0. */
export const placeBidRequest = z.object({
  amountDollars: z
    .number(invalidBid)
    .int(invalidBid)
    .positive(invalidBid)
    .max(MARKET_AMOUNT_CEILING_CENTS / 100, invalidBid)
    .describe('Whole dollars, at least minimumBidCents / 100'),
});
export type PlaceBidRequest = z.infer<typeof placeBidRequest>;

export const bidSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  userId: z.string(),
  bidAmountCents: z.number().int(),
  status: z.enum(bidStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Bid = z.infer<typeof bidSchema>;

export const placeBidResponse = z.object({ message: z.string(), bid: bidSchema, wallet: walletStateSchema });
export type PlaceBidResponse = z.infer<typeof placeBidResponse>;

/** Realtime `auction` event: sent to every signed-in account when a player's auction changes. */
export interface AuctionEvent {
  playerId: string;
  reason: 'bid' | 'approved' | 'rejected' | 'ended' | 'player';
  leadingBidCents: number | null;
  bidCount: number | null;
  auctionEndsAt: string | null;
}

// ------------------------------------------------------------------------------------------ my players

export const myPlayerSchema = z.object({
  /** The ownership id. */
  id: z.string(),
  playerId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  stats: z.number().int(),
  contractDuration: z.enum(contractDurations),
  imageUrl: z.string().nullable(),
  /** Effective status: an active contract past its end reads expired even before the sweeper ran. */
  status: z.enum(ownershipStatuses),
  acquiredAt: z.string(),
  expiresAt: z.string().nullable(),
  /** What was paid (the approved bid), when acquired through an auction. */
  paidCents: z.number().int().nullable(),
});
export type MyPlayer = z.infer<typeof myPlayerSchema>;

export const myPlayersQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(myPlayerStatusFilters).default('all'),
});
export const myPlayersResponse = z.object({ items: z.array(myPlayerSchema), serverNow: z.string() });
export type MyPlayers = z.infer<typeof myPlayersResponse>;

/**
 * A bid amount as the bid texts show it in `locale`: whole dollars without cents ('$1,250', French and Kreyòl
 * '1 250 $'); with cents, English drops a trailing zero ('$12.5', '$12.05'), French and Kreyòl write both digits.
 */
export function formatBidAmountIn(locale: Locale, cents: number): string {
  if (locale !== 'en') return cents % 100 === 0 ? formatCentsIn(locale, cents).replace(',00', '') : formatCentsIn(locale, cents);
  return cents % 100 === 0 ? `$${groupThousands(cents / 100)}` : formatCentsIn('en', cents).replace(/0$/, '');
}

/** A bid amount in the active language (formatBidAmountIn). */
export function formatBidAmount(cents: number): string {
  return formatBidAmountIn(activeLocale(), cents);
}
