import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTossDouble, type TTossDouble } from '@academy/provider-doubles';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TossSettings } from '../../config/toss-settings.js';
import { PaymentProviderError, type TPaymentProvider } from '../payment-provider.js';
import { createTossProvider } from './toss-provider.js';
import { depositSecretMatches, tossWebhookOf } from './toss-webhooks.js';

const CLIENT_KEY = 'test_ck_PROVIDERTEST';
const SECRET_KEY = 'test_sk_PROVIDERTEST';
const SHOP = 'https://academy.example';

let double: TTossDouble;
let settings: TossSettings;
let provider: TPaymentProvider;
const webhooks: unknown[] = [];
let receiver: Server;

/** The payment window's "pay", as the browser posts it; the paymentKey it hands to successUrl. */
async function authorise(orderId: string, amount: number): Promise<string> {
  const response = await fetch(`${double.baseUrl}/checkout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      clientKey: CLIENT_KEY,
      orderId,
      amount: String(amount),
      orderName: '3월 수강료',
      successUrl: `${SHOP}/payments/success`,
      failUrl: `${SHOP}/payments/fail`,
      action: 'pay',
    }),
  });
  return new URL(response.headers.get('location') ?? '').searchParams.get('paymentKey') ?? '';
}

/** The error a call failed with, to look at its fields. */
async function failureOf(call: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      webhooks.push(JSON.parse(body));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  double = await startTossDouble({
    port: 0,
    keys: { [CLIENT_KEY]: SECRET_KEY },
    webhookUrl: `http://127.0.0.1:${port}/webhooks/toss`,
    webhookRetries: { attempts: 3, firstDelayMs: 5 },
  });
  settings = {
    clientKey: CLIENT_KEY,
    secretKey: SECRET_KEY,
    baseUrl: double.baseUrl,
    testMode: true,
  };
  provider = createTossProvider(settings, { timeoutMs: 2_000 });
});
afterAll(async () => {
  await double.close();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
beforeEach(() => {
  double.reset();
  webhooks.length = 0;
});

describe('the Toss provider: confirm and look up', () => {
  it('when the secret key is wrong, then a final error with Toss code and no trace of the key', async () => {
    const wrong = createTossProvider({ ...settings, secretKey: 'test_sk_NOTTHEKEY' });
    const error = await failureOf(wrong.get('some-payment-key'));
    expect([error.retryable, error.httpStatus, error.code]).toEqual([
      false,
      401,
      'UNAUTHORIZED_KEY',
    ]);
    expect(error.message).not.toContain('NOTTHEKEY');
  });

  it('when a window payment is confirmed with its amount, then it is DONE, by card, with its receipt', async () => {
    const paymentKey = await authorise('order-2001', 120000);
    const payment = await provider.confirm({ paymentKey, orderId: 'order-2001', amount: 120000 });
    expect(payment).toMatchObject({
      paymentKey,
      orderId: 'order-2001',
      status: 'DONE',
      method: 'card',
      totalAmount: 120000,
      balanceAmount: 120000,
      virtualAccount: null,
      cancels: [],
      receiptUrl: expect.stringContaining('https://'),
    });
    expect(payment.approvedAt).toBeInstanceOf(Date);
    expect(await provider.get(paymentKey)).toEqual(payment);
    expect(await provider.getByOrderId('order-2001')).toEqual(payment);
  });

  it('when the amount differs from the authorised one, then a final error and the payment is not approved', async () => {
    const paymentKey = await authorise('order-2002', 120000);
    const error = await failureOf(
      provider.confirm({ paymentKey, orderId: 'order-2002', amount: 12000 }),
    );
    expect([error.retryable, error.code]).toEqual([false, 'INVALID_REQUEST']);
    expect((await provider.get(paymentKey))?.status).toBe('IN_PROGRESS');
  });

  it('when the answer to confirm is lost, then the retry gets the approval, not ALREADY_PROCESSED_PAYMENT', async () => {
    const paymentKey = await authorise('order-2003', 80000);
    const request = { paymentKey, orderId: 'order-2003', amount: 80000 };
    double.failNextCalls(1, 'drop');
    expect((await failureOf(provider.confirm(request))).retryable).toBe(true);
    const retried = await provider.confirm(request);
    expect(retried.status).toBe('DONE');
    expect(double.payments().map((payment) => payment.status)).toEqual(['DONE']);
  });

  it('when 20 confirms of one payment arrive at once, then all get the one approval', async () => {
    const paymentKey = await authorise('order-2007', 60000);
    const request = { paymentKey, orderId: 'order-2007', amount: 60000 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => provider.confirm(request)));
    expect(new Set(answers.map((answer) => answer.approvedAt?.toISOString())).size).toBe(1);
    expect(answers.every((answer) => answer.status === 'DONE')).toBe(true);
  });

  it('when Toss answers 500 or not at all, then the error is retryable', async () => {
    double.failNextCalls(1, 'error');
    const error = await failureOf(provider.get('some-payment-key'));
    expect([error.retryable, error.httpStatus]).toEqual([true, 500]);
    double.failNextCalls(1, 'timeout');
    const quick = createTossProvider(settings, { timeoutMs: 200 });
    expect((await failureOf(quick.get('some-payment-key'))).retryable).toBe(true);
  });

  it('when no such payment exists, then the lookups answer null', async () => {
    expect(await provider.get('no-such-payment')).toBeNull();
    expect(await provider.getByOrderId('order-none')).toBeNull();
  });

  it('when a value breaks a documented bound, then it is refused before any call', async () => {
    double.failNextCalls(1, 'error');
    const bad = [
      provider.confirm({ paymentKey: 'k', orderId: 'short', amount: 1000 }),
      provider.confirm({ paymentKey: 'k', orderId: 'order-2004', amount: 0 }),
      provider.confirm({ paymentKey: 'k', orderId: 'order-2004', amount: 10.5 }),
      provider.getByOrderId('../v1/payments/x'),
      provider.cancel({ paymentKey: 'k', reason: 'x'.repeat(201), idempotencyKey: 'c' }),
      provider.cancel({ paymentKey: 'k', reason: '환불', idempotencyKey: 'c'.repeat(301) }),
      provider.issueVirtualAccount({
        orderId: 'order-2006',
        orderName: '3월 수강료',
        amount: 1000,
        customerName: '김민지',
        bank: '우리',
        idempotencyKey: 'va',
      }),
    ];
    for (const call of bad) expect((await failureOf(call)).retryable).toBe(false);
    // The failure set up above is still waiting: no call reached the double.
    expect((await failureOf(provider.get('some-payment-key'))).httpStatus).toBe(500);
  });

  it('when an answer is larger than the bound, then a final error', async () => {
    const paymentKey = await authorise('order-2005', 1000);
    const small = createTossProvider(settings, { maxAnswerBytes: 100 });
    expect((await failureOf(small.get(paymentKey))).retryable).toBe(false);
  });
});

describe('the Toss provider: cancel and virtual accounts', () => {
  it('when part is cancelled and then the rest, then PARTIAL_CANCELED with its balance, then CANCELED', async () => {
    const paymentKey = await authorise('order-3001', 120000);
    await provider.confirm({ paymentKey, orderId: 'order-3001', amount: 120000 });
    const partial = await provider.cancel({
      paymentKey,
      reason: '1회 결석',
      amount: 30000,
      idempotencyKey: 'cancel-3001-1',
    });
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 90000 });
    expect(partial.cancels).toEqual([
      expect.objectContaining({ amount: 30000, reason: '1회 결석' }),
    ]);
    const over = await failureOf(
      provider.cancel({
        paymentKey,
        reason: '환불',
        amount: 90001,
        idempotencyKey: 'cancel-3001-2',
      }),
    );
    expect([over.retryable, over.code]).toEqual([false, 'NOT_CANCELABLE_AMOUNT']);
    const rest = await provider.cancel({
      paymentKey,
      reason: '환불',
      idempotencyKey: 'cancel-3001-3',
    });
    expect(rest).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(rest.cancels.map((cancel) => cancel.amount)).toEqual([30000, 90000]);
  });

  it('when the answer to a cancel is lost, then its retry with the same key cancels once', async () => {
    const paymentKey = await authorise('order-3002', 50000);
    await provider.confirm({ paymentKey, orderId: 'order-3002', amount: 50000 });
    const request = {
      paymentKey,
      reason: '1회 결석',
      amount: 10000,
      idempotencyKey: 'cancel-3002',
    };
    double.failNextCalls(1, 'drop');
    expect((await failureOf(provider.cancel(request))).retryable).toBe(true);
    expect((await provider.cancel(request)).balanceAmount).toBe(40000);
  });

  it('when a virtual account is issued and paid into, then the deposit webhook carries its secret and the payment is DONE', async () => {
    const issued = await provider.issueVirtualAccount({
      orderId: 'order-4001',
      orderName: '3월 수강료',
      amount: 150000,
      customerName: '김민지',
      bank: '20',
      validHours: 48,
      cashReceipt: { type: '소득공제', registrationNumber: '01012345678' },
      idempotencyKey: 'va-4001',
    });
    expect(issued).toMatchObject({
      status: 'WAITING_FOR_DEPOSIT',
      method: 'virtual-account',
      virtualAccount: { bankCode: '20', customerName: '김민지', expired: false },
    });
    expect(issued.secret).toEqual(expect.any(String));
    double.deposit(issued.paymentKey);
    await vi.waitFor(() =>
      expect(webhooks).toContainEqual(
        expect.objectContaining({ status: 'DONE', orderId: 'order-4001', secret: issued.secret }),
      ),
    );
    expect((await provider.get(issued.paymentKey))?.status).toBe('DONE');
  });

  it('when the webhooks of a deposit are read, then a deposit counts only with the secret of its account', async () => {
    const issued = await provider.issueVirtualAccount({
      orderId: 'order-4002',
      orderName: '3월 수강료',
      amount: 150000,
      customerName: '김민지',
      bank: '88',
      idempotencyKey: 'va-4002',
    });
    double.deposit(issued.paymentKey);
    await vi.waitFor(() =>
      expect(webhooks.map(tossWebhookOf)).toContainEqual(
        expect.objectContaining({ kind: 'deposit', status: 'DONE' }),
      ),
    );
    const read = webhooks.map(tossWebhookOf);
    expect(read).toContainEqual({
      kind: 'status-changed',
      paymentKey: issued.paymentKey,
      orderId: 'order-4002',
      status: 'DONE',
    });
    const deposit = read.find((each) => each?.kind === 'deposit' && each.status === 'DONE');
    expect(
      deposit?.kind === 'deposit' && depositSecretMatches(issued.secret ?? '', deposit.secret),
    ).toBe(true);
    expect(depositSecretMatches(issued.secret ?? '', 'ps_forged')).toBe(false);
    expect(tossWebhookOf({ eventType: 'PAYOUT_STATUS_CHANGED', data: {} })).toBeNull();
  });
});
