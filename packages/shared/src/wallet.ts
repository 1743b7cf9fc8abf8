import { z } from 'zod';
import { paymentMethods, walletTransactionStatuses, walletTransactionTypes } from './enums.js';
import { listTotalFields } from './accounts.js';
import { t } from './messages.js';
import { tAdmin } from './admin-messages.js';

/**
 * Wallet contracts (user spec §2/§4/§5/§8/§9, admin spec §2/§4/§5/§7/§8). Every amount is integer
 * cents; the UI converts typed dollars with `dollarsToCents` and shows amounts with `formatCents`.
 * Validation messages are the catalogue texts, so the server's 400 body and a client-side form show
 * the same words.
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

const invalidAmount = { error: t('wallet.invalidAmount') };

/** An amount in integer cents, at least $1. The admin's min/max is checked by the server on top. */
export const amountCentsSchema = z
  .number(invalidAmount)
  .int(invalidAmount)
  .min(WALLET_MIN_AMOUNT_CENTS, invalidAmount)
  .max(WALLET_AMOUNT_CEILING_CENTS, invalidAmount)
  .describe('Amount in integer cents (>= 100, i.e. $1), within the min/max of GET /api/wallet/payment-info');

export const paymentMethodSchema = z.enum(paymentMethods, { error: t('wallet.methodRequired') });

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
    .string({ error: t('wallet.transactionRefRequired') })
    .trim()
    .regex(/^[0-9]{5}$/, { error: t('wallet.transactionRefRequired') })
    .describe('Last 5 digits of the MonCash/NatCash transaction id, digits only'),
});
export type DepositRequest = z.input<typeof depositRequest>;

/** POST /api/wallet/withdrawals */
export const withdrawalRequest = z.object({
  method: paymentMethodSchema.default('moncash'),
  amountCents: amountCentsSchema,
  phoneNumber: z
    .string({ error: t('wallet.phoneRequired') })
    .trim()
    .min(1, { error: t('wallet.phoneRequired') })
    .refine(isInternationalPhone, { error: t('wallet.phoneInvalid') })
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

// ---------------------------------------------------------------- admin

/** GET /api/admin/wallet-transactions */
export const adminWalletTransactionListQuery = walletTransactionListQuery.extend({
  search: z.string().trim().max(100).optional().describe('Matches user email, full name, transaction id (5 digits) or phone number'),
});
export type AdminWalletTransactionListQuery = z.input<typeof adminWalletTransactionListQuery>;

export const adminWalletTransactionSchema = walletTransactionSchema.extend({
  user: z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable() }),
  reviewedBy: z.string().nullable(),
  /** Deposits: true when another deposit (any user, any status) carries the same 5-digit reference. */
  duplicateRef: z.boolean(),
  /** The earliest other deposit with the same reference, or null. */
  duplicateRefOf: z.string().nullable(),
  /** Four-eyes: the first admin's approval of a request above the threshold; a second admin completes it. */
  firstApproval: z.object({ adminId: z.string().nullable(), name: z.string().nullable(), at: z.string() }).nullable(),
});
export type AdminWalletTransaction = z.infer<typeof adminWalletTransactionSchema>;

export const adminWalletTransactionListResponse = z.object({
  items: z.array(adminWalletTransactionSchema),
  ...listTotalFields,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminWalletTransactionList = z.infer<typeof adminWalletTransactionListResponse>;

/** POST /api/admin/wallet-transactions/:id/reject (the body may be omitted). */
export const rejectTransactionRequest = z.object({ reason: z.string().trim().max(500).optional().describe('Shown to the user; optional') }).nullish();
export type RejectTransactionRequest = NonNullable<z.input<typeof rejectTransactionRequest>>;

const wholeDollars = { error: tAdmin('adminWallet.wholeDollars') };

/** POST /api/admin/wallets/:userId/adjust: whole dollars, negative removes funds (never below zero available). */
export const adjustWalletRequest = z.object({
  amountDollars: z
    .number(wholeDollars)
    .int(wholeDollars)
    .min(-WALLET_ADJUST_MAX_DOLLARS, wholeDollars)
    .max(WALLET_ADJUST_MAX_DOLLARS, wholeDollars)
    .refine((n) => n !== 0, wholeDollars),
  note: z.string().trim().max(500).optional(),
});
export type AdjustWalletRequest = z.input<typeof adjustWalletRequest>;

export const proposalStatuses = ['pending', 'approved', 'rejected'] as const;

/** A wallet adjustment above the four-eyes threshold: proposed by one admin, applied when another approves it. */
export const walletAdjustmentProposalSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable() }),
  amountCents: z.number().int().describe('Signed: negative removes funds'),
  note: z.string().nullable(),
  status: z.enum(proposalStatuses),
  proposedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletAdjustmentProposal = z.infer<typeof walletAdjustmentProposalSchema>;

