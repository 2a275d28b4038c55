import { vi } from 'vitest';

type TRequest = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  url: string;
  params?: unknown;
  data?: unknown;
};

/**
 * Stand-in for `@/lib/api-client` (no interceptors, no network):
 * `vi.mock('@/lib/api-client', () => import('@/test/mock-api-client'))`.
 * `request` (what `callOperation` sends) goes to the per-method mocks, called as a screen would
 * call them by hand, so tests arrange and assert `get`/`post`/… alike for either client.
 */
export const apiClient = {
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  patch: vi.fn(),
  delete: vi.fn(),
  request: vi.fn(({ method, url, params, data }: TRequest): unknown => {
    if (method === 'get' || method === 'delete') {
      return params === undefined ? apiClient[method](url) : apiClient[method](url, { params });
    }
    return data === undefined ? apiClient[method](url) : apiClient[method](url, data);
  }),
};

export const setApiLanguage = vi.fn();
