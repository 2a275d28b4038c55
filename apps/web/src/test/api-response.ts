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

export function httpError(status: number): AxiosError {
  const response = { ...okResponse({ success: false }), status, statusText: String(status) };
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    undefined,
    undefined,
    response,
  );
}

export function verifiedAs(userType: 'user' | 'teacher', user: Record<string, unknown>) {
  return okResponse({ success: true, message: 'ok', data: { userType, user } });
}
