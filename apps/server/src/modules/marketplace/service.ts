import type { Db } from '../../db/client.js';
import { marketplacePlayers } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';

export interface SavePlayerInput {
  actorId: string;
  name: string;
  description?: string | null;
  stats: number;
  contractDuration: '1_month' | '3_months' | '6_months';
  priceCents: number;
  status?: 'active' | 'inactive';
  imageUrl?: string | null;
}

/** Admin adds a marketplace player (the starting bid is its price). */
export async function createMarketplacePlayer(db: Db, input: SavePlayerInput) {
  return db.transaction(async (tx) => {
    const [player] = await tx
      .insert(marketplacePlayers)
      .values({
        name: input.name,
        description: input.description ?? null,
        stats: input.stats,
        contractDuration: input.contractDuration,
        priceCents: input.priceCents,
        status: input.status ?? 'active',
        imageUrl: input.imageUrl ?? null,
      })
      .returning();
    await recordAudit(tx, { actorId: input.actorId, action: 'marketplace.player.create', targetType: 'marketplace_player', targetId: player!.id, after: player });
    return player!;
  });
}
