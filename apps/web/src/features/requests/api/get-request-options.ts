import type { RequestOptions } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { requestKeys } from './keys';

/** GET /api/requests/options: the leagues (status active) the new-request form offers. */
export function getRequestOptions(): Promise<RequestOptions> {
  return api.get<RequestOptions>('/api/requests/options');
}

export function useRequestOptions() {
  return useQuery({ queryKey: requestKeys.options, queryFn: getRequestOptions });
}
