import { z } from 'zod';
import { EMAIL_MAX, FULL_NAME_MAX, listTotalFields, successResponse, verificationSchema } from '../accounts.js';
import { accountStatuses, requestStatuses, roles } from '../enums.js';
import { adminProposalSchema } from './proposals.js';
import { protectionStatuses } from './protection.js';

/**
 * The back office's accounts contracts (admin spec §2, §4, §7, §8): users, identity verifications, the dashboard
 * and the audit log. The user's own profile and verification are in ../accounts.ts.
 */

/** The Global Rankings card counts the players on the top-100 board (admin spec §2, §9: at most 100). */
export const ADMIN_DASHBOARD_GLOBAL_RANKINGS = 100;
/** The card also names the top 3 of the same ranking. */
export const ADMIN_DASHBOARD_RANKING_TOP = 3;
export const ADMIN_PAGE_SIZE_DEFAULT = 10;
export const ADMIN_PAGE_SIZE_MAX = 100;

const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
};
const pageMeta = { ...listTotalFields, page: z.number().int(), pageSize: z.number().int() };

// ---------------------------------------------------------------- admin: users

export const adminUserListQuery = z.object({ search: z.string().trim().max(200).optional(), ...pageQuery });
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(roles),
  accountStatus: z.enum(accountStatuses),
  verificationDate: z.string().nullable(),
  banned: z.boolean(),
  walletBalanceCents: z.number().int(),
  walletHeldCents: z.number().int(),
  /** The strongest player protection in force (limits, time-out, self-exclusion), shown on the row. */
  protectionStatus: z.enum(protectionStatuses),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListResponse = z.object({ items: z.array(adminUserSchema), ...pageMeta });
export type AdminUserList = z.infer<typeof adminUserListResponse>;

export const userIdParams = z.object({ id: z.uuid() });

/** PATCH /api/admin/users/:id: the Edit User form; omitted fields stay as they are. */
export const adminUpdateUserBody = z
  .object({
    fullName: z.string().trim().min(1).max(FULL_NAME_MAX),
    email: z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email()),
    role: z.enum(roles),
    accountStatus: z.enum(accountStatuses),
  })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBody>;
/** `proposal`: the role change the edit asked for, pending until another admin approves it (null when the role stays). */
export const adminUpdateUserResponse = successResponse.extend({ user: adminUserSchema, proposal: adminProposalSchema.nullable() });

export const adminUserRequestSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(requestStatuses),
  leagueId: z.string().nullable(),
  leagueName: z.string().nullable(),
  leaguePriceCents: z.number().int().nullable(),
  competitionId: z.string().nullable(),
  tournamentId: z.string().nullable(),
  tournamentName: z.string().nullable(),
  entryFeeCents: z.number().int(),
  createdAt: z.string(),
});
export type AdminUserRequest = z.infer<typeof adminUserRequestSchema>;
export const adminUserRequestsResponse = z.object({ items: z.array(adminUserRequestSchema) });

// ---------------------------------------------------------------- admin: verifications

export const verificationStatusFilters = ['all', 'pending', 'verified', 'not_verified'] as const;
export const adminVerificationListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(verificationStatusFilters).default('all'),
  ...pageQuery,
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(20),
});
export const adminVerificationSchema = verificationSchema.extend({
  userId: z.string(),
  /** The account's full name (the verification's own is `fullName`). */
  userName: z.string().nullable(),
  /** Null when the account has no email: the screen shows 'Email not available'. */
  email: z.string().nullable(),
  accountStatus: z.enum(accountStatuses),
  verificationDate: z.string().nullable(),
  /** Admin URL of the photo, or null. */
  photoUrl: z.string().nullable(),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;
export const adminVerificationListResponse = z.object({ items: z.array(adminVerificationSchema), ...pageMeta });
export type AdminVerificationList = z.infer<typeof adminVerificationListResponse>;
export const verificationUserParams = z.object({ userId: z.uuid() });
export const adminVerificationDecisionResponse = successResponse.extend({
  userId: z.string(),
  accountStatus: z.enum(accountStatuses),
  verificationDate: z.string().nullable(),
});

// ---------------------------------------------------------------- admin: dashboard

export const adminDashboardResponse = z.object({
  counts: z.object({
    users: z.number().int(),
    tournaments: z.number().int(),
    matches: z.number().int(),
    teams: z.number().int(),
    activeLeagues: z.number().int(),
    pendingRequests: z.number().int(),
    /** Players on the global ranking board: the ranked users, at most 100 (admin spec §2, §9). */
    globalRankings: z.number().int(),
  }),
  /** The top 3 of the global ranking, for the Global Rankings card. */
  rankingTop: z.array(z.object({ userId: z.string(), rankPosition: z.number().int(), fullName: z.string().nullable(), totalEarningsCents: z.number().int() })),
  latestUsers: z.array(z.object({ id: z.string(), email: z.string(), fullName: z.string().nullable(), createdAt: z.string() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardResponse>;

// ---------------------------------------------------------------- admin: audit log

export const auditLogQuery = z.object({
  actorId: z.uuid().optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(100).optional(),
  targetId: z.string().trim().max(100).optional(),
  ...pageQuery,
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(50),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponse = z.object({ items: z.array(auditEntrySchema), ...pageMeta });
export type AuditLogPage = z.infer<typeof auditLogResponse>;
export const auditActionsResponse = z.object({ actions: z.array(z.string()) });
