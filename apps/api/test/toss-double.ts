import {
  startTossDouble,
  type TTossDouble,
  type TTossDoubleOptions,
} from '@academy/provider-doubles';
import {
  paymentOperations,
  receiptOperations,
  ZReceipt,
  type TPaymentOrder,
} from '@academy/contracts';
import { ACADEMY_DETAILS_INPUT } from '@academy/contracts/testing';
import request from 'supertest';
import { afterAll, expect } from 'vitest';
import { issueMonth } from '../src/tuition/tuition-test-helpers.js';
import { callOperation, type TCaller } from './call-operation.js';
import { useDemoAcademy, type DemoAcademy } from './demo-academy.js';
import { addMember, addSignedInMember } from './factories/members.js';
import { createTestApp, type TestApp } from './test-app.js';
import { makeChildOf } from './text-channel.js';

const CLIENT_KEY = 'test_ck_ACADEMYTESTS';
const SECRET_KEY = 'test_sk_ACADEMYTESTS';

/** The Toss Payments double on a free port, knowing the academy's test keys. */
export function startAcademyTossDouble(
  options: Partial<Omit<TTossDoubleOptions, 'keys'>> = {},
): Promise<TTossDouble> {
  return startTossDouble({ port: 0, ...options, keys: { [CLIENT_KEY]: SECRET_KEY } });
}

/** The environment that turns online payment on, towards the double. */
export const tossEnvOf = (double: TTossDouble): NodeJS.ProcessEnv => ({
  TOSS_CLIENT_KEY: CLIENT_KEY,
  TOSS_SECRET_KEY: SECRET_KEY,
  TOSS_API_BASE_URL: double.baseUrl,
});

/** What the window's successUrl carried back to the browser. */
export interface TWindowReturn {
  paymentKey: string;
  orderId: string;
  amount: number;
}

/**
 * The payer presses "pay" in the double's window opened at the order's `checkoutUrl`, as the
 * browser posts it; `amount` replaces the order's, as a payer who edits the window's address
 * would. Gives what the window sends back to successUrl.
 */
export async function payInWindow(
  order: TPaymentOrder,
  amount = order.amount,
): Promise<TWindowReturn> {
  const checkout = new URL(order.checkoutUrl ?? '');
  const form = new URLSearchParams(checkout.searchParams);
  form.set('amount', String(amount));
  form.set('action', 'pay');
  const response = await fetch(new URL('/checkout', checkout), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const back = new URL(response.headers.get('location') ?? '');
  return {
    paymentKey: back.searchParams.get('paymentKey') ?? '',
    orderId: back.searchParams.get('orderId') ?? '',
    amount: Number(back.searchParams.get('amount')),
  };
}

/** Toss's PAYMENT_STATUS_CHANGED webhook of a payment the double holds, as Toss posts it. */
export function statusChangedWebhook(double: TTossDouble, paymentKey: string) {
  const payment = double.payments().find((each) => each.paymentKey === paymentKey);
  return {
    eventType: 'PAYMENT_STATUS_CHANGED',
    createdAt: '2026-11-30T10:00:00.000000',
    data: payment,
  };
}

/**
 * Toss's DEPOSIT_CALLBACK of a virtual account the double holds, as Toss posts it: its payment's
 * status now and the secret the account was issued with (`secret` replaces it, as a forger would).
 */
export function depositCallback(double: TTossDouble, paymentKey: string, secret?: string) {
  const payment = double.payments().find((each) => each.paymentKey === paymentKey);
  return {
    createdAt: '2026-11-30T10:00:00.000000',
    secret: secret ?? payment?.secret,
    status: payment?.status,
    transactionKey: payment?.lastTransactionKey,
    orderId: payment?.orderId,
  };
}

/**
 * `useDemoAcademy` with online payment on, towards a Toss double started for the block (and
 * closed after it; `double()` reads it), as `useTextChannelAcademy` does with Solapi's.
 * `setup.double` starts the double with its own options (its clock); `setup.env` adds to the
 * app's environment (a key the double does not know).
 */
export function useTossAcademy<Names extends string>(
  accounts: Record<Names, { loginId: string; password: string }>,
  setup: { double?: Partial<Omit<TTossDoubleOptions, 'keys'>>; env?: NodeJS.ProcessEnv } = {},
): DemoAcademy<TestApp, Names> & { double(): TTossDouble } {
  let double: TTossDouble | undefined;
  const academy = useDemoAcademy(accounts, async () => {
    double = await startAcademyTossDouble(setup.double);
    return createTestApp({ seed: true, env: { ...tossEnvOf(double), ...setup.env } });
  });
  afterAll(() => double?.close());
  return Object.assign(academy, {
    double() {
      if (!double) throw new Error('the Toss double starts in beforeAll');
      return double;
    },
  });
}

/** The caller asks for the card payment window of the due `dueId`. */
export const askPaymentOrder = (caller: TCaller, dueId: number) =>
  callOperation(caller, paymentOperations.createPaymentOrder, { params: { id: dueId } });

/** Toss posts a webhook (or a deposit callback) to the academy. */
export const postTossWebhook = (testApp: TestApp, body: object) =>
  callOperation(request(testApp.app), paymentOperations.receiveTossWebhook).send(body);

/**
 * The due was paid online exactly once, however many returns, webhooks and job runs raced: its
 * one attempt done, the due marked with `method`, one receipt mailed and one audit row.
 */
export async function expectPaidOnceOnline(
  testApp: TestApp,
  dueId: number,
  method: 'card' | 'bank_transfer',
) {
  const { prisma } = testApp.database;
  const attempts = await prisma.paymentAttempt.findMany({ where: { dueId } });
  expect(attempts.map((attempt) => attempt.state)).toEqual(['done']);
  expect((await prisma.tuitionDue.findUniqueOrThrow({ where: { id: dueId } })).method).toBe(method);
  expect(
    await prisma.mailOutbox.count({
      where: { dedupeKey: { startsWith: `tuition:${dueId}:paid:` } },
    }),
  ).toBe(1);
  expect(
    await prisma.auditLog.count({
      where: { action: 'tuition.paid_online', entityId: String(dueId) },
    }),
  ).toBe(1);
}

type TPerson = { name: string; phone: string };

/**
 * A signed-in guardian and their child, new members both, with the child's due of `month` issued:
 * what a guardian acting for the child pays or gives up.
 */
export async function childDueOf(
  testApp: TestApp,
  month: string,
  people: { guardian: TPerson; child: TPerson },
) {
  const { prisma } = testApp.database;
  const guardian = await addSignedInMember(testApp, people.guardian);
  const child = await addMember(prisma, people.child);
  await makeChildOf(prisma, child, guardian.member);
  await issueMonth(testApp, month);
  const due = await prisma.tuitionDue.findFirstOrThrow({ where: { memberId: child.id, month } });
  return { guardian, child, due };
}

/** The member's receipt of a paid due, once staff set the academy's details a receipt names. */
export async function memberReceiptOf(staff: TCaller, member: TCaller, dueId: number) {
  await callOperation(staff, receiptOperations.setAcademyDetails).send(ACADEMY_DETAILS_INPUT);
  const res = await callOperation(member, receiptOperations.getMyReceipt, {
    params: { id: dueId },
  });
  return ZReceipt.parse(res.body.data);
}
