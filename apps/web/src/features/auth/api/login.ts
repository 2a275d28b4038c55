import { authOperations } from '@academy/contracts';
import type { TLoginRequest, TLoginResponse } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { isHttpError } from '@/lib/http-client';

/** A 2xx answer without usable data (docs/product/errors.md "login response data is invalid"). */
export class InvalidLoginResponseError extends Error {
  constructor() {
    super('The login response data is invalid');
    this.name = 'InvalidLoginResponseError';
  }
}

/** POST /auth/login. The server sets the session cookies; the body says who logged in. */
export async function login(body: TLoginRequest): Promise<TLoginResponse> {
  try {
    return await callOperation(authOperations.login, { body });
  } catch (error) {
    // A refusal or no answer keeps its own text; anything else is an answer we cannot read.
    if (isHttpError(error)) throw error;
    throw new InvalidLoginResponseError();
  }
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
