import { describe, expect, it, vi } from 'vitest';
import { buildUrl, createHttpClient, HttpError } from './http-client';

function clientAnswering(answer: () => Promise<Response>) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const client = createHttpClient({
    baseURL: '/api',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    fetch,
  });
  return { client, fetch };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('buildUrl', () => {
  it('joins the base and the path and adds the defined params only', () => {
    expect(buildUrl('/api/', '/contact/public', { page: 2, category: undefined, q: null })).toBe(
      '/api/contact/public?page=2',
    );
    expect(buildUrl('/api', 'https://other.example/x', { a: 'b c' })).toBe(
      'https://other.example/x?a=b+c',
    );
  });
});

describe('createHttpClient', () => {
  it('when the answer is 2xx, then it resolves with the parsed body and the status', async () => {
    const { client, fetch } = clientAnswering(() => json({ success: true }, 201));
    await expect(client.post('/lessons/apply', { name: 'a' })).resolves.toMatchObject({
      data: { success: true },
      status: 201,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/lessons/apply');
    expect(init).toMatchObject({ method: 'POST', body: '{"name":"a"}', credentials: 'include' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('when there is no body, then no Content-Type is sent', async () => {
    const { client, fetch } = clientAnswering(() => json({}));
    await client.get('/auth/verify', { params: { date: '2025-01-01' } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/verify?date=2025-01-01');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('when the answer is not 2xx, then it rejects with the status and the body', async () => {
    const { client } = clientAnswering(() => json({ message: '잘못된 요청' }, 400));
    const error: unknown = await client.get('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      code: 'ERR_BAD_RESPONSE',
      response: { status: 400, data: { message: '잘못된 요청' } },
    });
  });

  it('when no answer comes, then it rejects with a network error without response', async () => {
    const { client } = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/x')).rejects.toMatchObject({
      code: 'ERR_NETWORK',
      response: undefined,
    });
  });

  it('when a request hook changes the headers, then the request carries them', async () => {
    const { client, fetch } = clientAnswering(() => json({}));
    client.onRequest((config) => ({ ...config, headers: { 'Accept-Language': 'en' } }));
    await client.get('/x');
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Accept-Language': 'en' });
  });
});
