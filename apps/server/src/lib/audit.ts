import type { DbOrTx } from '../db/client.js';
import type { UseCaseContext } from './use-case.js';
import { auditActorId } from './system-actor.js';
import { insertAuditRow } from './transaction-outbox.js';

export interface AuditRecord {
  /** Who acted: `ctx.actor.id` (the system actor is written as null), or null for the system. */
  actorId: string | null;
  /** Dotted verb, e.g. `wallet.transaction.approve`, `user.update`. */
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  ipAddress?: string | null;
}

/**
 * Appends one row to the audit log (append-only: a trigger refuses UPDATE and DELETE). Call it inside
 * the transaction of the admin action, so the record exists exactly when the change does.
 */
export async function recordAudit(tx: DbOrTx, record: AuditRecord): Promise<void> {
  await insertAuditRow(tx, {
    actorId: auditActorId(record.actorId),
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    before: record.before === undefined ? null : record.before,
    after: record.after === undefined ? null : record.after,
    ipAddress: record.ipAddress ?? null,
  });
}

/** What a use case records of its change; who acted and from where come from its context. */
export type AuditedChange = Omit<AuditRecord, 'actorId' | 'ipAddress'>;

/**
 * Records a use case's change in its own transaction, as its actor and from its client address: the one way a
 * use case writes an audit row (the system actor's work is written with a null actor, as `recordAudit` does).
 */
export async function auditChange(ctx: Pick<UseCaseContext, 'tx' | 'actor' | 'ip'>, change: AuditedChange): Promise<void> {
  await recordAudit(ctx.tx, { ...change, actorId: ctx.actor.id, ipAddress: ctx.ip });
}
