import type { TErrorCode, TVerifyResponse } from '@academy/contracts';
import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosResponse } from 'axios';

export function okResponse<T>(data: T): AxiosResponse<T> {
  return {
    data,
    status: 200,
    statusText: 'OK',
    headers: {},
    config: { headers: new AxiosHeaders() },
  };
}

/**
 * A failed call as axios rejects it, with the envelope `message` when one is given and the
 * reason `code` when the server names one.
 */
export function httpError(status: number, message = '', code?: TErrorCode): AxiosError {
  const response = {
    ...okResponse({ success: false, message, data: null, ...(code && { code }) }),
    status,
    statusText: String(status),
  };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    undefined,
    undefined,
    response,
  );
}

/** A 400 refusal of a body, as the API sends it: the first issue's text and every issue by path. */
export function validationError(issues: readonly { path: string; message: string }[]): AxiosError {
  const error = httpError(400, issues[0]?.message ?? '', 'VALIDATION_FAILED');
  if (error.response)
    error.response.data = { ...(error.response.data as object), data: { issues } };
  return error;
}

/** A call that got no answer (server down, offline). */
export function networkError(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK');
}

export function envelope<T>(data: T, message = 'ok') {
  return okResponse({ success: true, message, data });
}

/** GET /auth/verify answering with this session (see `memberSession` / `staffSession`). */
export function verifiedAs(session: TVerifyResponse) {
  return envelope(session);
}

/**
 * A GET stand-in answering each path in `answers` with its data (read at call time, so a test
 * may change it) and every other path with a 404: `get.mockImplementation(answerGets({...}))`.
 */
export function answerGets(answers: Record<string, () => unknown>) {
  return (url: string) => {
    const answer = answers[url];
    return answer ? Promise.resolve(envelope(answer())) : Promise.reject(httpError(404));
  };
}
