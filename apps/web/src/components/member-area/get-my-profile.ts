import { ZApiEnvelope, ZStudentProfile } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** GET /users/me answers the session's own profile, so the id is not needed (nor always sent). */
const ZMyProfile = ZStudentProfile.omit({ userId: true });
export type TMyProfile = z.infer<typeof ZMyProfile>;

const ZMyProfileEnvelope = ZApiEnvelope(ZMyProfile);

export const myProfileQueryKey = ['member', 'profile'] as const;

/** GET /users/me (docs/product/entities.md student profile). */
export async function getMyProfile(): Promise<TMyProfile> {
  const response = await apiClient.get<unknown>('/users/me');
  const profile = ZMyProfileEnvelope.parse(response.data).data;
  if (!profile) throw new Error('GET /users/me answered without a profile');
  return profile;
}

export function useMyProfile() {
  return useQuery({ queryKey: myProfileQueryKey, queryFn: getMyProfile, retry: false });
}
