import { ZApiEnvelope, ZVerifyResponse } from '@academy/contracts';
import type { TSession } from '../types';

const ZVerifyEnvelope = ZApiEnvelope(ZVerifyResponse);

/** The session in a GET /auth/verify answer, or null for an answer that is not one. */
export function sessionOf(body: unknown): TSession | null {
  const parsed = ZVerifyEnvelope.safeParse(body);
  return parsed.success ? parsed.data.data : null;
}
