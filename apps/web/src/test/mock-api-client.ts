import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { answerGets } from './api-response';

type TRequest = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  url: string;
  params?: object;
  data?: unknown;
};

type TVerbs = Pick<typeof apiClient, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

/** Like axios, an empty query adds nothing to the URL. */
const hasQuery = (params: object | undefined) =>
  params !== undefined && Object.keys(params).length > 0;

/**
 * Puts `verbs` in place of the app's own `apiClient` methods (no interceptors, no network) for
 * the test file that calls this, and the originals back after it. Called at the top of the file,
 * before it reads `apiClient.get` and the others. The file keeps the modules it shares with the
 * other files of its worker (project `web`): a `vi.mock` of the module would need a module
 * registry of its own, and so a new process with jsdom, React and the app imported again.
 * `request` (what `callOperation` sends) goes to the verb with the arguments the verb methods
 * take, so tests arrange and assert one set of mocks whichever way a screen calls.
 */
export function replaceApiClient(verbs: TVerbs): void {
  const originals = { ...apiClient };
  const request = ({ method, url, params, data }: TRequest): unknown => {
    const verb = apiClient[method] as (...args: unknown[]) => unknown;
    if (method === 'get' || method === 'delete')
      return hasQuery(params) ? verb(url, { params }) : verb(url);
    return data === undefined ? verb(url) : verb(url, data);
  };
  Object.assign(apiClient, verbs, { request: vi.fn(request) });
  afterAll(() => {
    Object.assign(apiClient, originals);
  });
}

/**
 * Every verb a mock the test arranges: `vi.mocked(apiClient.get).mockResolvedValue(…)`. Returns
 * the client with its methods typed as the mocks they now are.
 */
export function mockApiClient() {
  replaceApiClient({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() });
  return vi.mocked(apiClient);
}

/**
 * For each test of the file: before it, every verb's mock emptied and GET answering `answers`
 * (see `answerGets`); after it, the spies it made restored. Needs `mockApiClient()` first.
 */
export function answerGetsInEachTest(answers: Record<string, () => unknown>): void {
  beforeEach(() => {
    const client = vi.mocked(apiClient);
    for (const verb of [client.get, client.post, client.put, client.patch, client.delete]) {
      verb.mockReset();
    }
    client.get.mockImplementation(answerGets(answers));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
