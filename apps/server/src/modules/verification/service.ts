import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  verificationSubmission,
  type AccountStatus,
  type AdminVerification,
  type AdminVerificationList,
  type MyVerification,
  type Verification,
  type VerificationFields,
} from '@arena/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { users, userVerifications } from '../../db/schema/index.js';
import { auditChange } from '../../lib/audit.js';
import { databaseNow } from '../../lib/database-now.js';
import { AppError, notFound } from '../../lib/errors.js';
import { validationFields, zodValidationIssues } from '../../lib/validation-issues.js';
import type { UseCaseContext } from '../../lib/use-case.js';
import { VERIFICATION_BUCKET, type PrivateStore } from '../../lib/private-store.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { sendNotification } from '../notifications/index.js';
import { cleanVerificationPhoto, type CleanPhoto } from './photo.js';
import { countListTotal } from '../../lib/list-total.js';
import { readAll } from '../../db/read-all.js';

type VerificationRow = typeof userVerifications.$inferSelect;

function toVerification(row: VerificationRow): Verification {
  return {
    verificationId: row.verificationId,
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    hasPhoto: row.photoKey !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Cache-busting version: the photo URL changes when the photo does (responses are cacheable for an hour). */
const photoVersion = (row: VerificationRow) => row.updatedAt.getTime().toString(36);

// ---------------------------------------------------------------- the user's own verification

export async function getMyVerification(db: DbOrTx, userId: string): Promise<MyVerification> {
  const [row] = await db
    .select({ accountStatus: users.accountStatus, verificationDate: users.verificationDate, verification: userVerifications })
    .from(users)
    .leftJoin(userVerifications, eq(userVerifications.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const v = row.verification;
  return {
    accountStatus: row.accountStatus as AccountStatus,
    verificationDate: row.verificationDate?.toISOString() ?? null,
    verification: v ? toVerification(v) : null,
    photoUrl: v?.photoKey ? `/api/verification/photo?v=${photoVersion(v)}` : null,
  };
}

/** Why a verification cannot be (re)submitted in this status, or null when it can (only from not_verified). */
function refusal(status: string): AppError | null {
  if (status === 'not_verified') return null;
  if (status === 'pending') return new AppError('CONFLICT', 'verification.alreadyPending');
  if (status === 'verified') return new AppError('CONFLICT', 'verification.alreadyVerified');
  return new AppError('FORBIDDEN', 'verification.notAllowed');
}

function checkFields(fields: Partial<VerificationFields>, now: Date): VerificationFields {
  const checked = verificationSubmission.safeParse(fields);
  if (!checked.success) throw new AppError('VALIDATION', 'verification.fillRequired', { fields: validationFields(zodValidationIssues(checked.error.issues)) });
  const dob = fields.dateOfBirth!.trim();
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(dob) ? new Date(`${dob}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== dob || dob < '1900-01-01' || parsed.getTime() > now.getTime()) {
    throw new AppError('VALIDATION', 'verification.invalidDateOfBirth', { fields: { dateOfBirth: 'verification.invalidDateOfBirth' } });
  }
  const optional = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  return {
    fullName: fields.fullName!.trim(),
    dateOfBirth: dob,
    address: fields.address!.trim(),
    city: fields.city!.trim(),
    country: fields.country!.trim(),
    state: optional(fields.state),
    postalCode: optional(fields.postalCode),
  };
}

export interface SubmitVerificationInput {
  fields: Partial<VerificationFields>;
  /** The uploaded photo's bytes; required on the first submission, optional on an update. */
  photo?: Buffer;
}

/**
 * Submits or updates the user's verification and sets the account to pending, in one transaction.
 * Only a not_verified account may submit (refused while pending, verified or banned); the status
 * change is a conditional update, so two submissions at once make one pending review.
 */
export async function submitVerification(ctx: UseCaseContext, store: PrivateStore, input: SubmitVerificationInput): Promise<MyVerification> {
  const { tx } = ctx;
  const userId = ctx.actor.id;
  const fields = checkFields(input.fields, ctx.clock.now());
  const [current] = await tx
    .select({ accountStatus: users.accountStatus, photoKey: userVerifications.photoKey })
    .from(users)
    .leftJoin(userVerifications, eq(userVerifications.userId, users.id))
    .where(eq(users.id, userId));
  if (!current) throw notFound();
  const refused = refusal(current.accountStatus);
  if (refused) throw refused;
  if (!input.photo && !current.photoKey) throw new AppError('VALIDATION', 'verification.photoRequired', { fields: { photo: 'verification.photoRequired' } });

  const clean: CleanPhoto | null = input.photo ? await cleanVerificationPhoto(input.photo) : null;
  const newKey = clean ? await store.put(VERIFICATION_BUCKET, clean.data, clean.ext) : null;
  // The stored upload goes again if the transaction does not commit.
  if (newKey) ctx.afterRollback(() => store.remove(VERIFICATION_BUCKET, newKey));
  let replacedKey: string | null = null;
  {
    {
      const now = await databaseNow(tx);
      const updated = await tx
        .update(users)
        .set({ accountStatus: 'pending', verificationDate: null, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.accountStatus, 'not_verified')))
        .returning({ id: users.id });
      if (updated.length === 0) {
        const [row] = await tx.select({ accountStatus: users.accountStatus }).from(users).where(eq(users.id, userId));
        throw (row && refusal(row.accountStatus)) ?? notFound();
      }
      const [existing] = await tx.select().from(userVerifications).where(eq(userVerifications.userId, userId)).for('update');
      const values = {
        fullName: fields.fullName,
        dateOfBirth: fields.dateOfBirth,
        address: fields.address,
        city: fields.city,
        state: fields.state ?? null,
        postalCode: fields.postalCode ?? null,
        country: fields.country,
        updatedAt: now,
      };
      let verificationId: string;
      if (existing) {
        await tx
          .update(userVerifications)
          .set({ ...values, ...(newKey && clean ? { photoKey: newKey, photoContentType: clean.contentType } : {}) })
          .where(eq(userVerifications.userId, userId));
        if (newKey) replacedKey = existing.photoKey;
        verificationId = existing.verificationId;
      } else {
        if (!newKey || !clean) throw new AppError('VALIDATION', 'verification.photoRequired', { fields: { photo: 'verification.photoRequired' } });
        const [inserted] = await tx
          .insert(userVerifications)
          .values({ ...values, userId: userId, photoKey: newKey, photoContentType: clean.contentType, createdAt: now })
          .returning({ verificationId: userVerifications.verificationId });
        verificationId = inserted!.verificationId;
      }
      await auditChange(ctx, {
        action: 'verification.submit',
        targetType: 'user',
        targetId: userId,
        before: { accountStatus: 'not_verified' },
        after: { accountStatus: 'pending', verificationId, photoReplaced: newKey !== null },
      });
    }
  }
  const replaced = replacedKey;
  if (replaced) ctx.afterCommit(() => store.remove(VERIFICATION_BUCKET, replaced));
  return getMyVerification(tx, userId);
}

export interface StoredPhoto {
  data: Buffer;
  contentType: string;
  ext: string;
}

/** The stored verification photo of `userId`; 404 when there is none. Callers decide who may ask. */
export async function readVerificationPhoto(db: DbOrTx, store: PrivateStore, userId: string): Promise<StoredPhoto> {
  const [row] = await db
    .select({ key: userVerifications.photoKey, contentType: userVerifications.photoContentType })
    .from(userVerifications)
    .where(eq(userVerifications.userId, userId));
  if (!row?.key || !row.contentType) throw notFound();
  const data = await store.get(VERIFICATION_BUCKET, row.key);
  if (!data) throw notFound();
  const ext = row.contentType === 'image/png' ? 'png' : row.contentType === 'image/gif' ? 'gif' : 'jpg';
  return { data, contentType: row.contentType, ext };
}

// ---------------------------------------------------------------- admin

const adminColumns = {
  verification: userVerifications,
  userName: users.name,
  email: users.email,
  accountStatus: users.accountStatus,
  verificationDate: users.verificationDate,
};

function toAdminVerification(row: {
  verification: VerificationRow;
  userName: string;
  email: string;
  accountStatus: string;
  verificationDate: Date | null;
}): AdminVerification {
  const v = row.verification;
  return {
    ...toVerification(v),
    userId: v.userId,
    userName: row.userName || null,
    email: row.email || null,
    accountStatus: row.accountStatus as AccountStatus,
    verificationDate: row.verificationDate?.toISOString() ?? null,
    photoUrl: v.photoKey ? `/api/admin/verifications/${v.userId}/photo?v=${photoVersion(v)}` : null,
  };
}

export interface VerificationListInput {
  search?: string;
  status: 'all' | 'pending' | 'verified' | 'not_verified';
  page: number;
  pageSize: number;
}

/** The verification requests, most recently submitted first; search by verification id or name. */
export async function listVerifications(db: Db, input: VerificationListInput): Promise<AdminVerificationList> {
  const conditions: SQL[] = [];
  if (input.status !== 'all') conditions.push(eq(users.accountStatus, input.status));
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(
      or(ilike(sql`${userVerifications.verificationId}::text`, pattern), ilike(userVerifications.fullName, pattern), ilike(users.name, pattern))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total] = await readAll(db, [
    () =>
      db
        .select(adminColumns)
        .from(userVerifications)
        .innerJoin(users, eq(users.id, userVerifications.userId))
        .where(where)
        .orderBy(desc(userVerifications.updatedAt), desc(userVerifications.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
    () =>
      countListTotal(
        db,
        (limit) =>
          db.select({ id: userVerifications.id }).from(userVerifications).innerJoin(users, eq(users.id, userVerifications.userId)).where(where).limit(limit),
        input,
      ),
  ]);
  return { items: rows.map(toAdminVerification), ...total, page: input.page, pageSize: input.pageSize };
}

/** One user's verification for the admin (Verification Request / Details modals). */
export async function getAdminVerification(db: Db, userId: string): Promise<AdminVerification> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const [row] = await db
    .select(adminColumns)
    .from(userVerifications)
    .innerJoin(users, eq(users.id, userVerifications.userId))
    .where(eq(userVerifications.userId, userId));
  if (!row) throw new AppError('NOT_FOUND', 'admin.verification.noneForUser');
  return toAdminVerification(row);
}

export interface DecisionInput {
  userId: string;
}

export interface DecisionResult {
  userId: string;
  accountStatus: AccountStatus;
  verificationDate: string | null;
}

/**
 * Approve (pending -> verified, date set, 'Account Verified') or reject (pending -> not_verified, date
 * cleared, 'Verification Rejected'). The status change is conditional on pending, so of two admins
 * deciding at once one wins and the other gets a 409; the notification and audit row commit with it.
 */
async function decide(ctx: UseCaseContext, input: DecisionInput, decision: 'approve' | 'reject'): Promise<DecisionResult> {
  const { tx } = ctx;
  {
    const [before] = await tx
      .select({ accountStatus: users.accountStatus, verificationDate: users.verificationDate })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', decision === 'approve' ? 'admin.verifications.approveMissingUser' : 'admin.verifications.rejectMissingUser');
    const now = await databaseNow(tx);
    const next =
      decision === 'approve'
        ? { accountStatus: 'verified' as const, verificationDate: now }
        : { accountStatus: 'not_verified' as const, verificationDate: null };
    const updated = await tx
      .update(users)
      .set({ ...next, updatedAt: now })
      .where(and(eq(users.id, input.userId), eq(users.accountStatus, 'pending')))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError('CONFLICT', 'admin.verifications.notPending');
    if (decision === 'approve') {
      await sendNotification(tx, input.userId, { type: 'success', titleKey: 'notify.accountVerified.title', messageKey: 'notify.accountVerified.message' });
    } else {
      await sendNotification(tx, input.userId, {
        type: 'error',
        titleKey: 'notify.verificationRejected.title',
        messageKey: 'notify.verificationRejected.message',
      });
    }
    const [verification] = await tx
      .select({ verificationId: userVerifications.verificationId })
      .from(userVerifications)
      .where(eq(userVerifications.userId, input.userId));
    await auditChange(ctx, {
      action: decision === 'approve' ? 'verification.approve' : 'verification.reject',
      targetType: 'user',
      targetId: input.userId,
      before: { accountStatus: before.accountStatus, verificationDate: before.verificationDate?.toISOString() ?? null },
      after: {
        accountStatus: next.accountStatus,
        verificationDate: next.verificationDate?.toISOString() ?? null,
        verificationId: verification?.verificationId ?? null,
      },
    });
    return { userId: input.userId, accountStatus: next.accountStatus, verificationDate: next.verificationDate?.toISOString() ?? null };
  }
}

export const approveVerification = (ctx: UseCaseContext, input: DecisionInput) => decide(ctx, input, 'approve');
export const rejectVerification = (ctx: UseCaseContext, input: DecisionInput) => decide(ctx, input, 'reject');
