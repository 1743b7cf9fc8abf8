import { z } from 'zod';
import { requestStatuses } from '../enums.js';
import { requestSchema } from '../requests.js';

/**
 * The back office's requests contracts (admin spec §2, §4, §7, §8): the list of every player's requests and its
 * approve and reject actions. The player's requests are in ../requests.ts.
 */

// ---------------------------------------------------------------- admin

export const REQUESTS_PAGE_SIZE = 10;
export const requestStatusFilters = ['all', ...requestStatuses] as const;

/** GET /api/admin/requests: newest first, searched on title or description, page size 10. */
export const adminRequestListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(requestStatusFilters).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(REQUESTS_PAGE_SIZE),
});
export type AdminRequestListQuery = z.input<typeof adminRequestListQuery>;

export const adminRequestSchema = requestSchema.extend({
  user: z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable() }),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

export const adminRequestListResponse = z.object({
  items: z.array(adminRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminRequestList = z.infer<typeof adminRequestListResponse>;

/** POST /api/admin/requests/:id/approve and /reject (409 CONFLICT when no longer pending). */
export const adminRequestActionResponse = z.object({
  message: z.string(),
  request: adminRequestSchema,
  /** Entry fee refunded by this call (reject only). */
  refundedCents: z.number().int(),
});
export type AdminRequestActionResponse = z.infer<typeof adminRequestActionResponse>;
