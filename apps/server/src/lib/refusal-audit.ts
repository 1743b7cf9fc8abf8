import type { FastifyRequest } from 'fastify';
import { recordAudit } from './audit.js';
import { AppError } from './errors.js';
import { requireUser } from './session-user.js';

export interface RefusalRecord {
  /** The action that was refused; the audit row's action is `<action>.refused`. */
  action: string;
  targetType: string;
  targetId: string;
  /** The target's state as the refusal left it (read after the rollback). */
  before?: () => Promise<unknown>;
  /** What was asked for. */
  asked?: unknown;
}

/**
 * Runs `work` (a use case, whose transaction rolls back when it refuses) and, when it is refused with a
 * catalogue error, appends the refusal to the audit log in a transaction of its own: who asked what, the
 * target as it stays, and the catalogue text of the refusal.
 */
export async function auditRefusals<T>(request: FastifyRequest, record: RefusalRecord, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && request.user) {
      const db = request.server.database.db;
      await recordAudit(db, {
        actorId: requireUser(request).id,
        action: `${record.action}.refused`,
        targetType: record.targetType,
        targetId: record.targetId,
        before: record.before ? ((await record.before()) ?? null) : null,
        after: { asked: record.asked ?? null, code: error.code, messageId: error.messageId, message: error.message },
        ipAddress: request.ip,
      }).catch((auditError: unknown) => request.log.error({ err: auditError }, 'could not audit a refusal'));
    }
    throw error;
  }
}
