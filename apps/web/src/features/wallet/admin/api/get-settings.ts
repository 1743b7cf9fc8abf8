import type { AppSettings } from '@arena/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminWalletKeys } from './get-admin-transactions';

/** GET /api/admin/settings: payment numbers and per-transaction min/max (cents). */
export function getSettings(): Promise<AppSettings> {
  return api.get<AppSettings>('/api/admin/settings');
}

export function useSettings() {
  return useQuery({ queryKey: adminWalletKeys.settings, queryFn: getSettings });
}
