import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import type { TSession } from '../types';

export const sessionQueryKey = ['auth', 'session'] as const;

const ZVerifyResponse = z.object({
  data: z.object({
    userType: z.enum(['user', 'teacher']),
    user: z.looseObject({
      name: z.string().nullish(),
      role: z.string().nullish(),
      isForeign: z.boolean().nullish(),
      isForeigner: z.boolean().nullish(),
    }),
  }),
});

/**
 * GET /auth/verify. Any failure (401, 404, network, unexpected body) means "not signed in", so this
 * resolves to null instead of throwing.
 */
export async function verifySession(): Promise<TSession | null> {
  try {
    const response = await apiClient.get<unknown>('/auth/verify');
    const parsed = ZVerifyResponse.safeParse(response.data);
    return parsed.success ? parsed.data.data : null;
  } catch {
    return null;
  }
}
