import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema/index.js';

export interface Person {
  id: string;
  email: string;
  name: string;
}

/** The accounts a page of rows names (its user, proposer, decider…), read in one query. */
export interface People {
  get(id: string | null): Person | undefined;
  /** An admin as the back office names them: their name, else their email; null when unknown or none. */
  admin(id: string | null): { id: string; name: string } | null;
}

export async function readPeople(db: DbOrTx, ids: Array<string | null>): Promise<People> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = wanted.length ? await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.id, wanted)) : [];
  const byId = new Map(rows.map((u) => [u.id, u]));
  const get = (id: string | null) => (id ? byId.get(id) : undefined);
  return {
    get,
    admin(id) {
      const u = get(id);
      return u ? { id: u.id, name: u.name || u.email } : null;
    },
  };
}
