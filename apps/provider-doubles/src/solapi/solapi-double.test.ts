import { createHmac } from 'node:crypto';
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
});
