import { authOperations } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { isHttpError } from '@/lib/http-client';
import type { TSession } from '../types';

// Loaded on demand by the session's own calls, so a guest's first page carries neither the
// typed client nor the schemas (and zod) it parses with.

/** GET /auth/verify; an answer that is not a session resolves null, HTTP failures throw. */
export async function fetchSession(): Promise<TSession | null> {
  try {
    return await callOperation(authOperations.verifySession);
  } catch (error) {
    if (isHttpError(error)) throw error;
    return null;
  }
}

/** POST /auth/logout. */
export async function sendLogout(): Promise<void> {
  await callOperation(authOperations.logout);
}
