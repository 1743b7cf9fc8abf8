import type { QueryClient } from '@tanstack/react-query';
import { marketKeys } from './keys';

/** The realtime `auction` event (a bid, an approval, an auction's end): every marketplace view refetches. */
export function invalidateMarketplace(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: marketKeys.all });
}
