import { formatCents, t } from '@arena/shared';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { sendNotification } from '../notifications/service.js';
import { getWalletState, postLedgerMove } from './ledger.js';

/**
 * Admin "Update Wallet Balance": a signed adjustment (negative removes funds, never below zero available),
 * one ledger row, the user notified ('Funds Added' / 'Funds Deducted'), audited with before/after.
 */
export async function adjustWalletBalance(db: Db, input: { actorId: string; userId: string; amountCents: number; note?: string; ipAddress?: string }) {
  return db.transaction(async (tx) => {
    const before = await getWalletState(tx, input.userId);
    const after = await postLedgerMove(tx, {
      userId: input.userId,
      kind: 'adjustment',
      amountCents: input.amountCents,
      actorId: input.actorId,
      note: input.note,
    });
    const added = input.amountCents > 0;
    await sendNotification(tx, input.userId, {
      type: added ? 'success' : 'warning',
      title: t(added ? 'notify.fundsAdded.title' : 'notify.fundsDeducted.title'),
      message: t(added ? 'notify.fundsAdded.message' : 'notify.fundsDeducted.message', { amount: formatCents(Math.abs(input.amountCents)) }),
    });
    await recordAudit(tx, { actorId: input.actorId, action: 'wallet.adjust', targetType: 'wallet', targetId: input.userId, before, after, ipAddress: input.ipAddress });
    return after;
  });
}
