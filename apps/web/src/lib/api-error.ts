import { ZErrorCode, type TErrorCode } from '@academy/contracts';
import { isHttpError } from './http-client';
import { httpStatusOf } from './http-status';

// Kept apart (http-status.ts) so that the session code every page starts with does not load the
// error codes' schema, and zod with it (bundle budget).
export { httpStatusOf, isNetworkError } from './http-status';

/** The envelope `message` of a failed call when the server sent a non-empty one. */
export function serverMessageOf(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The reason code of a refused call, or null when no answer (or no known code) came back. */
export function errorCodeOf(error: unknown): TErrorCode | null {
  if (!isHttpError(error)) return null;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null || !('code' in body)) return null;
  const parsed = ZErrorCode.safeParse(body.code);
  return parsed.success ? parsed.data : null;
}

/**
 * The one mapping from a failed call to the text a screen shows. The server's message is
 * already in the visitor's language; `refusalsOnly` keeps it only for a refusal the visitor can
 * act on (a 4xx), so that a server fault or no answer gets the screen's own "please try again".
 */
export function errorMessageOf(
  error: unknown,
  fallback: string,
  options: { refusalsOnly?: boolean } = {},
): string {
  const message = serverMessageOf(error);
  if (message === null) return fallback;
  if (!options.refusalsOnly) return message;
  const status = httpStatusOf(error);
  return status !== null && status >= 400 && status < 500 ? message : fallback;
}
