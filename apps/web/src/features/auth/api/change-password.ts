import { authOperations } from '@academy/contracts';
import type { TChangePasswordRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** PUT /users/change-password for the signed-in member. */
export async function changePassword(body: TChangePasswordRequest): Promise<void> {
  await callOperation(authOperations.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
