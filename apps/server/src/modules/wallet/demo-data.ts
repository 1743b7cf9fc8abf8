import type { PaymentMethod } from '@arena/shared';
import type { DemoSeed } from '../../lib/demo-seed.js';
import type { SessionUser } from '../../lib/session-user.js';
import { adjustWallet } from './adjust.js';
import { approveTransaction, rejectTransaction } from './admin-requests.js';
import { createDeposit, createWithdrawal } from './user-requests.js';

/** Opening balances for the players (admin adjustments) and requests in every state, for the wallet screens and the admin queue. */
export async function seedWalletDemoData(demo: DemoSeed): Promise<void> {
  const { admin, players, run } = demo;
  for (const [i, player] of players.entries()) {
    await run(admin, (ctx) => adjustWallet(ctx, { userId: player.id, amountCents: (100 + i * 25) * 100, note: 'Demo opening balance' }));
  }
  const deposit = async (player: SessionUser, amountCents: number, transactionRef: string, method: PaymentMethod = 'moncash') =>
    (await run(player, (ctx) => createDeposit(ctx, { method, amountCents, transactionRef }))).transaction.id;
  const withdraw = async (player: SessionUser, amountCents: number) =>
    (await run(player, (ctx) => createWithdrawal(ctx, { method: 'natcash', amountCents, phoneNumber: '+50937123456' }))).transaction.id;
  const approve = (transactionId: string) => run(admin, (ctx) => approveTransaction(ctx, { transactionId }));
  const reject = (transactionId: string, reason: string) => run(admin, (ctx) => rejectTransaction(ctx, { transactionId, reason }));

  const [p1, p2, p3, p4] = players as [SessionUser, SessionUser, SessionUser, SessionUser];
  await approve(await deposit(p1, 5_000, '48213'));
  await reject(await deposit(p1, 2_500, '11111', 'natcash'), 'No MonCash payment found with this reference');
  await deposit(p1, 3_000, '73510');
  await approve(await withdraw(p1, 2_000));
  await withdraw(p1, 1_500);
  await deposit(p2, 4_000, '73510');
  await withdraw(p3, 3_000);
  await deposit(p4, 10_000, '90417', 'natcash');
}
