import { z } from 'zod';
import { requestStatuses } from './enums.js';
import { textId } from './messages.js';

/**
 * Requests (user spec §2, §5; admin spec §2, §4, §7, §8): enrollment requests for leagues and
 * tournaments (made by enrolling, with the entry fee charged) and the free-form requests of
 * /dashboard/new-request. Rejecting an enrollment refunds its fee exactly once. The back office's requests
 * contracts are in admin/requests.ts (decision 028).
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

const fillAll = { error: textId('requests.fillAllFields') };
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
