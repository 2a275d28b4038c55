import { API_BASE_URL, API_DEFAULT_HEADERS } from '../api-config';
import { createLazyHttpClient } from '../http-client';
import { SESSION_PATHS } from '@academy/contracts';

/** A bare client: the refresh call must never pass through the session interceptors it serves. */
const refreshClient = createLazyHttpClient({
  baseURL: API_BASE_URL,
  headers: { ...API_DEFAULT_HEADERS },
});

/** POST /auth/refresh; resolves with the new access-token expiry. */
export async function requestRefresh(): Promise<string> {
  // The answer's schema (and zod with it) loads with the first refresh, not with the first page.
  const [response, { refreshedExpiry }] = await Promise.all([
    refreshClient.post(SESSION_PATHS.refresh),
    import('./refresh-answer'),
  ]);
  const expiresAt = refreshedExpiry(response.data);
  if (!expiresAt) throw new Error('The refresh answer has no expiresAt');
  return expiresAt;
}
