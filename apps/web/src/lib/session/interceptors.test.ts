import axios, { AxiosError } from 'axios';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createTestSession, inMinutes, runEachTestOnFakeTimers } from '@/test/test-session';
import { installSessionInterceptors } from './interceptors';

type TAnswer = { status: number };

/** An axios instance whose "server" answers each path from a queue (last answer repeats). */
function createClient(answers: Record<string, TAnswer[]>) {
  const calls: string[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = config.url ?? '';
    calls.push(url);
    const queue = answers[url] ?? [{ status: 200 }];
    const { status } = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 200 };
    const response = { data: { url }, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, null, response);
    }
    return response;
  };
  return { client: axios.create({ adapter }), calls };
}

const never = () => new Promise<string>(() => undefined);

runEachTestOnFakeTimers();

describe('pre-request refresh', () => {
  it('when under 2 minutes are left, then a refresh fires and the request does not wait for it', async () => {
    const test = createTestSession();
    test.requestRefresh.mockImplementation(never);
    test.session.start(inMinutes(1));
    const { client } = createClient({});
    installSessionInterceptors(client, test.session);

    await expect(client.get('/users/7')).resolves.toMatchObject({ status: 200 });
    expect(test.requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('when the request is /auth/verify, then no refresh fires', async () => {
    const test = createTestSession();
    test.session.start(inMinutes(1));
    const { client } = createClient({});
    installSessionInterceptors(client, test.session);

    await client.get('/auth/verify');
    expect(test.requestRefresh).not.toHaveBeenCalled();
  });

  it('when the token has already expired or has plenty left, then no refresh fires', async () => {
    for (const minutes of [-1, 10]) {
      const test = createTestSession();
      test.session.start(inMinutes(minutes));
      const { client } = createClient({});
      installSessionInterceptors(client, test.session);
      await client.get('/users/7');
      expect(test.requestRefresh).not.toHaveBeenCalled();
    }
  });
});

describe('401 retry', () => {
  it('when a call answers 401, then it is retried once after a refresh', async () => {
    const test = createTestSession();
    test.session.start(inMinutes(60));
    const { client, calls } = createClient({ '/users/7': [{ status: 401 }, { status: 200 }] });
    installSessionInterceptors(client, test.session);

    await expect(client.get('/users/7')).resolves.toMatchObject({ status: 200 });
    expect(test.requestRefresh).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['/users/7', '/users/7']);
  });

  it('when several calls answer 401 together, then they share ONE refresh', async () => {
    const test = createTestSession();
    test.session.start(inMinutes(60));
    const { client, calls } = createClient({
      '/a': [{ status: 401 }, { status: 200 }],
      '/b': [{ status: 401 }, { status: 200 }],
      '/c': [{ status: 401 }, { status: 200 }],
    });
    installSessionInterceptors(client, test.session);

    const answers = await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(test.requestRefresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(6);
  });

  it('when the retried call answers 401 again, then the 401 is passed on', async () => {
    const test = createTestSession();
    test.session.start(inMinutes(60));
    const { client, calls } = createClient({ '/users/7': [{ status: 401 }] });
    installSessionInterceptors(client, test.session);

    await expect(client.get('/users/7')).rejects.toMatchObject({ response: { status: 401 } });
    expect(test.requestRefresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it.each(['/auth/login', '/auth/logout', '/auth/refresh'])(
    'when %s answers 401, then it is passed on without a refresh',
    async (url) => {
      const test = createTestSession();
      test.session.start(inMinutes(60));
      const { client, calls } = createClient({ [url]: [{ status: 401 }] });
      installSessionInterceptors(client, test.session);

      await expect(client.post(url)).rejects.toMatchObject({ response: { status: 401 } });
      expect(test.requestRefresh).not.toHaveBeenCalled();
      expect(calls).toHaveLength(1);
    },
  );

  it('when only the API session marker is left (no stored expiry), then a 401 is refreshed and retried', async () => {
    const test = createTestSession();
    test.hasSessionMarker.mockReturnValue(true);
    const { client, calls } = createClient({ '/auth/verify': [{ status: 401 }, { status: 200 }] });
    installSessionInterceptors(client, test.session);

    await expect(client.get('/auth/verify')).resolves.toMatchObject({ status: 200 });
    expect(test.requestRefresh).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['/auth/verify', '/auth/verify']);
    expect(test.session.hasSession()).toBe(true);
  });

  it('when a guest gets a 401, then no refresh is tried', async () => {
    const test = createTestSession();
    const { client } = createClient({ '/auth/verify': [{ status: 401 }] });
    installSessionInterceptors(client, test.session);

    await expect(client.get('/auth/verify')).rejects.toMatchObject({ response: { status: 401 } });
    expect(test.requestRefresh).not.toHaveBeenCalled();
    expect(test.redirectToLogin).not.toHaveBeenCalled();
  });

  it('when the refresh after a 401 fails, then the session is cleared and it goes to /login', async () => {
    const test = createTestSession();
    test.session.start(inMinutes(60));
    test.requestRefresh.mockRejectedValue(new Error('refresh token reused'));
    const { client, calls } = createClient({ '/users/7': [{ status: 401 }] });
    installSessionInterceptors(client, test.session);

    await expect(client.get('/users/7')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls).toHaveLength(1);
    expect(test.clearCookies).toHaveBeenCalledTimes(1);
    expect(test.onExpired).toHaveBeenCalledTimes(1);
    expect(test.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(test.session.hasSession()).toBe(false);
  });
});
