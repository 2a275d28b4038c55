import { isHttpError } from './http-client';

/** The HTTP status of a failed call, or null when no answer came back. */
export function httpStatusOf(error: unknown): number | null {
  return isHttpError(error) ? (error.response?.status ?? null) : null;
}

/** A request that never got an answer (server down, offline, CORS). */
export function isNetworkError(error: unknown): boolean {
  return isHttpError(error) && !error.response && error.code !== 'ERR_CANCELED';
}
