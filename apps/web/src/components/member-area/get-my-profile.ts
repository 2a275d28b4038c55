import { memberOperations } from '@academy/contracts';
import type { TOperationData } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export type TMyProfile = TOperationData<typeof memberOperations.getOwnProfile>;

export const myProfileQueryKey = ['member', 'profile'] as const;

/** GET /users/me (docs/product/entities.md student profile). */
export async function getMyProfile(): Promise<TMyProfile> {
  return callOperation(memberOperations.getOwnProfile);
}

export function useMyProfile() {
  return useQuery({ queryKey: myProfileQueryKey, queryFn: getMyProfile, retry: false });
}
