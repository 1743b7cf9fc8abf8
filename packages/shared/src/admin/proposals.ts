import { z } from 'zod';

/**
 * Proposals (admin spec Settings and User Management, issue 25): a change of a money rule (the payment
 * settings) or of the admin role is proposed by one admin and applies only when another admin approves it.
 */

export const adminProposalKinds = ['settings_change', 'role_change'] as const;
export type AdminProposalKind = (typeof adminProposalKinds)[number];
export const adminProposalStatuses = ['pending', 'approved', 'rejected'] as const;

/** The values that change, by field: payment settings fields (cents, phone numbers) or `role`. */
const proposalValues = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

export const adminProposalSchema = z.object({
  id: z.string(),
  kind: z.enum(adminProposalKinds),
  status: z.enum(adminProposalStatuses),
  /** The settings key (`payments`) or the account whose role changes. */
  target: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }),
  before: proposalValues,
  after: proposalValues,
  proposedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminProposal = z.infer<typeof adminProposalSchema>;

/** GET /api/admin/proposals */
export const adminProposalListQuery = z.object({
  status: z.enum(['all', ...adminProposalStatuses]).default('pending'),
  kind: z.enum(adminProposalKinds).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminProposalListQuery = z.input<typeof adminProposalListQuery>;

export const adminProposalListResponse = z.object({
  items: z.array(adminProposalSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProposalList = z.infer<typeof adminProposalListResponse>;

export const adminProposalIdParams = z.object({ id: z.uuid() });

/** Answer of POST /api/admin/proposals/:id/approve and …/reject. */
export const adminProposalActionResponse = z.object({ message: z.string(), proposal: adminProposalSchema });
export type AdminProposalActionResponse = z.infer<typeof adminProposalActionResponse>;
