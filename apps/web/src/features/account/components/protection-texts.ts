import { t, type ProtectionBlock } from '@arena/shared';
import { formatDateTime } from '@/lib/format';

/**
 * The line that says which break is in force and until when. A self-exclusion past its term is still in force
 * (support lifts it when the player asks), so it says so. `now` is the page's time of reading.
 */
export function blockText(block: ProtectionBlock, now: number): string {
  if (!block.endsAt) return t('protection.active.permanent');
  const date = formatDateTime(block.endsAt);
  if (block.kind === 'exclusion' && new Date(block.endsAt).getTime() <= now) return t('protection.active.exclusionEnded', { date });
  return t(block.kind === 'timeout' ? 'protection.active.timeout' : 'protection.active.exclusion', { date });
}
