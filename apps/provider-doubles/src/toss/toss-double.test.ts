import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTossDouble, type TTossDouble } from './toss-double.js';

const CLIENT_KEY = 'test_ck_DOUBLETEST';
const SECRET_KEY = 'test_sk_DOUBLETEST';
const OTHER_CLIENT = 'test_ck_OTHERSHOP';
const OTHER_SECRET = 'test_sk_OTHERSHOP';
const SHOP = 'https://academy.example';

let now = new Date('2026-03-02T01:00:00Z');
let double: TTossDouble;
let receiver: {
  server: Server;
  url: string;
  bodies: unknown[];
  refuseNext: (count: number) => void;
};

/** Basic auth as Toss documents it, written here again so the test does not lean on the double. */
function basic(secretKey: string) {
  return `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
}

function call(path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${double.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: basic(SECRET_KEY),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** The window's "pay" (or "cancel") button, as a browser posts it; answers where it redirects. */
async function payInWindow(
  orderId: string,
  amount: number,
  action = 'pay',
  clientKey = CLIENT_KEY,
) {
  const response = await fetch(`${double.baseUrl}/checkout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      clientKey,
      orderId,
      amount: String(amount),
      orderName: '3월 수강료',
      successUrl: `${SHOP}/payments/success`,
      failUrl: `${SHOP}/payments/fail`,
      action,
    }),
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

/** A webhook receiver that answers 200, or 500 to the calls it is told to refuse. */
async function startReceiver() {
  const bodies: unknown[] = [];
  let refusing = 0;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (refusing > 0) {
        refusing -= 1;
        return void response.writeHead(500).end();
      }
      bodies.push(JSON.parse(body));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const refuseNext = (count: number) => {
    refusing = count;
  };
  return { server, url: `http://127.0.0.1:${port}/webhooks/toss`, bodies, refuseNext };
}

beforeAll(async () => {
  receiver = await startReceiver();
  double = await startTossDouble({
    port: 0,
    keys: { [CLIENT_KEY]: SECRET_KEY, [OTHER_CLIENT]: OTHER_SECRET },
    webhookUrl: receiver.url,
    webhookRetries: { attempts: 3, firstDelayMs: 5 },
    now: () => now,
  });
});
afterAll(async () => {
  await double.close();
  receiver.server.closeAllConnections();
  await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
});
beforeEach(() => {
  double.reset();
  receiver.bodies.length = 0;
  receiver.refuseNext(0);
  now = new Date('2026-03-02T01:00:00Z');
});

