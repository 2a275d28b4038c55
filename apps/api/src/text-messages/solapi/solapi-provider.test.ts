import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSolapiDouble, type TSolapiDouble } from '@academy/provider-doubles';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SolapiSettings } from '../../config/config.js';
import {
  type TAlimtalkMessage,
  type TTextMessageProvider,
  TextMessageProviderError,
} from '../text-message-provider.js';
import { solapiAuthorization } from './solapi-auth.js';
import { createSolapiProvider } from './solapi-provider.js';

const API_KEY = 'NCSTESTKEY';
const API_SECRET = 'the-secret-only-the-double-and-we-know';
const PF_ID = 'KA01PF-TEST';
const KAKAO_FAILING = '01000000002';
const REFUSED = '01000000003';

const reminder = {
  templateId: 'KA01TP-REMINDER',
  pfId: PF_ID,
  name: 'reminder',
  content: '#{이름}님, 내일 #{시간}에 레슨이 있습니다.',
  buttons: [
    { buttonType: 'WL' as const, buttonName: '일정 보기', linkMo: 'https://academy.example/' },
  ],
  status: 'APPROVED' as const,
};
const pending = {
  ...reminder,
  templateId: 'KA01TP-PENDING',
  name: 'pending',
  status: 'PENDING' as const,
};

function alimtalk(overrides: Partial<TAlimtalkMessage> = {}): TAlimtalkMessage {
  return {
    kind: 'alimtalk',
    key: 'n-1',
    to: '01012345678',
    templateId: reminder.templateId,
    variables: { 이름: '김민지', 시간: '19:00' },
    buttons: reminder.buttons,
    text: '김민지님, 내일 19:00에 레슨이 있습니다.',
    smsFallback: true,
    ...overrides,
  };
}

/** A webhook receiver that answers 500 to its first report and 200 after. */
function startReceiver() {
  const bodies: unknown[] = [];
  let calls = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls += 1;
      if (calls === 1) {
        response.writeHead(500).end();
        return;
      }
      bodies.push(JSON.parse(body));
      response.writeHead(200).end();
    });
  });
  return { server, bodies, calls: () => calls };
}

let double: TSolapiDouble;
let settings: SolapiSettings;
let provider: TTextMessageProvider;

beforeAll(async () => {
  double = await startSolapiDouble({
    port: 0,
    apiKeys: { [API_KEY]: API_SECRET },
    templates: [reminder, pending],
    kakaoFailingNumbers: [KAKAO_FAILING],
    refusedNumbers: [REFUSED],
  });
  settings = {
    apiKey: API_KEY,
    apiSecret: API_SECRET,
    pfId: PF_ID,
    sender: '0212345678',
    baseUrl: double.baseUrl,
  };
  provider = createSolapiProvider(settings);
});

afterAll(async () => {
  await double.close();
});

beforeEach(() => double.reset());

