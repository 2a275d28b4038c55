import { timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { listenOn } from '../double-http.js';
import { checkoutRequestOf, renderCheckoutPage, withQuery } from './double-checkout.js';
import {
  approve,
  cancel,
  deposit,
  expire,
  newPayment,
  openVirtualAccount,
  REFUSALS,
  type TDoublePayment,
  type TTossRefusal,
} from './double-payments.js';
import {
  createWebhookSender,
  type TWebhookAttempt,
  type TWebhookDelivery,
  type TWebhookRetries,
  WEBHOOK_DELIVERIES,
} from './double-webhooks.js';

/**
 * A local stand-in for Toss Payments' API v1 (docs/decisions/0039): the calls the API's provider
 * makes, checked and answered as Toss documents them, the payment window's redirects, webhooks,
 * and `/__double` endpoints to see and steer what it holds.
 */
export interface TTossDoubleOptions {
  /** 0: any free port. */
  port?: number;
  host?: string;
  /** Client key → secret key, one pair per merchant. */
  keys: Readonly<Record<string, string>>;
  /** Where webhooks go; none when absent. */
  webhookUrl?: string;
  webhookRetries?: TWebhookRetries;
  /** How long after the window authorised a payment confirm may come (Toss: 10 minutes). */
  confirmWindowMs?: number;
  now?: () => Date;
}

/** How the next calls fail: a 500, no answer at all, or the answer lost after the call applied. */
export type TTossFailure = 'error' | 'timeout' | 'drop';

export interface TTossDouble {
  baseUrl: string;
  failNextCalls(count: number, how?: TTossFailure): void;
  /** A deposit of the whole amount into a virtual account: DONE, and its webhooks. */
  deposit(paymentKey: string): void;
  /** Expires the virtual accounts past their due date (the double also does on every call). */
  expireDue(): void;
  payments(): TDoublePayment[];
  webhookAttempts(): TWebhookAttempt[];
  /** How the next webhooks are delivered: once each, twice each, or newest first. */
  setWebhookDelivery(mode: TWebhookDelivery): void;
  reset(): void;
  close(): Promise<void>;
}

interface TState {
  keys: Readonly<Record<string, string>>;
  payments: Map<string, TDoublePayment>;
  /** paymentKey → the secret key of the merchant it belongs to. */
  owners: Map<string, string>;
  authorisedAt: Map<string, number>;
  /** The secret key, method, path and Idempotency-Key of a call → its first answer. */
  answers: Map<string, { status: number; body: unknown }>;
  failNext: { count: number; how: TTossFailure };
  confirmWindowMs: number;
  now: () => Date;
  webhooks: ReturnType<typeof createWebhookSender>;
}

type TAnswer = { status: number; body: unknown };

export async function startTossDouble(options: TTossDoubleOptions): Promise<TTossDouble> {
  const state: TState = {
    keys: options.keys,
    payments: new Map(),
    owners: new Map(),
    authorisedAt: new Map(),
    answers: new Map(),
    failNext: { count: 0, how: 'error' },
    confirmWindowMs: options.confirmWindowMs ?? 10 * 60_000,
    now: options.now ?? (() => new Date()),
    webhooks: createWebhookSender(
      options.webhookUrl,
      options.webhookRetries ?? { attempts: 8, firstDelayMs: 60_000 },
    ),
  };
  const reset = () => {
    state.payments.clear();
    state.owners.clear();
    state.authorisedAt.clear();
    state.answers.clear();
    state.failNext = { count: 0, how: 'error' };
    state.webhooks.reset();
  };
  const { server, baseUrl } = await listenOn(
    doubleApp(state, reset),
    options.port ?? 3012,
    options.host ?? '127.0.0.1',
  );
  return {
    baseUrl,
    failNextCalls: (count, how = 'error') => {
      state.failNext = { count, how };
    },
    deposit: (paymentKey) => {
      const refusal = depositInto(state, paymentKey);
      if (refusal) throw new Error(`${refusal.code}: ${refusal.message}`);
    },
    expireDue: () => expireDue(state),
    payments: () => structuredClone([...state.payments.values()]),
    webhookAttempts: () => state.webhooks.attempts(),
    setWebhookDelivery: (mode) => state.webhooks.setDelivery(mode),
    reset,
    close: async () => {
      state.webhooks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function doubleApp(state: TState, reset: () => void) {
  const app = express();
  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));
  app.get('/checkout', (request, response) => showCheckout(state, request, response));
  app.post('/checkout', (request, response) => submitCheckout(state, request, response));
  doubleControls(app, state, reset);
  const api = express.Router();
  api.use((request, response, next) => {
    expireDue(state);
    if (state.failNext.count > 0) {
      state.failNext.count -= 1;
      // 'timeout': no answer at all; the caller's own timeout ends the wait.
      if (state.failNext.how === 'timeout') return;
      if (state.failNext.how === 'error') return answer(response, refusalAnswer(REFUSALS.internal));
      response.locals['drop'] = true;
    }
    const secretKey = secretKeyOf(state, request.get('authorization'));
    if (!secretKey) return answer(response, refusalAnswer(REFUSALS.unauthorized));
    response.locals['secretKey'] = secretKey;
    next();
  });
  api.post(
    '/v1/payments/confirm',
    idempotent(state, (request, secretKey) => confirm(state, request, secretKey)),
  );
  api.get('/v1/payments/orders/:orderId', (request, response) => {
    const secretKey = response.locals['secretKey'] as string;
    // The newest payment of the order: a window abandoned before confirm may have left another.
    const payment = [...state.payments.values()]
      .toReversed()
      .find(
        (each) =>
          each.orderId === request.params['orderId'] &&
          state.owners.get(each.paymentKey) === secretKey,
      );
    answer(response, payment ? { status: 200, body: payment } : refusalAnswer(REFUSALS.notFound));
  });
  api.get('/v1/payments/:paymentKey', (request, response) => {
    const payment = paymentOf(
      state,
      String(request.params['paymentKey']),
      response.locals['secretKey'] as string,
    );
    answer(response, payment ? { status: 200, body: payment } : refusalAnswer(REFUSALS.notFound));
  });
  api.post(
    '/v1/payments/:paymentKey/cancel',
    idempotent(state, (request, secretKey) => cancelPayment(state, request, secretKey)),
  );
  api.post(
    '/v1/virtual-accounts',
    idempotent(state, (request, secretKey) => issueVirtualAccount(state, request, secretKey)),
  );
  app.use(api);
  app.use((_error: unknown, _request: Request, response: Response, _next: express.NextFunction) => {
    answer(response, refusalAnswer(REFUSALS.invalid('body')));
  });
  return app;
}

function doubleControls(app: express.Express, state: TState, reset: () => void) {
  app.get('/__double/payments', (_request, response) => {
    response.json({ payments: [...state.payments.values()], webhooks: state.webhooks.attempts() });
  });
  app.post('/__double/reset', (_request, response) => {
    reset();
    response.json({ ok: true });
  });
  app.post('/__double/fail-next', (request, response) => {
    const body = request.body as { count?: unknown; how?: unknown } | undefined;
    const count = Number(body?.count ?? 1);
    const how = ['error', 'timeout', 'drop'].includes(String(body?.how))
      ? (body?.how as TTossFailure)
      : 'error';
    state.failNext = {
      count: Number.isInteger(count) && count > 0 ? Math.min(count, 100) : 1,
      how,
    };
    response.json({ failNext: state.failNext });
  });
  app.post('/__double/virtual-accounts/:paymentKey/deposit', (request, response) => {
    const refusal = depositInto(state, String(request.params['paymentKey']));
    if (refusal) answer(response, refusalAnswer(refusal));
    else response.json(state.payments.get(String(request.params['paymentKey'])));
  });
  app.post('/__double/webhooks/delivery', (request, response) => {
    const mode = (request.body as { mode?: unknown } | undefined)?.mode;
    const known = WEBHOOK_DELIVERIES.find((each) => each === mode);
    if (!known) {
      response.status(400).json({ code: 'INVALID_REQUEST', message: `mode: ${String(mode)}` });
      return;
    }
    state.webhooks.setDelivery(known);
    response.json({ delivery: known });
  });
  app.post('/__double/expire-due', (_request, response) => {
    expireDue(state);
    response.json({ ok: true });
  });
}

/** `Authorization: Basic base64(secretKey + ':')`, checked against the configured secret keys. */
function secretKeyOf(state: TState, header: string | undefined): string | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  if (!decoded.endsWith(':')) return null;
  const given = Buffer.from(decoded.slice(0, -1));
  for (const secretKey of Object.values(state.keys)) {
    const known = Buffer.from(secretKey);
    if (known.length === given.length && timingSafeEqual(known, given)) return secretKey;
  }
  return null;
}

/**
 * A repeat of an Idempotency-Key gets the first answer again; Toss keys it by the key, the API key,
 * the address and the method (docs: guides/using-api/idempotency-key), not by the body.
 */
function idempotent(state: TState, handle: (request: Request, secretKey: string) => TAnswer) {
  return (request: Request, response: Response) => {
    const secretKey = response.locals['secretKey'] as string;
    const key = request.get('idempotency-key');
    if (key !== undefined && key.length > 300) {
      return answer(response, refusalAnswer(REFUSALS.invalid('Idempotency-Key')));
    }
    const scope = `${secretKey}\n${request.method} ${request.path}\n${key}`;
    const stored = key ? state.answers.get(scope) : undefined;
    const result = stored ?? handle(request, secretKey);
    if (key && !stored) state.answers.set(scope, result);
    answer(response, result);
  };
}

function answer(response: Response, result: TAnswer) {
  if (response.locals['drop'] === true) {
    // Applied, but the answer is lost on its way back.
    response.socket?.destroy();
    return;
  }
  response.status(result.status).json(result.body);
}

function refusalAnswer(refusal: TTossRefusal): TAnswer {
  return { status: refusal.status, body: { code: refusal.code, message: refusal.message } };
}

function paymentOf(state: TState, paymentKey: string, secretKey: string) {
  const payment = state.payments.get(paymentKey);
  return payment && state.owners.get(paymentKey) === secretKey ? payment : undefined;
}

const ZConfirm = z.object({
  paymentKey: z.string().min(1).max(200),
  orderId: z.string().min(6).max(64),
  amount: z.number().int().min(0),
});

/** POST /v1/payments/confirm: the window's payment, its orderId and its very amount. */
function confirm(state: TState, request: Request, secretKey: string): TAnswer {
  const parsed = ZConfirm.safeParse(request.body);
  if (!parsed.success)
    return refusalAnswer(REFUSALS.invalid(parsed.error.issues[0]?.path.join('.') ?? 'body'));
  const { paymentKey, orderId, amount } = parsed.data;
  const payment = paymentOf(state, paymentKey, secretKey);
  if (!payment || payment.orderId !== orderId) return refusalAnswer(REFUSALS.notFound);
  if (payment.status !== 'IN_PROGRESS') return refusalAnswer(REFUSALS.alreadyProcessed);
  const now = state.now();
  if (now.getTime() - (state.authorisedAt.get(paymentKey) ?? 0) > state.confirmWindowMs) {
    payment.status = 'ABORTED';
    payment.failure = {
      code: REFUSALS.sessionExpired.code,
      message: REFUSALS.sessionExpired.message,
    };
    return refusalAnswer(REFUSALS.sessionExpired);
  }
  // The amount the window authorised, not one the browser may have changed on its way back.
  if (amount !== payment.totalAmount) return refusalAnswer(REFUSALS.invalid('amount'));
  approve(payment, now);
  state.webhooks.statusChanged(payment, now);
  return { status: 200, body: payment };
}

const ZCancel = z.object({
  cancelReason: z.string().min(1).max(200),
  cancelAmount: z.number().int().min(1).optional(),
  refundReceiveAccount: z
    .object({
      bank: z.string().regex(/^\d{2}$/),
      accountNumber: z.string().regex(/^\d{6,20}$/),
      holderName: z.string().min(1).max(60),
    })
    .optional(),
});

function cancelPayment(state: TState, request: Request, secretKey: string): TAnswer {
  const parsed = ZCancel.safeParse(request.body);
  if (!parsed.success)
    return refusalAnswer(REFUSALS.invalid(parsed.error.issues[0]?.path.join('.') ?? 'body'));
  const payment = paymentOf(state, String(request.params['paymentKey']), secretKey);
  if (!payment) return refusalAnswer(REFUSALS.notFound);
  const now = state.now();
  const { cancelReason, cancelAmount, refundReceiveAccount } = parsed.data;
  const refusal = cancel(payment, cancelReason, cancelAmount, now, refundReceiveAccount);
  if (refusal) return refusalAnswer(refusal);
  state.webhooks.statusChanged(payment, now);
  return { status: 200, body: payment };
}

const ZVirtualAccount = z
  .object({
    amount: z.number().int().min(1),
    orderId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
    orderName: z.string().min(1).max(100),
    customerName: z.string().min(1).max(100),
    bank: z.string().regex(/^\d{2}$/),
    validHours: z.number().int().min(1).max(720).optional(),
    dueDate: z.iso.datetime({ local: true, offset: true }).optional(),
    customerEmail: z.string().max(100).optional(),
    customerMobilePhone: z
      .string()
      .regex(/^\d{8,15}$/)
      .optional(),
    cashReceipt: z
      .object({
        type: z.enum(['소득공제', '지출증빙', '미발행']),
        registrationNumber: z.string().max(30),
      })
      .optional(),
  })
  // One of the two: relative or absolute (docs: guides/payment/virtual-account-api).
  .refine(
    (body) => body.validHours === undefined || body.dueDate === undefined,
    'validHours or dueDate',
  );

/** POST /v1/virtual-accounts: Toss's default due date is 7 days after issuing, at most 30. */
function issueVirtualAccount(state: TState, request: Request, secretKey: string): TAnswer {
  const parsed = ZVirtualAccount.safeParse(request.body);
  if (!parsed.success)
    return refusalAnswer(REFUSALS.invalid(parsed.error.issues[0]?.path.join('.') || 'body'));
  const body = parsed.data;
  const taken = [...state.payments.values()].some(
    (each) => each.orderId === body.orderId && state.owners.get(each.paymentKey) === secretKey,
  );
  if (taken) return refusalAnswer(REFUSALS.duplicatedOrder);
  const now = state.now();
  const dueDate = body.dueDate
    ? new Date(body.dueDate)
    : new Date(now.getTime() + (body.validHours ?? 7 * 24) * 3_600_000);
  if (dueDate <= now || dueDate.getTime() - now.getTime() > 30 * 24 * 3_600_000) {
    return refusalAnswer(REFUSALS.invalid('dueDate'));
  }
  const payment = newPayment({ ...body, method: '가상계좌', at: now });
  openVirtualAccount(payment, { bank: body.bank, customerName: body.customerName, dueDate });
  if (body.cashReceipt) payment.cashReceipt = { type: body.cashReceipt.type, amount: body.amount };
  state.payments.set(payment.paymentKey, payment);
  state.owners.set(payment.paymentKey, secretKey);
  state.webhooks.statusChanged(payment, now);
  return { status: 200, body: payment };
}

function depositInto(state: TState, paymentKey: string): TTossRefusal | null {
  expireDue(state);
  const payment = state.payments.get(paymentKey);
  if (!payment?.virtualAccount) return REFUSALS.notFound;
  if (payment.status !== 'WAITING_FOR_DEPOSIT') return REFUSALS.alreadyProcessed;
  const now = state.now();
  deposit(payment, now);
  state.webhooks.statusChanged(payment, now);
  return null;
}

function expireDue(state: TState) {
  const now = state.now();
  for (const payment of state.payments.values()) {
    const due = payment.virtualAccount ? Date.parse(payment.virtualAccount.dueDate) : Infinity;
    if (payment.status === 'WAITING_FOR_DEPOSIT' && due <= now.getTime()) {
      expire(payment);
      state.webhooks.statusChanged(payment, now);
    }
  }
}

function showCheckout(state: TState, request: Request, response: Response) {
  const parsed = checkoutRequestOf(request.query as Record<string, unknown>);
  if (!parsed.ok)
    return response.status(400).type('text').send(`잘못된 요청입니다: ${parsed.problem}`);
  if (!Object.hasOwn(state.keys, parsed.request.clientKey)) {
    return answer(response, refusalAnswer(REFUSALS.unauthorized));
  }
  response.type('html').send(renderCheckoutPage(parsed.request));
}

/** The window's buttons: pay authorises a card payment (IN_PROGRESS); cancel goes to failUrl. */
function submitCheckout(state: TState, request: Request, response: Response) {
  const form = request.body as Record<string, unknown>;
  const parsed = checkoutRequestOf(form);
  if (!parsed.ok)
    return response.status(400).type('text').send(`잘못된 요청입니다: ${parsed.problem}`);
  const { clientKey, orderId, amount, orderName, successUrl, failUrl } = parsed.request;
  const secretKey = Object.hasOwn(state.keys, clientKey) ? state.keys[clientKey] : undefined;
  if (secretKey === undefined) return answer(response, refusalAnswer(REFUSALS.unauthorized));
  // The card company refuses: Toss's window then returns to failUrl with its code.
  if (form['action'] === 'decline') {
    return response.redirect(
      303,
      withQuery(failUrl, {
        code: 'REJECT_CARD_COMPANY',
        message: '카드사에서 결제를 거절했습니다.',
        orderId,
      }),
    );
  }
  if (form['action'] !== 'pay') {
    return response.redirect(
      303,
      withQuery(failUrl, {
        code: 'PAY_PROCESS_CANCELED',
        message: '사용자에 의해 결제가 취소되었습니다.',
        orderId,
      }),
    );
  }
  const taken = [...state.payments.values()].some(
    (each) =>
      each.orderId === orderId &&
      state.owners.get(each.paymentKey) === secretKey &&
      each.status !== 'ABORTED',
  );
  if (taken) {
    const { code, message } = REFUSALS.duplicatedOrder;
    return response.redirect(303, withQuery(failUrl, { code, message, orderId }));
  }
  const now = state.now();
  const payment = newPayment({ orderId, orderName, amount, method: '카드', at: now });
  state.payments.set(payment.paymentKey, payment);
  state.owners.set(payment.paymentKey, secretKey);
  state.authorisedAt.set(payment.paymentKey, now.getTime());
  response.redirect(
    303,
    withQuery(successUrl, { paymentKey: payment.paymentKey, orderId, amount: String(amount) }),
  );
}
