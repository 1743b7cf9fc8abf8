import { desc, eq } from 'drizzle-orm';
import type { DashboardActivityItem, Locale, WalletEntryKind } from '@arena/shared';
import { translate } from '../../lib/i18n.js';
import type { DbOrTx } from '../../db/client.js';
import { walletEntries } from '../../db/schema/index.js';

/** The player's latest money movements (ledger entries) for the dashboard's recent activity. A hold shows the amount it set aside. */
export async function recentMoneyActivity(db: DbOrTx, userId: string, limit: number, locale: Locale): Promise<DashboardActivityItem[]> {
  const rows = await db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(limit);
  return rows.map((e) => ({
    id: `money:${e.id}`,
    kind: 'money',
    at: e.createdAt.toISOString(),
    title: translate(locale, `activity.money.${e.kind as WalletEntryKind}`),
    detail: e.note,
    amountCents: e.amountCents !== 0 ? e.amountCents : -e.heldDeltaCents,
    status: null,
  }));
}
