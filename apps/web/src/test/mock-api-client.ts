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
};

export const setApiLanguage = vi.fn();
