import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { setUserRole } from '../modules/accounts/admin-service.js';
import { seedLeagueDemoData } from '../modules/leagues/index.js';
import { seedTournamentDemoData } from '../modules/tournaments/index.js';
import { createMarketplacePlayer } from '../modules/marketplace/service.js';
import { adjustWalletBalance } from '../modules/wallet/adjust.js';
import { sendNotification } from '../modules/notifications/service.js';
import { updateAppSettings } from '../modules/settings/service.js';
import { createDeposit, createWithdrawal } from '../modules/wallet/service.js';
import { approveTransaction, rejectTransaction } from '../modules/wallet/admin-service.js';
import { t } from '@arena/shared';

export const DEMO_CREDENTIALS = {
  admin: { email: 'admin@arena.test', password: 'admin12345', name: 'Arena Admin' },
  player: { email: 'player1@arena.test', password: 'password123' },
} as const;

const PLAYER_NAMES = [
  'Jean Baptiste', 'Marie Joseph', 'Pierre Louis', 'Nadia Charles', 'Samuel Etienne', 'Rose Michel',
  'David Celestin', 'Sophie Augustin', 'Marc Antoine', 'Lucie Desir', 'Paul Fleurant', 'Anne Dorval',
];
const CLUB_NAMES = ['Port Lions', 'Cap Eagles', 'Jacmel Waves', 'Gonaives Stars', 'Hinche Falcons', 'Cayes Tigers', 'Leogane United', 'Petion FC', 'Delmas Royals', 'Tabarre Rangers', 'Carrefour City', 'Kenscoff Peaks'];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Deterministic demo data, made through the same services the API uses: an admin, twelve players
 * with funded wallets, leagues and tournaments in every status, marketplace players in every tier.
 */
export async function seedDemoData(app: FastifyInstance): Promise<boolean> {
  const db = app.database.db;
  // Idempotent: a restart with SEED_DEMO_DATA=always finds the demo accounts and leaves them alone.
  const [seeded] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CREDENTIALS.admin.email));
  if (seeded) return false;

  const signUp = async (email: string, password: string, name: string) => {
    const result = await app.auth.api.signUpEmail({ body: { email, password, name } });
    return result.user.id;
  };

  const adminId = await signUp(DEMO_CREDENTIALS.admin.email, DEMO_CREDENTIALS.admin.password, DEMO_CREDENTIALS.admin.name);
  await setUserRole(db, { actorId: null, userId: adminId, role: 'admin' });

  const playerIds: string[] = [];
  for (const [i, name] of PLAYER_NAMES.entries()) {
    const id = await signUp(`player${i + 1}@arena.test`, DEMO_CREDENTIALS.player.password, name);
    playerIds.push(id);
    await adjustWalletBalance(db, { actorId: adminId, userId: id, amountCents: (100 + i * 25) * 100, note: 'Demo opening balance' });
    await db.transaction((tx) => sendNotification(tx, id, { type: 'info', title: t('notify.welcome.title'), message: t('notify.welcome.message') }));
  }

  await updateAppSettings(db, { actorId: adminId, patch: { moncashPhone: '+509 3700 1100', natcashPhone: '+509 4400 2200' } });

  // Wallet requests in every state, so the wallet screens and the admin queue have something to show.
  const deposit = (userId: string, amountCents: number, transactionRef: string, method: 'moncash' | 'natcash' = 'moncash') =>
    db.transaction((tx) => createDeposit(tx, { userId, method, amountCents, transactionRef }));
  const withdraw = (userId: string, amountCents: number) =>
    db.transaction((tx) => createWithdrawal(tx, { userId, method: 'natcash', amountCents, phoneNumber: '+50937123456' }));
  const approve = (transactionId: string) => db.transaction((tx) => approveTransaction(tx, { actorId: adminId, transactionId }));
  const reject = (transactionId: string, reason: string) => db.transaction((tx) => rejectTransaction(tx, { actorId: adminId, transactionId, reason }));
  await approve((await deposit(playerIds[0]!, 5_000, '48213')).transaction.id);
  await reject((await deposit(playerIds[0]!, 2_500, '11111', 'natcash')).transaction.id, 'No MonCash payment found with this reference');
  await deposit(playerIds[0]!, 3_000, '73510');
  await approve((await withdraw(playerIds[0]!, 2_000)).transaction.id);
  await withdraw(playerIds[0]!, 1_500);
  await deposit(playerIds[1]!, 4_000, '73510');
  await withdraw(playerIds[2]!, 3_000);
  await deposit(playerIds[3]!, 10_000, '90417', 'natcash');

  await seedLeagueDemoData(db, { adminId, playerIds, teamNames: CLUB_NAMES });

  await seedTournamentDemoData(app, { adminId, playerIds, clubNames: CLUB_NAMES });

  const marketplace: Array<[string, number, '1_month' | '3_months' | '6_months', number]> = [
    ['Jean-Pierre Legend', 95, '6_months', 500], ['Wilson Elite', 85, '3_months', 250], ['Ricardo Veteran', 74, '3_months', 150],
    ['Kervens Pro', 64, '1_month', 90], ['Mackenson Average', 55, '1_month', 50], ['Duckens Rookie', 42, '1_month', 20],
  ];
  for (const [name, stats, contractDuration, price] of marketplace) {
    await createMarketplacePlayer(db, { actorId: adminId, name, stats, contractDuration, priceCents: price * 100, description: `${name} joins on a ${contractDuration.replace('_', ' ')} contract.` });
  }
  return true;
}
