import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { tournamentAdminRoutes } from './admin-routes.js';
import { tournamentBracketRoutes } from './bracket-routes.js';
import { tournamentPlayerRoutes } from './player-routes.js';

/** The tournament API: the players' routes, the admins' tournament routes and the admins' bracket routes. */
export async function tournamentRoutes(app: FastifyInstance, opts: { db: Db }) {
  await app.register(tournamentPlayerRoutes, opts);
  await app.register(tournamentAdminRoutes, opts);
  await app.register(tournamentBracketRoutes, opts);
}
