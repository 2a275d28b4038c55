import { usersOperations } from '@academy/contracts';
import type { TEmailChangeRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { myProfileQueryKey } from '@/components/member-area/get-my-profile';
import type { TMyProfile } from '@/components/member-area/get-my-profile';

/** PUT /users/email with the code sent to the new address; resolves with the stored address. */
export async function updateEmail(body: TEmailChangeRequest): Promise<string> {
  const { email } = await callOperation(usersOperations.changeEmail, { body });
  return email;
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
