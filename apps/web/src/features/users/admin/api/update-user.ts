import type { AdminProposal, AdminUser, AdminUpdateUserBody } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterProposal } from '@/features/proposals/admin';
import { adminUserKeys } from './get-users';

export interface UpdateUserResponse {
  message: string;
  user: AdminUser;
  /** A role change asked for: pending until another admin approves it (the user keeps their role until then). */
  proposal: AdminProposal | null;
}

/** PATCH /api/admin/users/:id: the Edit User form; only the changed fields are sent. */
export function updateUser(input: { userId: string; patch: AdminUpdateUserBody }): Promise<UpdateUserResponse> {
  return api.patch<UpdateUserResponse>(`/api/admin/users/${encodeURIComponent(input.userId)}`, input.patch);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
        // The status may have changed: the verification queue and the dashboard count users by it.
        queryClient.invalidateQueries({ queryKey: ['admin', 'verifications'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
        invalidateAfterProposal(queryClient),
      ]),
  });
}
