import { z } from 'zod';
import { protectionBlockSchema, protectionLimitSchema, protectionStateResponse } from '../protection.js';

/**
 * The back office's view of player protection (issue 29): read-only, except lifting a self-exclusion after its term
 * (the documented support path, audited). The report lists every player with an active limit, time-out or exclusion.
 */

/** What the users list shows on a row: the strongest protection in force. */
export const protectionStatuses = ['none', 'limits', 'timeout', 'exclusion'] as const;
export type ProtectionStatus = (typeof protectionStatuses)[number];

export const adminProtectionResponse = z.object({
  userId: z.string(),
  status: z.enum(protectionStatuses),
  state: protectionStateResponse,
  /** True when a self-exclusion's term has passed and support may lift it. */
  liftable: z.boolean(),
});
export type AdminProtection = z.infer<typeof adminProtectionResponse>;

export const adminProtectionReportQuery = z.object({
  status: z.enum(['all', 'limits', 'timeout', 'exclusion']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminProtectionReportQuery = z.infer<typeof adminProtectionReportQuery>;

export const adminProtectionReportRow = z.object({
  userId: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  status: z.enum(protectionStatuses),
  limits: z.array(protectionLimitSchema.pick({ kind: true, amountCents: true, pending: true })),
  block: protectionBlockSchema.nullable(),
});
export type AdminProtectionReportRow = z.infer<typeof adminProtectionReportRow>;

export const adminProtectionReportResponse = z.object({
  items: z.array(adminProtectionReportRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProtectionReport = z.infer<typeof adminProtectionReportResponse>;

export const adminLiftExclusionResponse = z.object({ message: z.string(), protection: adminProtectionResponse });
