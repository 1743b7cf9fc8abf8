import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  WALLET_DEFAULT_FOUR_EYES_CENTS,
  WALLET_DEFAULT_MAX_AMOUNT_CENTS,
  WALLET_MIN_AMOUNT_CENTS,
  normalizePhone,
  type AppSettings,
  type PaymentInfo,
} from '@arena/shared';
import type { DbOrTx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { appSettings } from '../../db/schema/index.js';
import { auditChange } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { UseCaseContext } from '../../lib/use-case.js';

/**
 * Admin-editable settings (admin spec /admin/settings), stored in `app_settings` as one JSON value
 * per key. Today one key, `payments`: the two platform numbers users pay deposits to and the
 * per-transaction min/max for deposits and withdrawals, and the four-eyes threshold (approvals and
 * adjustments above it need a second admin).
 */
export const PAYMENTS_KEY = 'payments';

const storedPayments = z.object({
  moncashPhone: z.string().nullable().catch(null),
  natcashPhone: z.string().nullable().catch(null),
  minAmountCents: z.number().int().min(WALLET_MIN_AMOUNT_CENTS).catch(WALLET_MIN_AMOUNT_CENTS),
  maxAmountCents: z.number().int().min(WALLET_MIN_AMOUNT_CENTS).catch(WALLET_DEFAULT_MAX_AMOUNT_CENTS),
  // Read the same way inside an adjustment by the SQL function wallet_four_eyes_threshold (migration 0021).
  fourEyesThresholdCents: z.number().int().min(WALLET_MIN_AMOUNT_CENTS).catch(WALLET_DEFAULT_FOUR_EYES_CENTS),
});

type StoredPayments = z.infer<typeof storedPayments>;

export const defaultPaymentSettings: StoredPayments = {
  moncashPhone: null,
  natcashPhone: null,
  minAmountCents: WALLET_MIN_AMOUNT_CENTS,
  maxAmountCents: WALLET_DEFAULT_MAX_AMOUNT_CENTS,
  fourEyesThresholdCents: WALLET_DEFAULT_FOUR_EYES_CENTS,
};

function parsePayments(value: unknown): StoredPayments {
  const parsed = storedPayments.parse({ ...defaultPaymentSettings, ...(value ?? {}) });
  // A stored max below the min (hand-edited row) must not lock every request out.
  return { ...parsed, maxAmountCents: Math.max(parsed.maxAmountCents, parsed.minAmountCents) };
}

/** Deposits, withdrawals and adjustments read the payment settings on every request: prepared once (db/prepared.ts). */
const paymentSettingsStatement = preparedStatement<{ key: string }, { value: unknown }>(
  'settings_payments',
  sql`select value from ${appSettings} where key = ${sql.placeholder('key')}::text`,
);

async function readPayments(db: DbOrTx): Promise<StoredPayments> {
  const [row] = await paymentSettingsStatement.run(db, { key: PAYMENTS_KEY });
  return parsePayments(row?.value);
}

/** The payment numbers and limits; defaults when an admin never saved them. Pass `tx` to read inside an action. */
export async function getPaymentSettings(db: DbOrTx): Promise<PaymentInfo> {
  const { moncashPhone, natcashPhone, minAmountCents, maxAmountCents } = await readPayments(db);
  return { moncashPhone, natcashPhone, minAmountCents, maxAmountCents };
}

/** Four-eyes: approvals and adjustments strictly above this amount (cents) need a second admin. Pass `tx` inside an action. */
export async function getFourEyesThreshold(db: DbOrTx): Promise<number> {
  return (await readPayments(db)).fourEyesThresholdCents;
}

export async function getAppSettings(db: DbOrTx): Promise<AppSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, PAYMENTS_KEY));
  return { ...parsePayments(row?.value), updatedAt: row?.updatedAt.toISOString() ?? null };
}

export interface SettingsPatch {
  moncashPhone?: string | null;
  natcashPhone?: string | null;
  minAmountCents?: number;
  maxAmountCents?: number;
  fourEyesThresholdCents?: number;
}

const SETTINGS_FIELDS = ['moncashPhone', 'natcashPhone', 'minAmountCents', 'maxAmountCents', 'fourEyesThresholdCents'] as const;
type SettingsField = (typeof SETTINGS_FIELDS)[number];
/** The values of the fields a change touches, by field. */
export type SettingsValues = Partial<Record<SettingsField, string | number | null>>;

/** Phone numbers compare by their digits: a number saved as '+509 3700 1100' is the same as '+50937001100'. */
function sameValue(a: string | number | null, b: string | number | null): boolean {
  const canonical = (v: string | number | null) => (typeof v === 'string' ? normalizePhone(v) : v);
  return canonical(a) === canonical(b);
}

function refuseMaxBelowMin(after: StoredPayments): void {
  if (after.maxAmountCents < after.minAmountCents) {
    throw new AppError('VALIDATION', 'adminSettings.maxBelowMin', { fields: { maxAmountCents: 'adminSettings.maxBelowMin' } });
  }
}

/**
 * What a patch would change in the current settings: the fields whose value differs, before and after
 * (both empty when nothing changes). Refuses a result whose maximum is below its minimum.
 */
export async function describeSettingsChange(tx: DbOrTx, patch: SettingsPatch): Promise<{ before: SettingsValues; after: SettingsValues }> {
  const current = await readPayments(tx);
  const before: SettingsValues = {};
  const after: SettingsValues = {};
  for (const field of SETTINGS_FIELDS) {
    const value = patch[field];
    if (value === undefined || sameValue(value, current[field])) continue;
    before[field] = current[field];
    after[field] = value;
  }
  refuseMaxBelowMin({ ...current, ...after } as StoredPayments);
  return { before, after };
}

/** Who asked for and who approved a change that applies a proposal (audited with it). */
export interface ApprovedProposal {
  proposalId: string;
  proposedBy: string | null;
}

/**
 * Applies a change of the payment settings under a row lock, audited with before/after. These are money
 * rules: an admin's change reaches this only through an approved proposal (modules/admin-proposals), so
 * `approval` names it; the demo data (the system) applies its numbers directly. With `expected`, the fields
 * must still hold the values the proposal started from ('adminProposals.stale' otherwise).
 */
export async function applySettingsChange(
  ctx: UseCaseContext,
  patch: SettingsPatch,
  approval?: ApprovedProposal & { expected: SettingsValues },
): Promise<AppSettings> {
  const { tx } = ctx;
  await tx.insert(appSettings).values({ key: PAYMENTS_KEY, value: defaultPaymentSettings, updatedBy: null }).onConflictDoNothing();
  const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, PAYMENTS_KEY)).for('update');
  const before = parsePayments(row!.value);
  if (approval && Object.entries(approval.expected).some(([field, value]) => before[field as SettingsField] !== value)) {
    throw new AppError('CONFLICT', 'adminProposals.stale');
  }
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const after: StoredPayments = { ...before, ...changes };
  refuseMaxBelowMin(after);
  const [saved] = await tx
    .update(appSettings)
    .set({ value: after, updatedBy: ctx.actor.id, updatedAt: sql`now()` })
    .where(eq(appSettings.key, PAYMENTS_KEY))
    .returning();
  await auditChange(ctx, {
    action: 'settings.update',
    targetType: 'app_settings',
    targetId: PAYMENTS_KEY,
    before,
    after: approval ? { ...after, proposalId: approval.proposalId, proposedBy: approval.proposedBy, approvedBy: ctx.actor.id } : after,
  });
  return { ...after, updatedAt: saved!.updatedAt.toISOString() };
}
