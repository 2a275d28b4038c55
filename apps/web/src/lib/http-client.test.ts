import { AxiosError } from 'axios';
import type { AxiosInstance } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { isNetworkError } from './api-error';
import { createLazyHttpClient, isHttpError } from './http-client';

/** A client on axios's fetch adapter whose "server" is `answer`. */
function clientAnswering(
  answer: () => Promise<Response>,
  setup?: (instance: AxiosInstance) => void,
) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const client = createLazyHttpClient(
    {
      baseURL: 'http://academy.test/api',
      headers: { Accept: 'application/json' },
      adapter: 'fetch',
      env: { fetch },
    },
    setup,
  );
  return { client, fetch };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

describe('createLazyHttpClient', () => {
  it('when the answer is 2xx, then it resolves with the parsed body and sends the cookies', async () => {
    const { client, fetch } = clientAnswering(() => json({ success: true }, 201));
    await expect(client.post('/lessons/apply', { name: 'a' })).resolves.toMatchObject({
      data: { success: true },
      status: 201,
    });
    const [input, init] = fetch.mock.calls[0] ?? [];
    const request = input instanceof Request ? input : new Request(String(input), init);
    expect(request.url).toMatch(/\/api\/lessons\/apply$/);
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    await expect(request.text()).resolves.toBe('{"name":"a"}');
  });

  it('when query params are given, then only the defined ones are sent', async () => {
    const { client, fetch } = clientAnswering(() => json({}));
    await client.get('/schedule', { params: { date: '2025-01-01', teacherId: undefined } });
    const [input] = fetch.mock.calls[0] ?? [];
    expect(String(input instanceof Request ? input.url : input)).toMatch(
      /\/api\/schedule\?date=2025-01-01$/,
    );
  });

  it('when the answer is not 2xx, then it rejects with an http error carrying status and body', async () => {
    const { client } = clientAnswering(() => json({ message: '잘못된 요청' }, 400));
    const error: unknown = await client.get('/x').catch((caught: unknown) => caught);
    expect(isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ response: { status: 400, data: { message: '잘못된 요청' } } });
  });

  it('when no answer comes, then it rejects with an http error without response', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const error: unknown = await client.get('/x').catch((caught: unknown) => caught);
    expect(isHttpError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(true);
  });

  it('when the first calls arrive together, then one instance is set up and its interceptors apply', async () => {
    const setup = vi.fn((instance: AxiosInstance) => {
      instance.interceptors.request.use((config) => {
        config.headers.set('Accept-Language', 'en');
        return config;
      });
    });
    const { client, fetch } = clientAnswering(() => json({}), setup);
    expect(setup).not.toHaveBeenCalled();

    await Promise.all([client.get('/a'), client.put('/b', {}), client.delete('/c')]);
    expect(setup).toHaveBeenCalledTimes(1);
    for (const [input, init] of fetch.mock.calls) {
      const request = input instanceof Request ? input : new Request(String(input), init);
      expect(request.headers.get('Accept-Language')).toBe('en');
    }
  });
});

describe('isHttpError', () => {
  it('recognises the errors axios rejects with and nothing else', () => {
    expect(isHttpError(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(isHttpError(new Error('boom'))).toBe(false);
    expect(isHttpError({ isAxiosError: 'yes' })).toBe(false);
    expect(isHttpError(null)).toBe(false);
  });
});
