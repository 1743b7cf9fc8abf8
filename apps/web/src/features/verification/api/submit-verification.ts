import type { Me, MyVerification, SubmitVerificationResponse, VerificationFields } from '@arena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/me';
import { api } from '@/lib/api-client';
import { myVerificationKey } from './get-my-verification';

export interface SubmitVerificationInput {
  fields: VerificationFields;
  /** Required on the first submission; without it an update keeps the stored photo. */
  photo: File | null;
}

/** POST /api/verification (multipart/form-data): the text fields and the file `photo`. The account becomes pending. */
export function submitVerification({ fields, photo }: SubmitVerificationInput): Promise<SubmitVerificationResponse> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value);
  }
  if (photo) body.append('photo', photo, photo.name);
  return api.post<SubmitVerificationResponse>('/api/verification', body);
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: ({ verification }) => {
      queryClient.setQueryData<MyVerification>(myVerificationKey, verification);
      queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
        me ? { ...me, accountStatus: verification.accountStatus, verificationDate: verification.verificationDate } : me,
      );
    },
  });
}
