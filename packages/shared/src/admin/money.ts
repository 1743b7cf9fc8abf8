import { z } from 'zod';
import { systemAccounts } from '../enums.js';

/**
 * The back office's money overview (double-entry ledger, docs/decisions/029): the balance of each system account and its
 * movement by day. A system account's entries are the opposite of the wallet entries they counter, so a negative
 * balance is money the account put into wallets (deposits in, prizes paid, adjustments created) and a positive one
 * money it took from them (fees earned, withdrawals paid out, marketplace sales).
 */

/** GET /api/admin/money-overview */
export const moneyOverviewQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30).describe('How many UTC days of movement, today included'),
});
export type MoneyOverviewQuery = z.input<typeof moneyOverviewQuery>;

const systemAccountSchema = z.enum(systemAccounts);
const perAccount = z.record(systemAccountSchema, z.number().int());

export const moneyOverviewResponse = z.object({
  /** Every system account, in the order of `systemAccounts`, with the sum of all its entries. */
  accounts: z.array(z.object({ account: systemAccountSchema, balanceCents: z.number().int() })),
  /** One row per UTC day of the range, oldest first: each account's net movement that day (0 when none). */
  days: z.array(z.object({ date: z.string().describe('YYYY-MM-DD (UTC)'), movementCents: perAccount })),
  /** Entry fees kept (fees charged minus refunds): the entry_fees balance. */
  feesEarnedCents: z.number().int(),
  /** Prizes paid to wallets: the opposite of the prizes balance. */
  prizesPaidCents: z.number().int(),
  /** Fees earned minus prizes paid. */
  revenueCents: z.number().int(),
  /** Money admins put into wallets by adjustments, net of deductions: the opposite of the adjustments balance. */
  adjustmentsCreatedCents: z.number().int(),
});
export type MoneyOverview = z.infer<typeof moneyOverviewResponse>;
