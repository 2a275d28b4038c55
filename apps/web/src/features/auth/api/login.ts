import { ZApiEnvelope, ZLoginResponse } from '@academy/contracts';
import type { TLoginRequest, TLoginResponse } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** A 2xx answer without usable data (docs/product/errors.md "login response data is invalid"). */
export class InvalidLoginResponseError extends Error {
  constructor() {
    super('The login response data is invalid');
    this.name = 'InvalidLoginResponseError';
  }
}

const ZLoginEnvelope = ZApiEnvelope(ZLoginResponse);

/** POST /auth/login. The server sets the session cookies; the body says who logged in. */
export async function login(body: TLoginRequest): Promise<TLoginResponse> {
  const response = await apiClient.post<unknown>('/auth/login', body);
  const parsed = ZLoginEnvelope.safeParse(response.data);
  if (!parsed.success || !parsed.data.data) throw new InvalidLoginResponseError();
  return parsed.data.data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
