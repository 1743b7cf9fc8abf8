import type { SessionUser } from './session-user.js';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  user: SessionUser;
  sessionId: string;
  expiresAt: number;
}

/**
 * Sessions this API process has looked up recently, by the request's Cookie header, so a signed-in request
 * costs no session queries. Whatever ends or changes a session (sign-out, ban, password change, role or
 * profile change, deletion) publishes a control message that every process applies with `forget` at once
 * (plugins/realtime.ts); the short TTL only bounds what a lost message could leave behind.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every `forget`: a lookup that started before one must not store what it read. */
  private epoch = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get(cookie: string): Entry | undefined {
    const entry = this.entries.get(cookie);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(cookie);
      return undefined;
    }
    return entry;
  }

  /** Marks the start of a database lookup; pass the result to `set`. */
  begin(): number {
    return this.epoch;
  }

  set(cookie: string, startedAt: number, value: { user: SessionUser; sessionId: string; sessionExpiresAt: Date }): void {
    // A sign-out or ban that landed while the session was being read: what was read may be stale.
    if (startedAt !== this.epoch) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const expiresAt = Math.min(this.now() + SESSION_CACHE_TTL_MS, value.sessionExpiresAt.getTime());
    this.entries.set(cookie, { user: value.user, sessionId: value.sessionId, expiresAt });
  }

  /** Drops the cached sessions of `userId`, or every cached session when null. */
  forget(userId: string | null): void {
    this.epoch += 1;
    if (userId === null) {
      this.entries.clear();
      return;
    }
    for (const [cookie, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(cookie);
  }

  get size(): number {
    return this.entries.size;
  }
}
