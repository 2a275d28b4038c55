import { SESSION } from '@academy/contracts';
import { SESSION_PATHS } from '@academy/contracts';

type TEndpoint = (typeof SESSION_PATHS)[keyof typeof SESSION_PATHS];

/** Login, logout and refresh change the cookies themselves; a parallel refresh would race them. */
const PRE_REQUEST_EXEMPT: readonly TEndpoint[] = [
  SESSION_PATHS.verify,
  SESSION_PATHS.login,
  SESSION_PATHS.logout,
  SESSION_PATHS.refresh,
];

/** docs/product/api.md: a 401 from these is the real answer, not an expired access token. */
const NO_RETRY: readonly TEndpoint[] = [
  SESSION_PATHS.login,
  SESSION_PATHS.logout,
  SESSION_PATHS.refresh,
];

/** Path part of a request url, relative or absolute, without the query string. */
export function requestPath(url: string | undefined): string {
  const path = (url ?? '').split(/[?#]/)[0] ?? '';
  return path.replace(/^[a-z]+:\/\/[^/]+/i, '');
}

function matches(url: string | undefined, endpoints: readonly TEndpoint[]): boolean {
  const path = requestPath(url);
  return endpoints.some((endpoint) => path === endpoint || path.endsWith(endpoint));
}

/** docs/product/states.md: with more than 0 and under 2 minutes left, refresh before the request goes out. */
export function shouldRefreshBeforeRequest(input: {
  url: string | undefined;
  remainingMs: number | null;
}): boolean {
  if (input.remainingMs === null || matches(input.url, PRE_REQUEST_EXEMPT)) return false;
  return input.remainingMs > 0 && input.remainingMs < SESSION.PRE_REQUEST_REFRESH_THRESHOLD_MS;
}

/**
 * A 401 is retried once after a refresh. Only when a session is known or may be renewed
 * (`hasSession`, see the session controller's `mayRenew`): a guest's 401
 * (e.g. the start-up verify) would otherwise trigger a refresh and a redirect to /login.
 */
export function shouldRetryAfterUnauthorized(input: {
  status: number | undefined;
  url: string | undefined;
  retries: number;
  hasSession: boolean;
}): boolean {
  return (
    input.status === 401 &&
    input.hasSession &&
    input.retries < SESSION.MAX_RETRIES_ON_401 &&
    !matches(input.url, NO_RETRY)
  );
}
