import { vi } from 'vitest';

/**
 * Stand-in for `@/lib/api-client` (no interceptors, no network):
 * `vi.mock('@/lib/api-client', () => import('@/test/mock-api-client'))`.
 */
export const apiClient = {
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  patch: vi.fn(),
  delete: vi.fn(),
  request,
};

type TRequestConfig = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  url: string;
  params?: unknown;
  data?: unknown;
};

/**
 * `callOperation` sends every call through `request`; it reaches the verb's mock with the
 * arguments a hand-written `apiClient.get(url, { params })` / `.post(url, body)` would have
 * passed, so tests arrange and check the verbs as before.
 */
function request({ method, url, params, data }: TRequestConfig): Promise<unknown> {
  if (method === 'get' || method === 'delete') {
    return params === undefined ? apiClient[method](url) : apiClient[method](url, { params });
  }
  return data === undefined ? apiClient[method](url) : apiClient[method](url, data);
}

export const setApiLanguage = vi.fn();
