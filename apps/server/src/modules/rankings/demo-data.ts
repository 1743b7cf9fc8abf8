import type { DemoSeed } from '../../lib/demo-seed.js';
import { addAllRankings, recalculateRankings } from './service.js';

/**
 * Global ranking demo data: the ranking earned by the demo leagues and tournaments (Recalculate Rankings from
 * their scores, champions and prizes), with every other player added at the bottom (Add All Users), so /fyp,
 * the dashboard card and /admin/global-rankings show the whole cast. Runs after the leagues and tournaments.
 */
export async function seedRankingsDemoData(demo: DemoSeed): Promise<void> {
  await demo.run(demo.admin, (ctx) => recalculateRankings(ctx));
  await demo.run(demo.admin, (ctx) => addAllRankings(ctx));
  await demo.run(demo.admin, (ctx) => recalculateRankings(ctx));
}
