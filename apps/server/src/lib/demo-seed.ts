import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import type { SessionUser } from './session-user.js';
import type { UseCaseContext } from './use-case.js';

/**
 * What the demo-data seeder (modules/demo-data) hands to each domain's seeding function: the cast
 * (an admin and twelve players, created first) and a way to run the domain's own use cases as one
 * of them. A domain contributes `seed<Domain>DemoData(demo)` in `modules/<domain>/demo-data.ts`,
 * exported from its face, and one line in the seeder's list.
 */
export interface DemoSeed {
  app: FastifyInstance;
  db: Db;
  admin: SessionUser;
  /** player1 … player12, in order. */
  players: SessionUser[];
  adminId: string;
  playerIds: string[];
  /** Club names shared by leagues and tournaments. */
  clubNames: string[];
  /**
   * UTC midnight of the day the demo data is made: every demo date is relative to it, so upcoming competitions
   * start in the future, active ones span today and completed ones lie in the past whenever the demo is made.
   */
  today: Date;
  /** Runs a use case as `actor` in its own transaction, as a request would. */
  run: <T>(actor: SessionUser, action: (ctx: UseCaseContext) => Promise<T>) => Promise<T>;
}

export type DemoSeeder = (demo: DemoSeed) => Promise<void>;