/**
 * Answer of POST /api/admin/wallets/:userId/adjust: `proposal` is null when the adjustment was applied
 * (`wallet` is the new state), and the pending proposal when the amount needs a second admin (`wallet` unchanged).
 */
export const adjustWalletResponse = z.object({ message: z.string(), wallet: walletStateSchema, proposal: walletAdjustmentProposalSchema.nullable() });
export type AdjustWalletResponse = z.infer<typeof adjustWalletResponse>;

export const proposalStatusFilters = ['all', ...proposalStatuses] as const;
export type ProposalStatusFilter = (typeof proposalStatusFilters)[number];

/** GET /api/admin/wallet-adjustments */
export const proposalListQuery = z.object({
  status: z.enum(proposalStatusFilters).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ProposalListQuery = z.input<typeof proposalListQuery>;

export const proposalListResponse = z.object({
  items: z.array(walletAdjustmentProposalSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProposalList = z.infer<typeof proposalListResponse>;

/** Answer of approve/reject of a proposal: the message, the proposal after it and the user's wallet. */
export const proposalActionResponse = z.object({ message: z.string(), proposal: walletAdjustmentProposalSchema, wallet: walletStateSchema });
export type ProposalActionResponse = z.infer<typeof proposalActionResponse>;

/** GET /api/admin/settings */
export const appSettingsSchema = paymentInfoResponse.extend({
  /** Approvals and adjustments above this amount need a second admin (four-eyes). */
  fourEyesThresholdCents: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

const settingsPhone = z
  .string()
  .trim()
  .refine((s) => s === '' || isInternationalPhone(s), { error: tAdmin('adminSettings.phoneInvalid') })
  .transform((s) => (s === '' ? null : normalizePhone(s)))
  .nullable();

/** PUT /api/admin/settings: any subset; an empty or null phone clears it. */
export const updateAppSettingsRequest = z
  .object({
    moncashPhone: settingsPhone.optional(),
    natcashPhone: settingsPhone.optional(),
    minAmountCents: z
      .number({ error: tAdmin('adminSettings.minAmountInvalid') })
      .int({ error: tAdmin('adminSettings.minAmountInvalid') })
      .min(WALLET_MIN_AMOUNT_CENTS, { error: tAdmin('adminSettings.minAmountInvalid') })
      .max(WALLET_AMOUNT_CEILING_CENTS)
      .optional(),
    maxAmountCents: z
      .number({ error: t('wallet.invalidAmount') })
      .int({ error: t('wallet.invalidAmount') })
      .min(WALLET_MIN_AMOUNT_CENTS, { error: tAdmin('adminSettings.maxBelowMin') })
      .max(WALLET_AMOUNT_CEILING_CENTS)
      .optional(),
    fourEyesThresholdCents: z
      .number({ error: tAdmin('adminSettings.fourEyesInvalid') })
      .int({ error: tAdmin('adminSettings.fourEyesInvalid') })
      .min(WALLET_MIN_AMOUNT_CENTS, { error: tAdmin('adminSettings.fourEyesInvalid') })
      .max(WALLET_AMOUNT_CEILING_CENTS, { error: tAdmin('adminSettings.fourEyesInvalid') })
      .optional()
      .describe('Approvals and adjustments above this amount (cents) need a second admin'),
  })
  .refine((s) => s.minAmountCents === undefined || s.maxAmountCents === undefined || s.maxAmountCents >= s.minAmountCents, {
    error: tAdmin('adminSettings.maxBelowMin'),
    path: ['maxAmountCents'],
  });
export type UpdateAppSettingsRequest = z.input<typeof updateAppSettingsRequest>;

export const updateAppSettingsResponse = z.object({ message: z.string(), settings: appSettingsSchema });
