import type { MessageId } from '@arena/shared';
import { PlaceholderPage } from '@/components/placeholder-page';

/**
 * Back-office screens are loaded on demand (see src/app/router.tsx) so a player never downloads them.
 * Until each domain's admin screen lands, its route shows this placeholder.
 */
export function AdminPlaceholderPage({ titleId }: { titleId: MessageId }) {
  return <PlaceholderPage titleId={titleId} />;
}
