import type { PaymentInfo } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

/** GET /api/wallet/payment-info: the platform's MonCash/NatCash numbers (null when not set) and the per-transaction min/max. */
export function getPaymentInfo(): Promise<PaymentInfo> {
  return api.get<PaymentInfo>('/api/wallet/payment-info');
}

export function usePaymentInfo() {
  return useQuery({ queryKey: walletKeys.paymentInfo, queryFn: getPaymentInfo, staleTime: 5 * 60_000 });
}
