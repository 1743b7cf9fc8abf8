import type { WalletActionResponse, WithdrawalRequest } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateWallet } from './invalidate';

/**
 * POST /api/wallet/withdrawals → 201 with the pending request; the amount is held at once
 * (409 INSUFFICIENT_FUNDS when the available balance is too low). The Idempotency-Key makes a retry safe.
 */
export function createWithdrawal(input: { body: WithdrawalRequest; idempotencyKey: string }): Promise<WalletActionResponse> {
  return api.post<WalletActionResponse>('/api/wallet/withdrawals', input.body, { headers: { 'Idempotency-Key': input.idempotencyKey } });
}

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWithdrawal, onSuccess: () => invalidateWallet(queryClient) });
}
