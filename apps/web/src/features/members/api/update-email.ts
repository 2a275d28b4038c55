import { ZApiEnvelope } from '@academy/contracts';
import type { TEmailChangeRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { myProfileQueryKey } from '@/components/member-area/get-my-profile';
import type { TMyProfile } from '@/components/member-area/get-my-profile';

const ZEmailEnvelope = ZApiEnvelope(z.object({ email: z.string() }));

/** PUT /users/email with the code sent to the new address; resolves with the stored address. */
export async function updateEmail(body: TEmailChangeRequest): Promise<string> {
  const response = await apiClient.put<unknown>('/users/email', body);
  return ZEmailEnvelope.parse(response.data).data?.email ?? body.email;
}

export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmail,
    onSuccess: (email) => {
      queryClient.setQueryData<TMyProfile>(myProfileQueryKey, (profile) =>
        profile ? { ...profile, email } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: myProfileQueryKey });
    },
  });
}
