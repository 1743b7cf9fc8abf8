import type { Me, UpdateProfileBody, UpdateProfileResponse } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/me';
import { api } from '@/lib/api-client';

/** PUT /api/account/profile: the signed-in user's full name and email (the email is also the sign-in email). */
export function updateProfile(body: UpdateProfileBody): Promise<UpdateProfileResponse> {
  return api.put<UpdateProfileResponse>('/api/account/profile', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, fullName: profile.fullName, email: profile.email } : me));
    },
  });
}