describe('the Toss double: authentication and the payment window', () => {
  it('when the secret key is missing, unknown or sent without the colon, then 401 UNAUTHORIZED_KEY', async () => {
    const lookup = (authorization?: string) =>
      fetch(`${double.baseUrl}/v1/payments/unknown-key`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
    for (const authorization of [
      undefined,
      basic('test_sk_WRONG'),
      `Basic ${Buffer.from(SECRET_KEY).toString('base64')}`,
      `Bearer ${SECRET_KEY}`,
    ]) {
      const response = await lookup(authorization);
      expect([response.status, (await json(response))['code']]).toEqual([401, 'UNAUTHORIZED_KEY']);
    }
    const known = await lookup(basic(SECRET_KEY));
    expect([known.status, (await json(known))['code']]).toEqual([404, 'NOT_FOUND_PAYMENT']);
  });

  it('when the window pays, then it redirects to successUrl with paymentKey, orderId and amount', async () => {
    const page = await fetch(
      `${double.baseUrl}/checkout?${new URLSearchParams({
        clientKey: CLIENT_KEY,
        orderId: 'order-0001',
        amount: '120000',
        orderName: '3월 수강료',
        successUrl: `${SHOP}/ok`,
        failUrl: `${SHOP}/fail`,
      })}`,
    );
    expect(await page.text()).toContain('120,000원');
    const success = await payInWindow('order-0001', 120000);
    expect(success.pathname).toBe('/payments/success');
    expect(success.searchParams.get('orderId')).toBe('order-0001');
    expect(success.searchParams.get('amount')).toBe('120000');
    const paymentKey = success.searchParams.get('paymentKey') ?? '';
    const payment = await json(await call(`/v1/payments/${paymentKey}`));
    expect(payment).toMatchObject({ status: 'IN_PROGRESS', totalAmount: 120000, method: '카드' });
  });

  it('when the customer closes the window, then failUrl gets PAY_PROCESS_CANCELED and no payment exists', async () => {
    const failure = await payInWindow('order-0002', 50000, 'cancel');
    expect(failure.pathname).toBe('/payments/fail');
    expect(failure.searchParams.get('code')).toBe('PAY_PROCESS_CANCELED');
    expect(double.payments()).toEqual([]);
  });

  it('when the card company refuses in the window, then failUrl gets REJECT_CARD_COMPANY and no payment exists', async () => {
    const failure = await payInWindow('order-0003', 50000, 'decline');
    expect(failure.pathname).toBe('/payments/fail');
    expect([failure.searchParams.get('code'), failure.searchParams.get('orderId')]).toEqual([
      'REJECT_CARD_COMPANY',
      'order-0003',
    ]);
    expect(double.payments()).toEqual([]);
  });

  it('when the window is opened with an unknown client key, then it refuses', async () => {
    const response = await fetch(`${double.baseUrl}/checkout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        clientKey: 'test_ck_NOBODY',
        orderId: 'order-0003',
        amount: '1000',
        orderName: 'x',
        successUrl: `${SHOP}/ok`,
        failUrl: `${SHOP}/fail`,
        action: 'pay',
      }),
    });
    expect(response.status).toBe(401);
  });
});

describe('the Toss double: confirm and cancel', () => {
  async function authorised(orderId = 'order-1001', amount = 120000) {
    return (await payInWindow(orderId, amount)).searchParams.get('paymentKey') ?? '';
  }

  it('when confirm names another amount, then INVALID_REQUEST and the payment stays unapproved', async () => {
    const paymentKey = await authorised();
    const response = await call('/v1/payments/confirm', {
      paymentKey,
      orderId: 'order-1001',
      amount: 1000,
    });
    expect([response.status, (await json(response))['code']]).toEqual([400, 'INVALID_REQUEST']);
    expect(double.payments()[0]?.status).toBe('IN_PROGRESS');
  });

  it('when confirm is repeated, then the same Idempotency-Key gets the first answer and none gets ALREADY_PROCESSED_PAYMENT', async () => {
    const paymentKey = await authorised();
    const body = { paymentKey, orderId: 'order-1001', amount: 120000 };
    const first = await call('/v1/payments/confirm', body, { 'Idempotency-Key': 'k-1' });
    const firstBody = await json(first);
    expect([first.status, firstBody['status'], firstBody['approvedAt']]).toEqual([
      200,
      'DONE',
      '2026-03-02T10:00:00+09:00',
    ]);
    const again = await call('/v1/payments/confirm', body, { 'Idempotency-Key': 'k-1' });
    expect([again.status, await json(again)]).toEqual([200, firstBody]);
    const unkeyed = await call('/v1/payments/confirm', body);
    expect([unkeyed.status, (await json(unkeyed))['code']]).toEqual([
      400,
      'ALREADY_PROCESSED_PAYMENT',
    ]);
  });

  it('when confirm comes more than 10 minutes after the window, then NOT_FOUND_PAYMENT_SESSION and ABORTED', async () => {
    const paymentKey = await authorised();
    now = new Date(now.getTime() + 10 * 60_000 + 1);
    const response = await call('/v1/payments/confirm', {
      paymentKey,
      orderId: 'order-1001',
      amount: 120000,
    });
    expect([response.status, (await json(response))['code']]).toEqual([
      404,
      'NOT_FOUND_PAYMENT_SESSION',
    ]);
    expect(double.payments()[0]?.status).toBe('ABORTED');
  });

  it('when another merchant asks for a payment, then it does not exist for them', async () => {
    const paymentKey = await authorised();
    const response = await fetch(`${double.baseUrl}/v1/payments/${paymentKey}`, {
      headers: { Authorization: basic(OTHER_SECRET) },
    });
    expect(response.status).toBe(404);
  });

  it('when cancels take part of the balance, then PARTIAL_CANCELED, a refusal past the balance, and CANCELED at zero', async () => {
    const paymentKey = await authorised();
    await call('/v1/payments/confirm', { paymentKey, orderId: 'order-1001', amount: 120000 });
    const partial = await json(
      await call(`/v1/payments/${paymentKey}/cancel`, {
        cancelReason: '1회 결석',
        cancelAmount: 30000,
      }),
    );
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 90000 });
    expect(partial['cancels']).toEqual([
      expect.objectContaining({
        cancelAmount: 30000,
        refundableAmount: 90000,
        cancelReason: '1회 결석',
      }),
    ]);
    const over = await call(`/v1/payments/${paymentKey}/cancel`, {
      cancelReason: '환불',
      cancelAmount: 90001,
    });
    expect([over.status, (await json(over))['code']]).toEqual([403, 'NOT_CANCELABLE_AMOUNT']);
    const rest = await json(
      await call(`/v1/payments/${paymentKey}/cancel`, { cancelReason: '환불' }),
    );
    expect(rest).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    const again = await call(`/v1/payments/${paymentKey}/cancel`, { cancelReason: '환불' });
    expect((await json(again))['code']).toBe('ALREADY_CANCELED_PAYMENT');
  });

  it('when a cancel is retried with its Idempotency-Key, then it cancels once', async () => {
    const paymentKey = await authorised();
    await call('/v1/payments/confirm', { paymentKey, orderId: 'order-1001', amount: 120000 });
    const body = { cancelReason: '1회 결석', cancelAmount: 10000 };
    await call(`/v1/payments/${paymentKey}/cancel`, body, { 'Idempotency-Key': 'cancel-1' });
    await call(`/v1/payments/${paymentKey}/cancel`, body, { 'Idempotency-Key': 'cancel-1' });
    expect(double.payments()[0]).toMatchObject({
      balanceAmount: 110000,
      status: 'PARTIAL_CANCELED',
    });
  });
});

describe('the Toss double: virtual accounts and webhooks', () => {
  const account = {
    amount: 150000,
    orderId: 'order-va-01',
    orderName: '3월 수강료',
    customerName: '김민지',
    bank: '20',
    validHours: 24,
  };

  it('when an account is issued and paid into, then DONE, and the deposit webhook carries the secret until a 200', async () => {
    const issued = await json(await call('/v1/virtual-accounts', account));
    expect(issued).toMatchObject({
      status: 'WAITING_FOR_DEPOSIT',
      method: '가상계좌',
      virtualAccount: {
        bankCode: '20',
        customerName: '김민지',
        dueDate: '2026-03-03T10:00:00+09:00',
      },
    });
    expect((issued['virtualAccount'] as { accountNumber: string }).accountNumber).toMatch(/^X\d+$/);
    const secret = issued['secret'];
    expect(secret).toEqual(expect.stringMatching(/^ps_/));
    receiver.refuseNext(1);
    const depositAnswer = await fetch(
      `${double.baseUrl}/__double/virtual-accounts/${String(issued['paymentKey'])}/deposit`,
      { method: 'POST' },
    );
    expect((await json(depositAnswer))['status']).toBe('DONE');
    await vi.waitFor(() =>
      expect(receiver.bodies).toContainEqual({
        createdAt: expect.any(String),
        secret,
        status: 'DONE',
        transactionKey: expect.any(String),
        orderId: 'order-va-01',
      }),
    );
    // The webhook that met the 500 went again, and got its 200 then.
    await vi.waitFor(() => {
      const attempts = double.webhookAttempts();
      const refused = attempts.find((each) => each.httpStatus === 500);
      expect(refused?.attempt).toBe(1);
      expect(attempts).toContainEqual({ ...refused, attempt: 2, httpStatus: 200 });
    });
  });

  it('when a deposited virtual account is cancelled, then Toss needs the account to refund into', async () => {
    const issued = await json(
      await call('/v1/virtual-accounts', { ...account, orderId: 'order-va-refund' }),
    );
    const paymentKey = String(issued['paymentKey']);
    await fetch(`${double.baseUrl}/__double/virtual-accounts/${paymentKey}/deposit`, {
      method: 'POST',
    });
    const cancel = (body: object, key: string) =>
      call(`/v1/payments/${paymentKey}/cancel`, body, { 'Idempotency-Key': key });
    const without = await cancel({ cancelReason: '환불', cancelAmount: 50000 }, 'va-refund-1');
    expect([without.status, (await json(without))['code']]).toEqual([
      400,
      'INVALID_REFUND_ACCOUNT_INFO',
    ]);
    const refundReceiveAccount = {
      bank: '20',
      accountNumber: '1002123456789',
      holderName: '김민지',
    };
    const done = await cancel(
      { cancelReason: '환불', cancelAmount: 50000, refundReceiveAccount },
      'va-refund-2',
    );
    expect(await json(done)).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 100000 });
  });

  it('when webhooks are asked duplicated, then each arrives twice; asked reversed, a deposit’s callback comes before its status change', async () => {
    const setDelivery = (mode: string) =>
      fetch(`${double.baseUrl}/__double/webhooks/delivery`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode }),
      });
    expect((await setDelivery('sideways')).status).toBe(400);
    const deposited = async (orderId: string, mode: string) => {
      expect((await setDelivery('normal')).status).toBe(200);
      const issued = await json(await call('/v1/virtual-accounts', { ...account, orderId }));
      // The issue's own webhooks are in before the deposit's are counted.
      await vi.waitFor(() =>
        expect(
          receiver.bodies.filter((body) => JSON.stringify(body).includes(orderId)),
        ).toHaveLength(2),
      );
      receiver.bodies.length = 0;
      expect((await setDelivery(mode)).status).toBe(200);
      await fetch(
        `${double.baseUrl}/__double/virtual-accounts/${String(issued['paymentKey'])}/deposit`,
        { method: 'POST' },
      );
      return issued;
    };
    const kindOf = (body: unknown) =>
      (body as { eventType?: string }).eventType ?? 'DEPOSIT_CALLBACK';

    await deposited('order-va-twice', 'duplicated');
    await vi.waitFor(() => expect(receiver.bodies).toHaveLength(4));
    expect(receiver.bodies.map(kindOf).sort()).toEqual([
      'DEPOSIT_CALLBACK',
      'DEPOSIT_CALLBACK',
      'PAYMENT_STATUS_CHANGED',
      'PAYMENT_STATUS_CHANGED',
    ]);

    await deposited('order-va-reversed', 'reversed');
    await vi.waitFor(() => expect(receiver.bodies).toHaveLength(2));
    expect(receiver.bodies.map(kindOf)).toEqual(['DEPOSIT_CALLBACK', 'PAYMENT_STATUS_CHANGED']);
    double.setWebhookDelivery('normal');
  });

  it('when a waiting account is cancelled, then CANCELED whole without a refund account, and it takes no deposit', async () => {
    const issued = await json(
      await call('/v1/virtual-accounts', { ...account, orderId: 'order-va-close' }),
    );
    const paymentKey = String(issued['paymentKey']);
    const cancel = (body: object, key: string) =>
      call(`/v1/payments/${paymentKey}/cancel`, body, { 'Idempotency-Key': key });
    // Nothing was paid in: there is no part to cancel.
    const part = await cancel({ cancelReason: '수강료 변경', cancelAmount: 1000 }, 'va-close-0');
    expect([part.status, (await json(part))['code']]).toEqual([403, 'NOT_CANCELABLE_AMOUNT']);
    double.failNextCalls(1, 'error');
    const failed = await cancel(
      { cancelReason: '수강료 변경', cancelAmount: 150000 },
      'va-close-1',
    );
    expect(failed.status).toBe(500);
    expect(double.payments().find((each) => each.paymentKey === paymentKey)?.status).toBe(
      'WAITING_FOR_DEPOSIT',
    );

    const closed = await cancel(
      { cancelReason: '수강료 변경', cancelAmount: 150000 },
      'va-close-1',
    );
    expect(closed.status).toBe(200);
    expect(await json(closed)).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
      cancels: [{ cancelAmount: 150000, cancelReason: '수강료 변경' }],
    });
    // The same key answers the same; the account refuses a deposit, in-process and over HTTP.
    expect(
      (await json(await cancel({ cancelReason: '수강료 변경' }, 'va-close-1')))['status'],
    ).toBe('CANCELED');
    expect(() => double.deposit(paymentKey)).toThrow(/ALREADY_PROCESSED/);
    const deposit = await fetch(
      `${double.baseUrl}/__double/virtual-accounts/${paymentKey}/deposit`,
      {
        method: 'POST',
      },
    );
    expect([deposit.status, (await json(deposit))['code']]).toEqual([
      400,
      'ALREADY_PROCESSED_PAYMENT',
    ]);
    expect(double.payments().find((each) => each.paymentKey === paymentKey)?.status).toBe(
      'CANCELED',
    );
  });

  it('when the due date passes before a deposit, then EXPIRED and a deposit is refused', async () => {
    const issued = await json(await call('/v1/virtual-accounts', account));
    now = new Date(now.getTime() + 24 * 3_600_000);
    const payment = await json(await call(`/v1/payments/${String(issued['paymentKey'])}`));
    expect(payment).toMatchObject({ status: 'EXPIRED', virtualAccount: { expired: true } });
    expect(() => double.deposit(String(issued['paymentKey']))).toThrow(/ALREADY_PROCESSED/);
  });

  it('when an orderId was used, or the body breaks a documented bound, then it refuses', async () => {
    await call('/v1/virtual-accounts', account);
    const again = await call('/v1/virtual-accounts', account);
    expect((await json(again))['code']).toBe('DUPLICATED_ORDER_ID');
    for (const bad of [
      { ...account, orderId: 'short' },
      { ...account, orderId: 'order-va-02', validHours: 721 },
      { ...account, orderId: 'order-va-03', dueDate: '2026-03-05T00:00:00+09:00' },
    ]) {
      const response = await call('/v1/virtual-accounts', bad);
      expect([response.status, (await json(response))['code']]).toEqual([400, 'INVALID_REQUEST']);
    }
  });
});

describe('the Toss double: failures on request', () => {
  it('when the next call fails with an error, then 500 and nothing is applied', async () => {
    double.failNextCalls(1, 'error');
    const response = await call('/v1/virtual-accounts', {
      amount: 1000,
      orderId: 'order-fail-1',
      orderName: 'x',
      customerName: 'y',
      bank: '20',
    });
    expect([response.status, (await json(response))['code']]).toEqual([
      500,
      'FAILED_INTERNAL_SYSTEM_PROCESSING',
    ]);
    expect(double.payments()).toEqual([]);
  });

  it('when the next answer is dropped, then the call is applied but no answer comes', async () => {
    double.failNextCalls(1, 'drop');
    await expect(
      call('/v1/virtual-accounts', {
        amount: 1000,
        orderId: 'order-drop-1',
        orderName: 'x',
        customerName: 'y',
        bank: '20',
      }),
    ).rejects.toThrow();
    expect(double.payments().map((payment) => payment.orderId)).toEqual(['order-drop-1']);
  });

  it('when the next call times out, then it never answers', async () => {
    double.failNextCalls(1, 'timeout');
    const waiting = fetch(`${double.baseUrl}/v1/payments/some-key`, {
      headers: { Authorization: basic(SECRET_KEY) },
      signal: AbortSignal.timeout(200),
    });
    await expect(waiting).rejects.toThrow(/abort|timeout/i);
  });
});
