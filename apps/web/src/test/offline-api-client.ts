import { vi } from 'vitest';
import { replaceApiClient } from './mock-api-client';

/**
 * The API out of reach, as for a guest on the public pages whose session check fails: reads and
 * changes fail as offline, and sends are mocks the test may inspect. See `replaceApiClient`.
 */
export function offlineApiClient(): void {
  const offline = () => vi.fn().mockRejectedValue(new Error('offline'));
  replaceApiClient({
    get: offline(),
    post: vi.fn(),
    put: offline(),
    patch: offline(),
    delete: offline(),
  });
}
