import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { DemoSeed, DemoSeeder } from '../../lib/demo-seed.js';
import type { SessionUser } from '../../lib/session-user.js';
import { runUseCaseAs } from '../../lib/use-case.js';
import { setUserRole } from '../accounts/index.js';
import { seedNotificationsDemoData } from '../notifications/index.js';
import { seedSettingsDemoData } from '../settings/index.js';
import { seedWalletDemoData } from '../wallet/index.js';
import { seedTournamentDemoData } from '../tournaments/index.js';
import { seedLeagueDemoData } from '../leagues/index.js';
import { seedMarketplaceDemoData } from '../marketplace/index.js';
import { seedProtectionDemoData } from '../protection/index.js';
import { seedRankingsDemoData } from '../rankings/index.js';

export const DEMO_CREDENTIALS = {
  admin: { email: 'admin@arena.test', password: 'admin12345', name: 'Arena Admin' },
  /** The second admin: money-rule and role changes, and large money moves, need two (decisions 015 and 030). */
  admin2: { email: 'admin2@arena.test', password: 'admin12345', name: 'Second Admin' },
  player: { email: 'player1@arena.test', password: 'password123' },
} as const;

const PLAYER_NAMES = [
  'Jean Baptiste',
  'Marie Joseph',
  'Pierre Louis',
  'Nadia Charles',
  'Samuel Etienne',
  'Rose Michel',
  'David Celestin',
  'Sophie Augustin',
  'Marc Antoine',
  'Lucie Desir',
  'Paul Fleurant',
  'Anne Dorval',
];
const CLUB_NAMES = [
  'Port Lions',
  'Cap Eagles',
  'Jacmel Waves',
  'Gonaives Stars',
  'Hinche Falcons',
  'Cayes Tigers',
  'Leogane United',
  'Petion FC',
  'Delmas Royals',
  'Tabarre Rangers',
  'Carrefour City',
  'Kenscoff Peaks',
];

/**
 * Each domain's demo data, in this order (later domains may use what earlier ones made: money in
 * the wallets before entry fees and bids). A domain adds its `seed<Domain>DemoData` here.
 */
const SEEDERS: ReadonlyArray<readonly [domain: string, seed: DemoSeeder]> = [
  ['notifications', seedNotificationsDemoData],
  ['settings', seedSettingsDemoData],
  ['wallet', seedWalletDemoData],
  ['leagues', (demo) => seedLeagueDemoData(demo.db, { adminId: demo.adminId, playerIds: demo.playerIds, teamNames: demo.clubNames, today: demo.today })],
  ['tournaments', (demo) => seedTournamentDemoData(demo.app, demo)],
  ['marketplace', seedMarketplaceDemoData],
  // Last: the ranking is earned from the leagues' and tournaments' results and prizes.
  ['rankings', seedRankingsDemoData],
  // After every money move of the demo: a player's break would refuse their entry fees and bids.
  ['protection', seedProtectionDemoData],
];

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Deterministic demo data, made through the same use cases the API runs: the cast (two admins and
 * twelve players, signed up through better-auth), then every domain's own seeding in a fixed order.
 * Returns false (and changes nothing) when the demo accounts already exist.
 */
export async function seedDemoData(app: FastifyInstance): Promise<boolean> {
  const db = app.database.db;
  // Idempotent: a restart with SEED_DEMO_DATA=always finds the demo accounts and leaves them alone.
  const [seeded] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CREDENTIALS.admin.email));
  if (seeded) return false;

  const signUp = async (email: string, password: string, name: string, role: SessionUser['role'] = 'user'): Promise<SessionUser> => {
    const result = await app.auth.api.signUpEmail({ body: { email, password, name } });
    return { id: result.user.id, email: result.user.email, name: result.user.name, role };
  };

  const { admin: adminAccount, admin2: secondAdminAccount, player } = DEMO_CREDENTIALS;
  const admin = await signUp(adminAccount.email, adminAccount.password, adminAccount.name, 'admin');
  const secondAdmin = await signUp(secondAdminAccount.email, secondAdminAccount.password, secondAdminAccount.name, 'admin');
  // The first admins are made by the system (audit actor null), as `npm run admin -- create` makes them.
  for (const made of [admin, secondAdmin]) {
    await runUseCaseAs(db, made, (ctx) => setUserRole(ctx.tx, { actorId: null, userId: made.id, role: 'admin' }), { requestId: 'demo-data' });
  }
  const players: SessionUser[] = [];
  for (const [i, name] of PLAYER_NAMES.entries()) players.push(await signUp(`player${i + 1}@arena.test`, player.password, name));

  const demo: DemoSeed = {
    app,
    db,
    admin,
    players,
    adminId: admin.id,
    playerIds: players.map((p) => p.id),
    clubNames: CLUB_NAMES,
    today: startOfUtcDay(app.clock.now()),
    run: (actor, action) => runUseCaseAs(db, actor, action, { clock: app.clock, requestId: 'demo-data', log: app.log }),
  };
  for (const [, seed] of SEEDERS) await seed(demo);
  return true;
}
