import { z } from 'zod';
import { textId } from './messages.js';

/**
 * Player protection (issue 29): deposit and spending limits, time-outs and self-exclusion, the activity summary.
 * Limit windows are calendar windows in the player's time zone; amounts are integer cents.
 */

/** The four limits a player may set. Deposit limits per day, week and month; spending (entry fees and bids) per week. */
export const protectionLimitKinds = ['depositDay', 'depositWeek', 'depositMonth', 'spendWeek'] as const;
export type ProtectionLimitKind = (typeof protectionLimitKinds)[number];

/** Time-outs end by themselves; self-exclusions stay until support lifts them after their term (permanent: never). */
export const timeOutPeriods = ['24h', '7d', '30d'] as const;
export const selfExclusionPeriods = ['6m', '1y', 'permanent'] as const;
export const protectionBlockPeriods = [...timeOutPeriods, ...selfExclusionPeriods] as const;
export type ProtectionBlockPeriod = (typeof protectionBlockPeriods)[number];
export const protectionBlockKinds = ['timeout', 'exclusion'] as const;
export type ProtectionBlockKind = (typeof protectionBlockKinds)[number];

/** Limits are whole dollars up to $1,000,000, typed like every amount (decision 033), sent as cents. */
export const PROTECTION_LIMIT_MAX_CENTS = 100_000_000;

const invalidLimit = { error: textId('protection.limitInvalid') };

/** Set or remove one limit: `amountCents: null` removes it. */
export const protectionLimitRequest = z.object({
  kind: z.enum(protectionLimitKinds),
  amountCents: z.number(invalidLimit).int(invalidLimit).min(100, invalidLimit).max(PROTECTION_LIMIT_MAX_CENTS, invalidLimit).nullable(),
});
export type ProtectionLimitRequest = z.infer<typeof protectionLimitRequest>;

/** Start a time-out or a self-exclusion; `confirm` must be true (the player read that it cannot be ended early). */
export const protectionBlockRequest = z.object({
  period: z.enum(protectionBlockPeriods, { error: textId('protection.periodRequired') }),
  confirm: z.literal(true, { error: textId('protection.confirmRequired') }),
});
export type ProtectionBlockRequest = z.infer<typeof protectionBlockRequest>;

export const protectionLimitSchema = z.object({
  kind: z.enum(protectionLimitKinds),
  /** The limit in force now (null: none). */
  amountCents: z.number().int().nullable(),
  /** What was used of it in the current window. */
  usedCents: z.number().int(),
  /** When the current window ends (ISO). */
  resetsAt: z.string(),
  /** A raise or removal waiting its 24 hours: the amount (null: removal) and when it takes effect. */
  pending: z.object({ amountCents: z.number().int().nullable(), effectiveAt: z.string() }).nullable(),
});
export type ProtectionLimit = z.infer<typeof protectionLimitSchema>;

export const protectionBlockSchema = z.object({
  kind: z.enum(protectionBlockKinds),
  period: z.enum(protectionBlockPeriods),
  startedAt: z.string(),
  /** The end of the term (null: permanent). A self-exclusion past its term stays until support lifts it. */
  endsAt: z.string().nullable(),
});
export type ProtectionBlock = z.infer<typeof protectionBlockSchema>;

export const activityTotalsSchema = z.object({
  depositsCents: z.number().int(),
  withdrawalsCents: z.number().int(),
  feesCents: z.number().int(),
  prizesCents: z.number().int(),
  /** Prizes + refunds + auction sales… minus fees and bids won: what playing brought (negative: cost). */
  netCents: z.number().int(),
});
export type ActivityTotals = z.infer<typeof activityTotalsSchema>;

export const protectionStateResponse = z.object({
  timeZone: z.string(),
  limits: z.array(protectionLimitSchema),
  block: protectionBlockSchema.nullable(),
  activity: z.object({ last30Days: activityTotalsSchema, last12Months: activityTotalsSchema }),
});
export type ProtectionState = z.infer<typeof protectionStateResponse>;

export const protectionActionResponse = z.object({ message: z.string(), state: protectionStateResponse });
export type ProtectionActionResponse = z.infer<typeof protectionActionResponse>;

/** Whether a period is a time-out or a self-exclusion. */
export const blockPeriodKind = (period: ProtectionBlockPeriod): ProtectionBlockKind =>
  (timeOutPeriods as readonly string[]).includes(period) ? 'timeout' : 'exclusion';
