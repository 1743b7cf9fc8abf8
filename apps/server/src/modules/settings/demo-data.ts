import type { DemoSeed } from '../../lib/demo-seed.js';
import { applySettingsChange } from './service.js';

/** The platform's MonCash and NatCash numbers, so the deposit screen has somewhere to send money. */
export async function seedSettingsDemoData(demo: DemoSeed): Promise<void> {
  await demo.run(demo.admin, (ctx) => applySettingsChange(ctx, { moncashPhone: '+509 3700 1100', natcashPhone: '+509 4400 2200' }));
}
