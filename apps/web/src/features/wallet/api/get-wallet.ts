import type { WalletState } from '@arena/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

/** GET /api/wallet: balance, held (pending withdrawals) and available. */
export function getWallet(): Promise<WalletState> {
  return api.get<WalletState>('/api/wallet');
}

export const walletQueryOptions = queryOptions({ queryKey: walletKeys.state, queryFn: getWallet });

export function useWallet(options: { enabled?: boolean } = {}) {
  return useQuery({ ...walletQueryOptions, enabled: options.enabled ?? true });
}
