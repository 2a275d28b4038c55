import { apiClient } from '@/lib/api-client';

/** POST /auth/logout. The session is dropped locally either way, so failures are ignored. */
export async function logout(): Promise<void> {
  try {
    await apiClient.post('/auth/logout');
  } catch {
    // Nothing to recover: the server session expires on its own.
  }
}
