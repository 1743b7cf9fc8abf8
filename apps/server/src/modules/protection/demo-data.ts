import type { DemoSeed } from '../../lib/demo-seed.js';
import { setLimit, startBlock } from './service.js';

/**
 * Responsible play in the demo, as the players set it themselves: player11 keeps a daily deposit limit and a weekly
 * spending limit, player12 is on a 7-day time-out; the back office's report and user rows show both.
 */
export async function seedProtectionDemoData(demo: DemoSeed): Promise<void> {
  const limited = demo.players[10]!;
  const resting = demo.players[11]!;
  await demo.run(limited, (ctx) => setLimit(ctx, { kind: 'depositDay', amountCents: 20_000 }));
  await demo.run(limited, (ctx) => setLimit(ctx, { kind: 'spendWeek', amountCents: 10_000 }));
  await demo.run(resting, (ctx) => startBlock(ctx, { period: '7d' }));
}
