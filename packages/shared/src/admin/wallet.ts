import { z } from 'zod';
import { listTotalFields } from '../accounts.js';
import { adminTextId } from '../admin-messages.js';
import { textId } from '../messages.js';
import { adminProposalSchema } from './proposals.js';
import {
  isInternationalPhone,
  normalizePhone,
  paymentInfoResponse,
  WALLET_ADJUST_MAX_DOLLARS,
  WALLET_AMOUNT_CEILING_CENTS,
  WALLET_MIN_AMOUNT_CENTS,
  walletStateSchema,
  walletTransactionListQuery,
  walletTransactionSchema,
} from '../wallet.js';

/**
 * The back office's wallet contracts (admin spec §2 Wallet Management, Settings): its requests, with their
 * validation texts from the admin catalogue, and its views. The player's are in ../wallet.ts.
 */

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

const wholeDollars = { error: adminTextId('adminWallet.wholeDollars') };

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

export const prizePayoutStatuses = ['pending', 'paid', 'rejected'] as const;
export type PrizePayoutStatus = (typeof prizePayoutStatuses)[number];

/**
 * The prize of a league or tournament (decision 031): paid at once at or below the four-eyes threshold; above
 * it pending until an admin other than the one who set the champion approves it.
 */
export const prizePayoutSchema = z.object({
  id: z.string(),
  competitionType: z.enum(['league', 'tournament']),
  competitionId: z.string(),
  competitionName: z.string(),
  teamName: z.string(),
  user: z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable() }),
  amountCents: z.number().int(),
  status: z.enum(prizePayoutStatuses),
  proposedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PrizePayout = z.infer<typeof prizePayoutSchema>;

/** GET /api/admin/prize-payouts */
export const prizePayoutListQuery = z.object({
  status: z.enum(['all', ...prizePayoutStatuses]).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PrizePayoutListQuery = z.input<typeof prizePayoutListQuery>;

export const prizePayoutListResponse = z.object({
  items: z.array(prizePayoutSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PrizePayoutList = z.infer<typeof prizePayoutListResponse>;

/** Answer of approve/reject of a prize payout: the message, the payout after it and the champion's wallet. */
export const prizePayoutActionResponse = z.object({ message: z.string(), payout: prizePayoutSchema, wallet: walletStateSchema });
export type PrizePayoutActionResponse = z.infer<typeof prizePayoutActionResponse>;

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
  .refine((s) => s === '' || isInternationalPhone(s), { error: adminTextId('adminSettings.phoneInvalid') })
  .transform((s) => (s === '' ? null : normalizePhone(s)))
  .nullable();

/** PUT /api/admin/settings: any subset; an empty or null phone clears it. */
export const updateAppSettingsRequest = z
  .object({
    moncashPhone: settingsPhone.optional(),
    natcashPhone: settingsPhone.optional(),
    minAmountCents: z
      .number({ error: adminTextId('adminSettings.minAmountInvalid') })
      .int({ error: adminTextId('adminSettings.minAmountInvalid') })
      .min(WALLET_MIN_AMOUNT_CENTS, { error: adminTextId('adminSettings.minAmountInvalid') })
      .max(WALLET_AMOUNT_CEILING_CENTS)
      .optional(),
    maxAmountCents: z
      .number({ error: textId('wallet.invalidAmount') })
      .int({ error: textId('wallet.invalidAmount') })
      .min(WALLET_MIN_AMOUNT_CENTS, { error: adminTextId('adminSettings.maxBelowMin') })
      .max(WALLET_AMOUNT_CEILING_CENTS)
      .optional(),
    fourEyesThresholdCents: z
      .number({ error: adminTextId('adminSettings.fourEyesInvalid') })
      .int({ error: adminTextId('adminSettings.fourEyesInvalid') })
      .min(WALLET_MIN_AMOUNT_CENTS, { error: adminTextId('adminSettings.fourEyesInvalid') })
      .max(WALLET_AMOUNT_CEILING_CENTS, { error: adminTextId('adminSettings.fourEyesInvalid') })
      .optional()
      .describe('Approvals and adjustments above this amount (cents) need a second admin'),
  })
  .refine((s) => s.minAmountCents === undefined || s.maxAmountCents === undefined || s.maxAmountCents >= s.minAmountCents, {
    error: adminTextId('adminSettings.maxBelowMin'),
    path: ['maxAmountCents'],
  });
export type UpdateAppSettingsRequest = z.input<typeof updateAppSettingsRequest>;

/**
 * Answer of PUT /api/admin/settings: the settings are money rules, so a change is a pending `proposal` (the
 * settings unchanged) that applies when another admin approves it; `proposal` is null when nothing changes.
 */
export const updateAppSettingsResponse = z.object({ message: z.string(), settings: appSettingsSchema, proposal: adminProposalSchema.nullable() });