describe('the Solapi provider against the double', () => {
  it('when a 알림톡 matches its approved template, then it is accepted and sent as the documented ATA message', async () => {
    const [result] = await provider.send([alimtalk()]);
    expect(result).toMatchObject({ key: 'n-1', outcome: 'accepted' });
    const [sent] = double.messages();
    expect(result).toEqual({ key: 'n-1', outcome: 'accepted', providerMessageId: sent?.messageId });
    expect(sent).toMatchObject({
      type: 'ATA',
      to: '01012345678',
      from: '0212345678',
      customFields: { key: 'n-1' },
      kakaoOptions: {
        pfId: PF_ID,
        templateId: reminder.templateId,
        variables: { '#{이름}': '김민지', '#{시간}': '19:00' },
        disableSms: false,
      },
    });
  });

  it('when the text differs from the template filled in, then the message is refused with 1043', async () => {
    const results = await provider.send([alimtalk({ text: '김민지님, 내일 레슨이 있습니다.' })]);
    expect(results).toEqual([
      {
        key: 'n-1',
        outcome: 'refused',
        statusCode: '1043',
        statusText: '등록한 템플릿과 내용이 다릅니다.',
      },
    ]);
    expect(double.messages()).toHaveLength(0);
  });

  it('when the template is not approved, or unknown, then the message is refused with 1042', async () => {
    const results = await provider.send([
      alimtalk({ key: 'a', templateId: pending.templateId }),
      alimtalk({ key: 'b', templateId: 'KA01TP-NONE' }),
    ]);
    expect(
      results.map((result) => [
        result.key,
        result.outcome,
        'statusCode' in result && result.statusCode,
      ]),
    ).toEqual([
      ['a', 'refused', '1042'],
      ['b', 'refused', '1042'],
    ]);
  });

  it('when KakaoTalk fails for the number, then the 알림톡 goes out as SMS, or fails with 3104 when fallback is off', async () => {
    const [fallback, none] = await provider.send([
      alimtalk({ key: 'a', to: KAKAO_FAILING }),
      alimtalk({ key: 'b', to: KAKAO_FAILING, smsFallback: false }),
    ]);
    if (fallback?.outcome !== 'accepted' || none?.outcome !== 'accepted')
      throw new Error('not accepted');
    expect(await provider.statusOf(fallback.providerMessageId)).toMatchObject({
      state: 'delivered',
      statusCode: '4000',
      type: 'SMS',
      replaced: true,
    });
    expect(await provider.statusOf(none.providerMessageId)).toMatchObject({
      state: 'failed',
      statusCode: '3104',
      type: 'ATA',
      replaced: false,
    });
  });

  it('when a plain text is longer than 90 EUC-KR bytes, then it goes as LMS, a short one as SMS', async () => {
    await provider.send([
      { kind: 'sms', key: 'short', to: '01012345678', text: '내일 레슨이 있습니다.' },
      { kind: 'sms', key: 'long', to: '01012345678', text: '가'.repeat(46) },
    ]);
    expect(double.messages().map((message) => [message.customFields['key'], message.type])).toEqual(
      [
        ['short', 'SMS'],
        ['long', 'LMS'],
      ],
    );
  });

  it('when one number of a batch is refused, then only its result is refused, in the order sent', async () => {
    const results = await provider.send([
      alimtalk({ key: 'a' }),
      alimtalk({ key: 'b', to: REFUSED }),
      { kind: 'sms', key: 'c', to: '01012345678', text: '안녕하세요' },
    ]);
    expect(results.map((result) => result.outcome)).toEqual(['accepted', 'refused', 'accepted']);
    expect(results[1]).toMatchObject({ key: 'b', statusCode: '1060' });
  });

  it('when the provider answers 500, then the failure is retryable and the next call goes through', async () => {
    double.failNextCalls(1);
    const failure = await provider.send([alimtalk()]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TextMessageProviderError);
    expect(failure).toMatchObject({ retryable: true, httpStatus: 500 });
    expect(await provider.send([alimtalk()])).toMatchObject([{ outcome: 'accepted' }]);
  });

  it('when the secret is wrong, then Solapi refuses with 403 SignatureDoesNotMatch, final, and the error hides the secret', async () => {
    const wrong = createSolapiProvider({ ...settings, apiSecret: 'a-wrong-secret-value' });
    const failure = await wrong.send([alimtalk()]).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      retryable: false,
      httpStatus: 403,
      errorCode: 'SignatureDoesNotMatch',
    });
    expect(String((failure as Error).message)).not.toContain('a-wrong-secret-value');
    expect(JSON.stringify(failure)).not.toContain('a-wrong-secret-value');
    const unknownKey = createSolapiProvider({ ...settings, apiKey: 'NCSOTHER' });
    await expect(unknownKey.templates()).rejects.toMatchObject({
      httpStatus: 403,
      errorCode: 'InvalidAPIKey',
    });
    expect(double.messages()).toHaveLength(0);
  });

  it('when our clock is more than 15 minutes off, then Solapi refuses with RequestTimeTooSkewed', async () => {
    const late = createSolapiProvider(settings, { now: () => new Date(Date.now() - 16 * 60_000) });
    await expect(late.send([alimtalk()])).rejects.toMatchObject({
      retryable: false,
      httpStatus: 403,
      errorCode: 'RequestTimeTooSkewed',
    });
  });

  it('when a signature is used twice, then the double refuses it as Solapi does', async () => {
    const header = solapiAuthorization(settings, new Date());
    const call = () =>
      fetch(`${double.baseUrl}/messages/v4/list`, { headers: { Authorization: header } });
    expect((await call()).status).toBe(200);
    const again = await call();
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ errorCode: 'DuplicatedSignature' });
  });

  it('when a message is looked up, then its status is answered; an unknown id is null', async () => {
    const [result] = await provider.send([alimtalk()]);
    if (result?.outcome !== 'accepted') throw new Error('not accepted');
    expect(await provider.statusOf(result.providerMessageId)).toEqual({
      providerMessageId: result.providerMessageId,
      state: 'delivered',
      statusCode: '4000',
      statusText: null,
      type: 'ATA',
      replaced: false,
    });
    expect(await provider.statusOf('M4V20260101000000NOSUCHMESSAGE')).toBeNull();
  });

  it('when messages are looked up by key, then those the number holds are found, past the first page, and the others are absent', async () => {
    const since = new Date();
    const sms = (key: string, to = '01012345678') => ({
      kind: 'sms' as const,
      key,
      to,
      text: 'hi',
    });
    await provider.send([
      ...Array.from({ length: 150 }, (_, n) => sms(`k-${n}`)),
      sms('b', '01087654321'),
    ]);
    const ids = new Map(
      double.messages().map((message) => [message.customFields['key'], message.messageId]),
    );
    const found = await provider.findByKeys([
      { key: 'k-0', to: '01012345678', since },
      { key: 'k-149', to: '01012345678', since },
      { key: 'b', to: '01012345678', since },
      { key: 'nowhere', to: '01087654321', since },
    ]);
    expect(found).toEqual(
      new Map([
        ['k-0', ids.get('k-0')],
        ['k-149', ids.get('k-149')],
      ]),
    );
    const queries = double.listQueries();
    expect(queries.map((query) => query['to'])).toEqual([
      '01012345678',
      '01012345678',
      '01087654321',
    ]);
    expect(queries[0]).toMatchObject({
      dateType: 'CREATED',
      startDate: new Date(since.getTime() - 15 * 60_000).toISOString(),
      limit: '100',
    });
    expect(queries[1]?.['startKey']).toBeTruthy();
  });

  it('when a number holds more messages than the lookup reads, then it cannot tell: a retryable error, not "absent"', async () => {
    const since = new Date();
    await provider.send(
      Array.from({ length: 501 }, (_, n) => ({
        kind: 'sms' as const,
        key: `k-${n}`,
        to: '01012345678',
        text: 'hi',
      })),
    );
    const lookup = provider.findByKeys([{ key: 'not-there', to: '01012345678', since }]);
    await expect(lookup).rejects.toThrow(TextMessageProviderError);
    await expect(lookup).rejects.toMatchObject({ retryable: true });
    expect(double.listQueries()).toHaveLength(5);
  });

  it('when a lookup outlasts its budget, then it stops before the next call, unable to tell', async () => {
    const since = new Date();
    const impatient = createSolapiProvider(settings, { lookupBudgetMs: 0 });
    const lookup = impatient.findByKeys([
      { key: 'a', to: '01012345678', since },
      { key: 'b', to: '01087654321', since },
    ]);
    await expect(lookup).rejects.toMatchObject({ retryable: true });
    expect(double.listQueries()).toHaveLength(1);
    expect(await provider.findByKeys([{ key: 'a', to: '01012345678', since }])).toEqual(new Map());
  });

  it('when the templates are listed, then each comes with its approval state and buttons', async () => {
    expect(await provider.templates()).toEqual([
      {
        templateId: reminder.templateId,
        name: 'reminder',
        content: reminder.content,
        buttons: reminder.buttons,
        approval: 'approved',
      },
      {
        templateId: pending.templateId,
        name: 'pending',
        content: pending.content,
        buttons: pending.buttons,
        approval: 'pending',
      },
    ]);
  });

  it('when the webhook fails once, then the delivery report arrives on the retry', async () => {
    const receiver = startReceiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.server.address() as AddressInfo;
    const reporting = await startSolapiDouble({
      port: 0,
      apiKeys: { [API_KEY]: API_SECRET },
      templates: [reminder],
      reportUrl: `http://127.0.0.1:${port}/solapi-reports`,
      reportRetries: { attempts: 3, firstDelayMs: 20 },
    });
    try {
      const reported = createSolapiProvider({ ...settings, baseUrl: reporting.baseUrl });
      const [result] = await reported.send([alimtalk()]);
      if (result?.outcome !== 'accepted') throw new Error('not accepted');
      await expect.poll(() => receiver.bodies.length, { timeout: 5_000 }).toBe(1);
      expect(receiver.calls()).toBe(2);
      expect(receiver.bodies[0]).toEqual([
        expect.objectContaining({
          messageId: result.providerMessageId,
          status: 'COMPLETE',
          statusCode: '4000',
          customFields: { key: 'n-1' },
        }),
      ]);
      expect(reporting.reportAttempts().map((attempt) => attempt.status)).toEqual([500, 200]);
    } finally {
      await reporting.close();
      await new Promise((resolve) => receiver.server.close(resolve));
    }
  });
});

describe('the Solapi provider without an answer', () => {
  it('when nothing listens or the answer takes too long, then the failure is retryable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createSolapiProvider({ ...settings, baseUrl: `http://127.0.0.1:${port}` });
    await expect(unreachable.templates()).rejects.toMatchObject({
      retryable: true,
      httpStatus: null,
    });

    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = createSolapiProvider(
      { ...settings, baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` },
      { timeoutMs: 100 },
    );
    await expect(slow.send([alimtalk()])).rejects.toMatchObject({
      retryable: true,
      message: expect.stringContaining('TimeoutError'),
    });
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});
