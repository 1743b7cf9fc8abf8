import type { DemoSeed } from '../../lib/demo-seed.js';
// eslint-disable-next-line no-restricted-imports -- the marketplace module has no face yet; its own seeder will replace this file
import { createMarketplacePlayer } from '../marketplace/service.js';

/*
 * Demo marketplace players, kept here until the marketplace module seeds its own
 * (modules/marketplace/demo-data.ts, listed in seed.ts).
 */

/** Marketplace players in every tier. */
export async function seedMarketplaceDemoData({ db, adminId }: DemoSeed): Promise<void> {
  const marketplace: Array<[string, number, '1_month' | '3_months' | '6_months', number]> = [
    ['Jean-Pierre Legend', 95, '6_months', 500], ['Wilson Elite', 85, '3_months', 250], ['Ricardo Veteran', 74, '3_months', 150],
    ['Kervens Pro', 64, '1_month', 90], ['Mackenson Average', 55, '1_month', 50], ['Duckens Rookie', 42, '1_month', 20],
  ];
  for (const [name, stats, contractDuration, price] of marketplace) {
    await createMarketplacePlayer(db, { actorId: adminId, name, stats, contractDuration, priceCents: price * 100, description: `${name} joins on a ${contractDuration.replace('_', ' ')} contract.` });
  }
}
