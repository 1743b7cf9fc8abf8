import type { DemoSeed } from '../../lib/demo-seed.js';
import { sendNotification } from './service.js';

/** A welcome notification in every player's inbox. */
export async function seedNotificationsDemoData(demo: DemoSeed): Promise<void> {
  for (const player of demo.players) {
    await demo.run(demo.admin, (ctx) =>
      sendNotification(ctx.tx, player.id, { type: 'info', titleKey: 'notify.welcome.title', messageKey: 'notify.welcome.message' }),
    );
  }
}
