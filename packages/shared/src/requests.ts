import { z } from 'zod';
import { requestStatuses } from './enums.js';
import { t } from './messages.js';

/**
 * Requests (user spec §2, §5; admin spec §2, §4, §7, §8): enrollment requests for leagues and
 * tournaments (made by enrolling, with the entry fee charged) and the free-form requests of
 * /dashboard/new-request. Rejecting an enrollment refunds its fee exactly once.
 */

export const requestStatusSchema = z.enum(requestStatuses);

/** league_enrollment / tournament_enrollment: made by enrolling (fee charged); request: /dashboard/new-request. */
export const requestKinds = ['league_enrollment', 'tournament_enrollment', 'request'] as const;
export type RequestKind = (typeof requestKinds)[number];

export const requestSchema = z.object({
  id: z.string(),
  kind: z.enum(requestKinds),
  title: z.string(),
  description: z.string(),
  status: requestStatusSchema,
  /** Fee charged when the request was made (refunded on rejection). */
  entryFeeCents: z.number().int(),
  league: z.object({ id: z.string(), name: z.string(), priceCents: z.number().int() }).nullable(),
  tournament: z.object({ id: z.string(), name: z.string() }).nullable(),
  competition: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RequestItem = z.infer<typeof requestSchema>;

/** GET /api/requests/mine */
export const myRequestListResponse = z.object({ items: z.array(requestSchema) });
export type MyRequestList = z.infer<typeof myRequestListResponse>;

const fillAll = { error: t('requests.fillAllFields') };
const requiredText = (max: number) => z.string(fillAll).trim().min(1, fillAll).max(max);

/** POST /api/requests (/dashboard/new-request): every field required and trimmed. */
export const newRequestRequest = z.object({
  title: requiredText(200),
  description: requiredText(2000),
  leagueId: z.uuid(fillAll),
  competitionId: z.uuid(fillAll),
});
export type NewRequestRequest = z.input<typeof newRequestRequest>;
export const requestActionResponse = z.object({ message: z.string(), request: requestSchema });
export type RequestActionResponse = z.infer<typeof requestActionResponse>;

/** GET /api/requests/options: leagues (status active) the new-request form offers. */
export const requestOptionsResponse = z.object({ leagues: z.array(z.object({ id: z.string(), name: z.string() })) });
export type RequestOptions = z.infer<typeof requestOptionsResponse>;

/** GET /api/leagues/:id/competitions: ordered by start date. */
export const competitionSchema = z.object({ id: z.string(), name: z.string(), startDate: z.string(), endDate: z.string() });
export type Competition = z.infer<typeof competitionSchema>;
export const competitionListResponse = z.object({ items: z.array(competitionSchema) });
export type CompetitionList = z.infer<typeof competitionListResponse>;

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

/** Data of the realtime `requests` event (admins): refetch the request list. */
export const requestsEventSchema = z.object({ requestId: z.string(), status: requestStatusSchema });
export type RequestsEvent = z.infer<typeof requestsEventSchema>;
