import type { TChangePasswordRequest } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** PUT /users/change-password for the signed-in member. */
export async function changePassword(body: TChangePasswordRequest): Promise<void> {
  await apiClient.put('/users/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
