import type { AdminProposal, AppSettings, UpdateAppSettingsRequest } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterProposal } from '@/features/proposals/admin';
import { adminWalletKeys } from './get-admin-transactions';

export interface UpdateSettingsResponse {
  message: string;
  settings: AppSettings;
  /** The change waiting for another admin's approval (the settings are money rules); null when nothing changed. */
  proposal: AdminProposal | null;
}

/** PUT /api/admin/settings: proposes any subset ('' or null clears a phone number); another admin approves it. */
export function updateSettings(body: UpdateAppSettingsRequest): Promise<UpdateSettingsResponse> {
  return api.put<UpdateSettingsResponse>('/api/admin/settings', body);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (response) => {
      queryClient.setQueryData(adminWalletKeys.settings, response.settings);
      void invalidateAfterProposal(queryClient);
    },
  });
}
