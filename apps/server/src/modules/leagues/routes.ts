import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { leagueAdminRoutes } from './admin-routes.js';
import { leaguePlayerRoutes } from './player-routes.js';

/** The league API: the players' routes and the admins' routes, each in its own file. */
export async function leagueRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  await app.register(leaguePlayerRoutes, opts);
  await app.register(leagueAdminRoutes, { db: opts.db });
}
