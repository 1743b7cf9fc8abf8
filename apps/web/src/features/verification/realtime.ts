import type { RealtimeHandlers } from '@/lib/feature';
import { myVerificationKey } from './api/get-my-verification';

/** A notification may announce a decision on the verification: an open /verification page shows the new state. */
export const verificationRealtime: RealtimeHandlers = {
  events: { notification: (_data, queryClient) => void queryClient.invalidateQueries({ queryKey: myVerificationKey }) },
};
