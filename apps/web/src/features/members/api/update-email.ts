import { memberOperations } from '@academy/contracts';
import type { TEmailChangeRequest, TEmailChangeResult } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { myProfileQueryKey } from '@/components/member-area/get-my-profile';
import type { TMyProfile } from '@/components/member-area/get-my-profile';

/**
 * PUT /users/email. The dashboard sends the new address alone: a link mailed to it confirms the
 * change (docs/product/email-change.md), so the address changes later, on the link's page.
 */
export async function updateEmail(body: TEmailChangeRequest): Promise<TEmailChangeResult> {
  return callOperation(memberOperations.changeEmail, { body });
}

export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmail,
    onSuccess: ({ status, email }) => {
      if (status !== 'changed') return;
      queryClient.setQueryData<TMyProfile>(myProfileQueryKey, (profile) =>
        profile ? { ...profile, email } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: myProfileQueryKey });
    },
  });
}
