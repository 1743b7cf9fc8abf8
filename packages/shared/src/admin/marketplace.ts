import { z } from 'zod';
import { adminTextId } from '../admin-messages.js';
import { contractDurations, marketplacePlayerStatuses, ownershipStatuses } from '../enums.js';
import { bidSchema, MARKET_AMOUNT_CEILING_CENTS, marketPlayerSchema } from '../marketplace.js';
import { optionalText } from './fields.js';

/**
 * The back office's marketplace contracts (admin spec §2 Marketplace Management): its requests, with their
 * validation texts from the admin catalogue, and its views. The player's are in ../marketplace.ts.
 */

// ------------------------------------------------------------------------------------------ admin

export const adminPlayerSchema = marketPlayerSchema
  .omit({ myBidCents: true, iLead: true })
  .extend({ status: z.enum(marketplacePlayerStatuses), ownerCount: z.number().int(), activeOwnerCount: z.number().int(), updatedAt: z.string() });
export type AdminPlayer = z.infer<typeof adminPlayerSchema>;
export const adminPlayerListResponse = z.object({ items: z.array(adminPlayerSchema), serverNow: z.string() });
export type AdminPlayerList = z.infer<typeof adminPlayerListResponse>;

/** An image is an http(s) URL or one uploaded through POST /api/admin/marketplace/images. */
export function isPlayerImageUrl(value: string): boolean {
  if (/^\/api\/marketplace\/images\/[a-f0-9]{32}\.webp$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** POST /api/admin/marketplace/players and PUT …/:id (admin spec: price ≥ 0, stats 1-100 default 50, duration default 1_month). */
export const savePlayerRequest = z.object({
  name: z
    .string({ error: adminTextId('admin.marketplace.nameRequired') })
    .trim()
    .min(1, { error: adminTextId('admin.marketplace.nameRequired') })
    .max(100),
  description: optionalText(2000),
  priceCents: z
    .number({ error: adminTextId('admin.marketplace.priceRequired') })
    .int({ error: adminTextId('admin.marketplace.priceRequired') })
    .min(0, { error: adminTextId('admin.marketplace.priceNegative') })
    .max(MARKET_AMOUNT_CEILING_CENTS),
  stats: z
    .number({ error: adminTextId('admin.marketplace.statsRange') })
    .int({ error: adminTextId('admin.marketplace.statsRange') })
    .min(1, { error: adminTextId('admin.marketplace.statsRange') })
    .max(100, { error: adminTextId('admin.marketplace.statsRange') })
    .default(50),
  contractDuration: z.enum(contractDurations).default('1_month'),
  status: z.enum(marketplacePlayerStatuses).default('active'),
  imageUrl: optionalText(2000).refine((v) => v === null || isPlayerImageUrl(v), { error: adminTextId('admin.marketplace.imageInvalid') }),
});
export type SavePlayerRequest = z.input<typeof savePlayerRequest>;
export const savePlayerResponse = z.object({ message: z.string(), player: adminPlayerSchema });

export const imageUploadResponse = z.object({ imageUrl: z.string() });

export const ownerSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
  userEmail: z.string(),
  status: z.enum(ownershipStatuses),
  acquiredAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type Owner = z.infer<typeof ownerSchema>;
export const ownerListResponse = z.object({ items: z.array(ownerSchema) });
export const updateOwnershipRequest = z.object({ status: z.enum(ownershipStatuses) });
export const updateOwnershipResponse = z.object({ message: z.string(), owner: ownerSchema });

export const pendingBidSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  playerName: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
  userEmail: z.string(),
  bidAmountCents: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Highest pending bid of its player (only the leader can be approved; it alone holds money). */
  isLeading: z.boolean(),
  /** The auction's end has passed. */
  ended: z.boolean(),
});
export type PendingBid = z.infer<typeof pendingBidSchema>;
export const pendingBidListResponse = z.object({ items: z.array(pendingBidSchema), serverNow: z.string() });
export type PendingBidList = z.infer<typeof pendingBidListResponse>;

export const decideBidResponse = z.object({ message: z.string(), bid: bidSchema });
export type DecideBidResponse = z.infer<typeof decideBidResponse>;
