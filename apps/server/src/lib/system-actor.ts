import type { SessionUser } from './session-user.js';

/**
 * Who acts when no person does: the marketplace sweeper ending auctions and contracts, the operator's
 * `npm run admin` command, demo data making its first admins (docs/decisions/036-system-actor.md). Use cases
 * run as it through `runUseCaseAs` like any admin's, and are audited the same way. It has no account, so its
 * audit rows carry no actor id (`actor_id` null); the audit log shows them as "System".
 */
export const systemActor: SessionUser = {
  id: '00000000-0000-0000-0000-000000000000',
  email: 'system@arena.invalid',
  name: 'System',
  role: 'admin',
};

/** The `actor_id` of an audit row written for `actorId`: null for the system, which has no account. */
export function auditActorId(actorId: string | null): string | null {
  return actorId === systemActor.id ? null : actorId;
}
