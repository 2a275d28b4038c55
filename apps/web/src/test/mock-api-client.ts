import { vi } from 'vitest';

type TRequest = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  url: string;
  params?: object;
  data?: unknown;
};

/** Like axios, an empty query adds nothing to the URL. */
const hasQuery = (params: object | undefined) =>
  params !== undefined && Object.keys(params).length > 0;

/**
 * Stand-in for `@/lib/api-client` (no interceptors, no network):
 * `vi.mock('@/lib/api-client', () => import('@/test/mock-api-client'))`.
 * `request` (what `callOperation` sends) goes to the verb's mock with the arguments the verb
 * methods take, so tests arrange and assert one set of mocks whichever way a screen calls.
 */
export const apiClient = {
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  patch: vi.fn(),
  delete: vi.fn(),
  request: vi.fn(({ method, url, params, data }: TRequest): unknown => {
    const verb = apiClient[method];
    if (method === 'get' || method === 'delete')
      return hasQuery(params) ? verb(url, { params }) : verb(url);
    return data === undefined ? verb(url) : verb(url, data);
  }),
};

export const setApiLanguage = vi.fn();
