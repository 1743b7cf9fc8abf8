import type { AppSettings, UpdateAppSettingsRequest } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminWalletKeys } from './get-admin-transactions';

export interface UpdateSettingsResponse {
  message: string;
  settings: AppSettings;
}

/** PUT /api/admin/settings: any subset; '' or null clears a phone number. */
export function updateSettings(body: UpdateAppSettingsRequest): Promise<UpdateSettingsResponse> {
  return api.put<UpdateSettingsResponse>('/api/admin/settings', body);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (response) => {
      queryClient.setQueryData(adminWalletKeys.settings, response.settings);
      // An admin's own payment-info cache (if any) is stale now.
      void queryClient.invalidateQueries({ queryKey: ['wallet', 'payment-info'] });
    },
  });
}
