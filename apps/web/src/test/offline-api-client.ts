import { vi } from 'vitest';

/**
 * Stand-in for `@/lib/api-client` where the API is out of reach, as for a guest on the public
 * pages whose session check fails: `vi.mock('@/lib/api-client', () => import('@/test/offline-api-client'))`.
 */
export const apiClient = { get: vi.fn().mockRejectedValue(new Error('offline')), post: vi.fn() };

export const setApiLanguage = vi.fn();
