import type { MyVerification } from '@arena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myVerificationKey = ['verification', 'mine'] as const;

/** GET /api/verification: account status, verification date, the user's own record (or null) and its photo URL. */
export function getMyVerification(): Promise<MyVerification> {
  return api.get<MyVerification>('/api/verification');
}

export const myVerificationQueryOptions = queryOptions({ queryKey: myVerificationKey, queryFn: getMyVerification });

export function useMyVerification() {
  return useQuery(myVerificationQueryOptions);
}
