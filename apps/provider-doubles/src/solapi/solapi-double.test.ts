import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSolapiDouble, type TSolapiDouble } from './solapi-double.js';

let double: TSolapiDouble;

/** Signs as the docs say, written here again so this test does not lean on the double's code. */
function authorization(apiKey: string, secret: string, date = new Date().toISOString()) {
  const salt = `salt${Math.random().toString(36).slice(2, 14)}`;
  const signature = createHmac('sha256', secret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

async function errorCodeOf(response: Response): Promise<unknown> {
  return ((await response.json()) as { errorCode?: unknown }).errorCode;
}

beforeAll(async () => {
  double = await startSolapiDouble({ port: 0, apiKeys: { KEY: 'secret' } });
});
afterAll(() => double.close());

describe('the Solapi double', () => {
  it('when the header is missing, then 401; a bad key or signature, then the documented 403', async () => {
    const list = (header?: string) =>
      fetch(
        `${double.baseUrl}/messages/v4/list`,
        header ? { headers: { Authorization: header } } : {},
      );
    expect((await list()).status).toBe(401);
    const badKey = await list(authorization('OTHER', 'secret'));
    expect([badKey.status, await badKey.json()]).toEqual([
      403,
      { errorCode: 'InvalidAPIKey', errorMessage: expect.any(String) },
    ]);
    const badSignature = await list(authorization('KEY', 'not-the-secret'));
    expect([badSignature.status, await errorCodeOf(badSignature)]).toEqual([
      403,
      'SignatureDoesNotMatch',
    ]);
    const stale = await list(
      authorization('KEY', 'secret', new Date(Date.now() + 16 * 60_000).toISOString()),
    );
    expect([stale.status, await errorCodeOf(stale)]).toEqual([403, 'RequestTimeTooSkewed']);
    expect((await list(authorization('KEY', 'secret'))).status).toBe(200);
  });

  it('when a body is not a send-many request, then 400 ValidationError', async () => {
    const response = await fetch(`${double.baseUrl}/messages/v4/send-many/detail`, {
      method: 'POST',
      headers: {
        Authorization: authorization('KEY', 'secret'),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ messages: [] }),
    });
    expect([response.status, await errorCodeOf(response)]).toEqual([400, 'ValidationError']);
  });

  it('when a 알림톡 button lacks its link, then the message is refused with 1044', async () => {
    const response = await fetch(`${double.baseUrl}/messages/v4/send-many/detail`, {
      method: 'POST',
      headers: {
        Authorization: authorization('KEY', 'secret'),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        messages: [
          {
            to: '01012345678',
            from: '0212345678',
            text: 'x',
            type: 'ATA',
            kakaoOptions: {
              pfId: 'PF',
              templateId: 'TP',
              buttons: [{ buttonType: 'WL', buttonName: '보기' }],
            },
          },
        ],
      }),
    });
    const answer = (await response.json()) as { failedMessageList: { statusCode: string }[] };
    expect(answer.failedMessageList.map((failed) => failed.statusCode)).toEqual(['1044']);
  });

  it('when asked over HTTP to fail, then the next call answers 500 and the one after does not', async () => {
    await fetch(`${double.baseUrl}/__double/fail-next`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 1 }),
    });
    const headers = () => ({ Authorization: authorization('KEY', 'secret') });
    expect((await fetch(`${double.baseUrl}/messages/v4/list`, { headers: headers() })).status).toBe(
      500,
    );
    expect((await fetch(`${double.baseUrl}/messages/v4/list`, { headers: headers() })).status).toBe(
      200,
    );
  });

  it('when a message goes to a number set as pending, then it stays pending (3000) while the others complete', async () => {
    const pending = await startSolapiDouble({
      port: 0,
      apiKeys: { KEY: 'secret' },
      pendingNumbers: ['01000000013'],
    });
    try {
      await fetch(`${pending.baseUrl}/messages/v4/send-many/detail`, {
        method: 'POST',
        headers: {
          Authorization: authorization('KEY', 'secret'),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          messages: ['01000000013', '01012345678'].map((to) => ({
            to,
            from: '0212345678',
            text: 'x',
            type: 'SMS',
          })),
        }),
      });
      expect(
        pending.messages().map(({ to, status, statusCode }) => [to, status, statusCode]),
      ).toEqual([
        ['01000000013', 'PENDING', '3000'],
        ['01012345678', 'COMPLETE', '4000'],
      ]);
    } finally {
      await pending.close();
    }
  });

  it('when reports are delayed, then none is posted before the delay and the report comes after it', async () => {
    const received: unknown[] = [];
    const receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        received.push(request.url);
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    const delayed = await startSolapiDouble({
      port: 0,
      apiKeys: { KEY: 'secret' },
      reportUrl: `http://127.0.0.1:${port}/reports`,
      reportRetries: { attempts: 1, firstDelayMs: 10, reportDelayMs: 400 },
    });
    try {
      await fetch(`${delayed.baseUrl}/messages/v4/send-many/detail`, {
        method: 'POST',
        headers: {
          Authorization: authorization('KEY', 'secret'),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          messages: [{ to: '01012345678', from: '0212345678', text: 'x', type: 'SMS' }],
        }),
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(received).toEqual([]);
      await expect.poll(() => received, { timeout: 3_000 }).toEqual(['/reports']);
    } finally {
      await delayed.close();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('when a sent text holds markup, then the page shows it escaped', async () => {
    await fetch(`${double.baseUrl}/messages/v4/send-many/detail`, {
      method: 'POST',
      headers: {
        Authorization: authorization('KEY', 'secret'),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        messages: [{ to: '01012345678', from: '0212345678', text: '<b>hi</b>' }],
      }),
    });
    const page = await (await fetch(`${double.baseUrl}/__double`)).text();
    expect(page).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(page).not.toContain('<b>hi</b>');
    const reset = await fetch(`${double.baseUrl}/__double/reset`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
    });
    expect(await reset.json()).toEqual({ ok: true });
    expect(double.messages()).toEqual([]);
  });
  describe('the message list and lost answers', () => {
    const send = (messages: { to: string; key: string }[]) =>
      fetch(`${double.baseUrl}/messages/v4/send-many/detail`, {
        method: 'POST',
        headers: {
          Authorization: authorization('KEY', 'secret'),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          messages: messages.map(({ to, key }) => ({
            to,
            from: '0212345678',
            text: 'hi',
            customFields: { key },
          })),
          allowDuplicates: true,
        }),
      });
    const list = async (query: Record<string, string>) => {
      const response = await fetch(
        `${double.baseUrl}/messages/v4/list?${new URLSearchParams(query)}`,
        { headers: { Authorization: authorization('KEY', 'secret') } },
      );
      return {
        status: response.status,
        answer: (await response.json()) as {
          nextKey: string | null;
          messageList: Record<string, { to: string; customFields: Record<string, string> }>;
        },
      };
    };
    const keysOf = (answer: { messageList: Record<string, { customFields: { key?: string } }> }) =>
      Object.values(answer.messageList).map((message) => message.customFields.key);

    it("when listed by to and startDate, then only that number's messages since then, newest first, page by page", async () => {
      double.reset();
      await send([{ to: '01011112222', key: 'old' }]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const since = new Date().toISOString();
      await send([
        { to: '01011112222', key: 'a' },
        { to: '01033334444', key: 'other' },
        { to: '01011112222', key: 'b' },
        { to: '01011112222', key: 'c' },
      ]);
      const first = await list({ to: '01011112222', startDate: since, limit: '2' });
      expect(keysOf(first.answer)).toEqual(['c', 'b']);
      expect(first.answer.nextKey).toBeTruthy();
      const second = await list({
        to: '01011112222',
        startDate: since,
        limit: '2',
        startKey: first.answer.nextKey ?? '',
      });
      expect([keysOf(second.answer), second.answer.nextKey]).toEqual([['a'], null]);
      expect(keysOf((await list({ to: '01011112222' })).answer)).toEqual(['c', 'b', 'a', 'old']);
      expect((await list({ startDate: 'not a date' })).status).toBe(400);
      expect(double.listQueries()).toHaveLength(4);
      expect(double.listQueries()[0]).toMatchObject({ to: '01011112222', startDate: since });
    });

    it('when told to drop answers, then the messages are taken and the answer is lost: a closed connection, then a 504', async () => {
      double.reset();
      double.dropNextAnswers(1);
      await expect(send([{ to: '01011112222', key: 'dropped' }])).rejects.toThrow();
      double.dropNextAnswers(1, 'gateway-timeout');
      const timedOut = await send([{ to: '01011112222', key: 'gateway' }]);
      expect([timedOut.status, await errorCodeOf(timedOut)]).toEqual([504, 'GatewayTimeout']);
      expect((await send([{ to: '01011112222', key: 'answered' }])).status).toBe(200);
      expect(double.messages().map((message) => message.customFields['key'])).toEqual([
        'dropped',
        'gateway',
        'answered',
      ]);
    });
  });
});
