import type { DepositRequest, WalletActionResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateWallet } from './invalidate';

/** POST /api/wallet/deposits → 201 with the pending request. The Idempotency-Key makes a retry safe. */
export function createDeposit(input: { body: DepositRequest; idempotencyKey: string }): Promise<WalletActionResponse> {
  return api.post<WalletActionResponse>('/api/wallet/deposits', input.body, { headers: { 'Idempotency-Key': input.idempotencyKey } });
}

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDeposit, onSuccess: () => invalidateWallet(queryClient) });
}
