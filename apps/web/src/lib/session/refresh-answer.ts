import { ZApiEnvelope, ZRefreshResponse } from '@academy/contracts';

const ZRefreshEnvelope = ZApiEnvelope(ZRefreshResponse);

/** The new access-token expiry in a POST /auth/refresh answer (loaded on first refresh). */
export function refreshedExpiry(body: unknown): string | undefined {
  return ZRefreshEnvelope.parse(body).data?.expiresAt;
}
