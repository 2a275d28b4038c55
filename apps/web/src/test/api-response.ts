import type { TVerifyResponse } from '@academy/contracts';
import { HttpError } from '@/lib/http-client';
import type { THttpResponse, TRequestConfig } from '@/lib/http-client';

const TEST_REQUEST: TRequestConfig = { method: 'GET', url: '/test' };

export function okResponse<T>(data: T): THttpResponse<T> {
  return { data, status: 200, config: TEST_REQUEST };
}

/** A failed call as the api client rejects it, with the envelope `message` when one is given. */
export function httpError(status: number, message = ''): HttpError {
  return new HttpError(TEST_REQUEST, { status, data: { success: false, message, data: null } });
}

/** A call that got no answer (server down, offline). */
export function networkError(): HttpError {
  return new HttpError(TEST_REQUEST);
}

export function envelope<T>(data: T, message = 'ok') {
  return okResponse({ success: true, message, data });
}

/** GET /auth/verify answering with this session (see `memberSession` / `staffSession`). */
export function verifiedAs(session: TVerifyResponse) {
  return envelope(session);
}
