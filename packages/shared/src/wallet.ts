import { z } from 'zod';
import { paymentMethods, walletTransactionStatuses, walletTransactionTypes } from './enums.js';
import { textId } from './messages.js';

/**
 * Wallet contracts (user spec §2/§4/§5/§8/§9, admin spec §2/§4/§5/§7/§8). Every amount is integer
 * cents; the UI converts typed dollars with `dollarsToCents` and shows amounts with `formatCents`.
 * Validation messages are the catalogue texts, so the server's 400 body and a client-side form show
 * the same words. The back office's wallet contracts are in admin/wallet.ts (decision 028).
 */

/** Smallest deposit or withdrawal ($1, spec "input min 1"); the admin settings may raise it. */
export const WALLET_MIN_AMOUNT_CENTS = 100;
/** Default per-transaction maximum until an admin sets one ($10,000). */
export const WALLET_DEFAULT_MAX_AMOUNT_CENTS = 1_000_000;
/** Upper bound of any amount the API accepts ($100,000,000), far below 2^53. */
export const WALLET_AMOUNT_CEILING_CENTS = 10_000_000_000;
/** Admin adjustments are whole dollars, up to this many either way. */
export const WALLET_ADJUST_MAX_DOLLARS = 10_000_000;
/**
 * Four-eyes: an approval or adjustment above this amount needs a second admin until an admin sets
 * another threshold in /admin/settings ($1,000).
 */
export const WALLET_DEFAULT_FOUR_EYES_CENTS = 100_000;

/** International phone format, loosely: '+', then 8 to 15 digits, spaces allowed. */
export function isInternationalPhone(value: string): boolean {
  const text = value.trim();
  if (!/^\+[0-9 ]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/** '+509 3712 3456' → '+50937123456' (how numbers are stored and searched). */
export function normalizePhone(value: string): string {
  return value.replace(/\s+/g, '');
}

const invalidAmount = { error: textId('wallet.invalidAmount') };

/** An amount in integer cents, at least $1. The admin's min/max is checked by the server on top. */
export const amountCentsSchema = z
  .number(invalidAmount)
  .int(invalidAmount)
  .min(WALLET_MIN_AMOUNT_CENTS, invalidAmount)
  .max(WALLET_AMOUNT_CEILING_CENTS, invalidAmount)
  .describe('Amount in integer cents (>= 100, i.e. $1), within the min/max of GET /api/wallet/payment-info');

export const paymentMethodSchema = z.enum(paymentMethods, { error: textId('wallet.methodRequired') });

export const walletStateSchema = z.object({
  balanceCents: z.number().int().describe('Total money in the wallet, held amounts included'),
  heldCents: z.number().int().describe('Money reserved by pending withdrawals (and, later, leading bids)'),
  availableCents: z.number().int().describe('balance - held: what the user can spend or withdraw; never negative'),
});
export type WalletState = z.infer<typeof walletStateSchema>;

export const walletTransactionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(walletTransactionTypes),
  method: z.enum(paymentMethods),
  amountCents: z.number().int(),
  status: z.enum(walletTransactionStatuses),
  /** Deposits: last 5 digits of the MonCash/NatCash transaction id. */
  transactionRef: z.string().nullable(),
  /** Withdrawals: payout number, stored without spaces. */
  phoneNumber: z.string().nullable(),
  /** Rejection reason. */
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

// ---------------------------------------------------------------- user requests

/** POST /api/wallet/deposits */
export const depositRequest = z.object({
  method: paymentMethodSchema.default('moncash'),
  amountCents: amountCentsSchema,
  transactionRef: z
    .string({ error: textId('wallet.transactionRefRequired') })
    .trim()
    .regex(/^[0-9]{5}$/, { error: textId('wallet.transactionRefRequired') })
    .describe('Last 5 digits of the MonCash/NatCash transaction id, digits only'),
});
export type DepositRequest = z.input<typeof depositRequest>;

/** POST /api/wallet/withdrawals */
export const withdrawalRequest = z.object({
  method: paymentMethodSchema.default('moncash'),
  amountCents: amountCentsSchema,
  phoneNumber: z
    .string({ error: textId('wallet.phoneRequired') })
    .trim()
    .min(1, { error: textId('wallet.phoneRequired') })
    .refine(isInternationalPhone, { error: textId('wallet.phoneInvalid') })
    .transform(normalizePhone)
    .describe("Payout number in international format: '+' and 8-15 digits, spaces allowed"),
});
export type WithdrawalRequest = z.input<typeof withdrawalRequest>;

/** Answer of deposit, withdrawal, cancel, approve and reject: the message to show, the row, the owner's wallet after it. */
export const walletActionResponse = z.object({
  message: z.string(),
  transaction: walletTransactionSchema,
  wallet: walletStateSchema,
});
export type WalletActionResponse = z.infer<typeof walletActionResponse>;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

export const walletStatusFilters = ['all', ...walletTransactionStatuses] as const;
export const walletTypeFilters = ['all', ...walletTransactionTypes] as const;

/** GET /api/wallet/transactions */
export const walletTransactionListQuery = z.object({
  status: z.enum(walletStatusFilters).default('all'),
  type: z.enum(walletTypeFilters).default('all'),
  ...pageFields,
});
export type WalletTransactionListQuery = z.input<typeof walletTransactionListQuery>;

export const walletTransactionListResponse = z.object({
  items: z.array(walletTransactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WalletTransactionList = z.infer<typeof walletTransactionListResponse>;

/** GET /api/wallet/balance-history: one point per UTC day, the balance at the end of that day. */
export const balanceHistoryQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const balanceHistoryResponse = z.object({
  points: z.array(z.object({ date: z.string().describe('YYYY-MM-DD (UTC)'), balanceCents: z.number().int() })),
});
export type BalanceHistory = z.infer<typeof balanceHistoryResponse>;

/** GET /api/wallet/payment-info: where to send a deposit and the per-transaction limits. */
export const paymentInfoResponse = z.object({
  moncashPhone: z.string().nullable(),
  natcashPhone: z.string().nullable(),
  minAmountCents: z.number().int(),
  maxAmountCents: z.number().int(),
});
export type PaymentInfo = z.infer<typeof paymentInfoResponse>;

/** Data of the realtime `wallet` event (GET /api/events): the new state; refetch lists on receipt. */
export const walletEventSchema = z.object({
  wallet: walletStateSchema,
  transactionId: z.string().nullable(),
  status: z.enum(walletTransactionStatuses).nullable(),
});
export type WalletEvent = z.infer<typeof walletEventSchema>;
