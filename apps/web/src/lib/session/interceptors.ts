import type { AxiosInstance } from 'axios';
import { isHttpError } from '../http-client';
import { shouldRefreshBeforeRequest, shouldRetryAfterUnauthorized } from './request-policy';
import type { TSessionController } from './session-controller';

type TSessionPort = Pick<TSessionController, 'remainingMs' | 'mayRenew' | 'refresh'>;

/** docs/product/states.md session handling on every call of `client`. */
export function installSessionInterceptors(client: AxiosInstance, session: TSessionPort): void {
  client.interceptors.request.use((config) => {
    const remainingMs = session.remainingMs();
    if (shouldRefreshBeforeRequest({ url: config.url, remainingMs })) {
      // Fire and forget: the access token is still valid for this request.
      void session.refresh('request');
    }
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isHttpError(error) || !error.config) throw error;
    const config = error.config;
    const retries = config.sessionRetries ?? 0;
    const retry = shouldRetryAfterUnauthorized({
      status: error.response?.status,
      url: config.url,
      retries,
      hasSession: session.mayRenew(),
    });
    if (!retry || !(await session.refresh('unauthorized'))) throw error;
    return client.request({ ...config, sessionRetries: retries + 1 });
  });
}
