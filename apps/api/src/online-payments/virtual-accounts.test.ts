import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  ACTING_FOR_HEADER,
  PAYMENT_MESSAGES,
  paymentOperations,
  receiptOperations,
  tuitionOperations,
  VIRTUAL_ACCOUNT_LIMITS,
  ZMyTuition,
  ZVirtualAccount,
  type TVirtualAccountRequest,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { pdfOf, pdfText } from '../../test/pdf-text.js';
import { callOperation, type TCaller } from '../../test/call-operation.js';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { expectFailure } from '../../test/envelopes.js';
import { statusesOf } from '../../test/refusals.js';
import { runJobAt } from '../../test/run-job.js';
import {
  askPaymentOrder,
  childDueOf,
  depositCallback,
  memberReceiptOf,
  postTossWebhook,
  statusChangedWebhook,
  useTossAcademy,
} from '../../test/toss-double.js';
import { dueOf, issuedDueOf } from '../tuition/tuition-test-helpers.js';
import { paymentReconciliationJob } from './payment-reconciliation-job.js';

const HOUR_MS = 3_600_000;
const KOOKMIN = { bank: '06' } as const;

describe('paying a due into a virtual account', () => {
  // The double's clock: moved forward to let an account pass its deadline.
  let doubleNow = Date.now();
  const academy = useTossAcademy(MEMBERS_AND_STAFF, {
    double: { now: () => new Date(doubleNow) },
  });
  const double = () => academy.double();
  const prisma = () => academy.testApp.database.prisma;

  const unpaidDue = (month: string) => issuedDueOf(academy.testApp, month);
  const ask = (dueId: number, body: unknown, caller: TCaller = academy.student) =>
    callOperation(caller, paymentOperations.issueVirtualAccount, { params: { id: dueId } }).send(
      body as object,
    );
  async function issue(dueId: number, body: TVirtualAccountRequest = KOOKMIN) {
    const res = await ask(dueId, body);
    expect(res.status).toBe(200);
    return ZVirtualAccount.parse(res.body.data);
  }
  const webhook = (body: object) => postTossWebhook(academy.testApp, body);
  const attemptOf = (dueId: number) =>
    prisma().paymentAttempt.findFirstOrThrow({ where: { dueId }, orderBy: { id: 'desc' } });
  const paymentKeyOf = async (dueId: number) => (await attemptOf(dueId)).paymentKey ?? '';
  const mailsOf = (dueId: number, kind: string) =>
    prisma().mailOutbox.count({ where: { dedupeKey: { startsWith: `tuition:${dueId}:${kind}` } } });
  const runJob = (at: number) => runJobAt(paymentReconciliationJob, academy.testApp, new Date(at));

  it('when a member asks for an account with a cash receipt, then Toss issues one account for the due, shown on their tuition', async () => {
    const due = await unpaidDue('2028-01');
    const phone = '010-2345-6789';
    const res = await ask(due.id, {
      bank: '88',
      cashReceipt: { type: 'personal', registrationNumber: phone },
    });
    expect([res.status, res.body.message]).toEqual([200, PAYMENT_MESSAGES.accountIssued.ko]);
    const account = ZVirtualAccount.parse(res.body.data);
    expect(account).toMatchObject({
      dueId: due.id,
      bankCode: '88',
      holderName: '김민준',
      amount: due.amount,
      cashReceipt: { type: 'personal', maskedNumber: '010******89' },
    });
    expect(account.accountNumber).toMatch(/^X\d+$/);
    const hours = (Date.parse(account.depositDeadline) - Date.now()) / HOUR_MS;
    expect(Math.round(hours)).toBe(VIRTUAL_ACCOUNT_LIMITS.VALID_HOURS);
    // Neither the full receipt number nor Toss's secret is answered or kept in the clear.
    const attempt = await attemptOf(due.id);
    expect(JSON.stringify(res.body)).not.toContain('23456789');
    expect(JSON.stringify(res.body)).not.toContain(attempt.depositSecret ?? 'no secret');
    expect(attempt).toMatchObject({ state: 'waiting', method: 'virtual-account' });
    expect(attempt.cashReceiptNumber).toBe('010******89');
    const atToss = double()
      .payments()
      .find((each) => each.orderId === attempt.orderId);
    expect([atToss?.status, atToss?.cashReceipt?.['type']]).toEqual([
      'WAITING_FOR_DEPOSIT',
      '소득공제',
    ]);

    // Asking again, by another bank even, answers the same account: no second one at Toss.
    expect(await issue(due.id, { bank: '20' })).toEqual(account);
    expect(
      double()
        .payments()
        .filter((each) => each.orderName === '2028-01 수강료'),
    ).toHaveLength(1);
    expect(await mailsOf(due.id, 'virtual-account:')).toBe(1);

    const mine = await callOperation(academy.student, tuitionOperations.getMyTuition);
    const shown = ZMyTuition.parse(mine.body.data).history.find((each) => each.id === due.id);
    expect(shown?.virtualAccount).toEqual(account);
    // One open way to pay: the card window is refused while the account waits.
    expectFailure(
      await askPaymentOrder(academy.student, due.id),
      409,
      'PAYMENT_NOT_CONFIRMABLE',
      PAYMENT_MESSAGES.accountOpen.ko,
    );
  });

  it('when the deposit arrives, then only the callback with the account secret marks the due paid, once, by bank transfer', async () => {
    const due = await unpaidDue('2028-02');
    await issue(due.id);
    const paymentKey = await paymentKeyOf(due.id);
    const waitingCallback = depositCallback(double(), paymentKey);
    double().deposit(paymentKey);

    const forged = depositCallback(double(), paymentKey, 'ps_forgedsecret00000000000000');
    expect([(await webhook(forged)).status, (await webhook(forged)).body.data]).toEqual([
      200,
      { settled: false },
    ]);
    expect((await dueOf(academy.testApp, DEMO.student.loginId, '2028-02')).paidAt).toBeNull();
    expect((await attemptOf(due.id)).state).toBe('waiting');

    const real = depositCallback(double(), paymentKey);
    expect((await webhook(real)).body.data).toEqual({ settled: true });
    // Repeats and late ones, in any order, change nothing.
    expect((await webhook(real)).body.data).toEqual({ settled: false });
    expect((await webhook(waitingCallback)).body.data).toEqual({ settled: false });
    expect((await webhook(statusChangedWebhook(double(), paymentKey))).body.data).toEqual({
      settled: false,
    });
    const paid = await dueOf(academy.testApp, DEMO.student.loginId, '2028-02');
    expect([paid.method, paid.paidAt]).toEqual(['bank_transfer', expect.any(Date)]);
    expect(await attemptOf(due.id)).toMatchObject({ state: 'done', method: 'virtual-account' });
    expect(await mailsOf(due.id, 'paid:')).toBe(1);
    const mine = await callOperation(academy.student, tuitionOperations.getMyTuition);
    const shown = ZMyTuition.parse(mine.body.data).history.find((each) => each.id === due.id);
    expect([shown?.paid, shown?.virtualAccount]).toEqual([true, null]);
    expectFailure(
      await ask(due.id, KOOKMIN),
      409,
      'DUE_ALREADY_PAID',
      PAYMENT_MESSAGES.dueAlreadyPaid.ko,
    );
  });

  it('when the admin refunds a payment into a virtual account, then the payer’s account is required, sent to Toss and not kept once Toss answered', async () => {
    const due = await unpaidDue('2028-10');
    await issue(due.id);
    const paymentKey = await paymentKeyOf(due.id);
    double().deposit(paymentKey);
    expect((await webhook(depositCallback(double(), paymentKey))).body.data).toEqual({
      settled: true,
    });
    const attempt = await attemptOf(due.id);
    const refund = (body: object) =>
      callOperation(academy.staff, paymentOperations.refundPayment, {
        params: { id: attempt.id },
      }).send(body);

    const without = await refund({ amount: 10_000, reason: '수업 취소' });
    expectFailure(without, 400, 'VALIDATION_FAILED', PAYMENT_MESSAGES.refundAccountRequired.ko);
    expect(await prisma().paymentRefund.count({ where: { attemptId: attempt.id } })).toBe(0);
    expect((await attemptOf(due.id)).refundedAmount).toBe(0);
    const badNumber = await refund({
      amount: 10_000,
      reason: '수업 취소',
      refundAccount: { bank: '06', accountNumber: '12-34', holderName: '김민준' },
    });
    expect(badNumber.status).toBe(400);

    const done = await refund({
      amount: 10_000,
      reason: '수업 취소',
      refundAccount: { bank: '06', accountNumber: '123-456-789012', holderName: '김민준' },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const atToss = double()
      .payments()
      .find((each) => each.paymentKey === paymentKey);
    expect([atToss?.status, atToss?.balanceAmount]).toEqual([
      'PARTIAL_CANCELED',
      due.amount - 10_000,
    ]);
    const stored = await prisma().paymentRefund.findFirstOrThrow({
      where: { attemptId: attempt.id },
    });
    expect(stored).toMatchObject({
      state: 'done',
      refundBank: null,
      refundAccountNumber: null,
      refundHolderName: null,
    });
  });

  it('when the callback of a deposit is lost, then the reconciliation job settles the account by its order', async () => {
    const due = await unpaidDue('2028-03');
    await issue(due.id);
    double().deposit(await paymentKeyOf(due.id));
    await runJob(Date.now() + 61 * 60_000);
    expect((await attemptOf(due.id)).state).toBe('done');
    expect((await dueOf(academy.testApp, DEMO.student.loginId, '2028-03')).method).toBe(
      'bank_transfer',
    );
    expect(await mailsOf(due.id, 'paid:')).toBe(1);
  });

  it('when an account passes its deadline unpaid, then it closes, the due stays unpaid and the payer is told once', async () => {
    const due = await unpaidDue('2028-04');
    const first = await issue(due.id);
    const later = Date.parse(first.depositDeadline) + HOUR_MS;
    doubleNow = later;
    try {
      await runJob(later);
      await runJob(later + 2 * HOUR_MS);
    } finally {
      doubleNow = Date.now();
    }
    expect(await attemptOf(due.id)).toMatchObject({ state: 'expired', failureCode: 'EXPIRED' });
    expect((await dueOf(academy.testApp, DEMO.student.loginId, '2028-04')).paidAt).toBeNull();
    expect(await mailsOf(due.id, 'virtual-account:')).toBe(2);
    expect(
      await prisma().mailOutbox.count({
        where: {
          dedupeKey: { startsWith: `tuition:${due.id}:virtual-account:`, endsWith: ':expired' },
        },
      }),
    ).toBe(1);
    // A new account may be asked for.
    const second = await issue(due.id);
    expect(second.accountNumber).not.toBe(first.accountNumber);
  });

  it('when the payer asks again after the deadline, before the job, then Toss is asked, the old account closes and a new one is issued', async () => {
    const due = await unpaidDue('2028-12');
    const first = await issue(due.id);
    const lapsed = await attemptOf(due.id);
    doubleNow = Date.parse(first.depositDeadline) + 60_000;
    try {
      // Our side sees the deadline passed as Toss does (the API runs on the real clock).
      await prisma().paymentAttempt.update({
        where: { id: lapsed.id },
        data: { depositDeadline: new Date(Date.now() - 60_000) },
      });
      const mine = await callOperation(academy.student, tuitionOperations.getMyTuition);
      const shown = ZMyTuition.parse(mine.body.data).history.find((each) => each.id === due.id);
      expect(shown?.virtualAccount).toBeNull();
      const second = await issue(due.id);
      expect(second.accountNumber).not.toBe(first.accountNumber);
    } finally {
      doubleNow = Date.now();
    }
    expect(
      await prisma().paymentAttempt.findUniqueOrThrow({ where: { id: lapsed.id } }),
    ).toMatchObject({ state: 'expired', failureCode: 'EXPIRED' });
    expect(
      await prisma().mailOutbox.count({
        where: { dedupeKey: `tuition:${due.id}:virtual-account:${lapsed.orderId}:expired` },
      }),
    ).toBe(1);
  });

  it('when Toss reports the account expired by its webhook, then it closes and the payer is told', async () => {
    const due = await unpaidDue('2028-05');
    const account = await issue(due.id);
    const paymentKey = await paymentKeyOf(due.id);
    doubleNow = Date.parse(account.depositDeadline) + 60_000;
    try {
      double().expireDue();
    } finally {
      doubleNow = Date.now();
    }
    expect((await webhook(statusChangedWebhook(double(), paymentKey))).body.data).toEqual({
      settled: false,
    });
    expect((await attemptOf(due.id)).state).toBe('expired');
    expect(
      await prisma().mailOutbox.count({
        where: {
          dedupeKey: `tuition:${due.id}:virtual-account:${(await attemptOf(due.id)).orderId}:expired`,
        },
      }),
    ).toBe(1);
  });

  it("when Toss's answer to the issue is lost, then the payer is told to look again and the job stores the account", async () => {
    const due = await unpaidDue('2028-06');
    double().failNextCalls(1, 'drop');
    expectFailure(
      await ask(due.id, KOOKMIN),
      503,
      'SERVICE_UNAVAILABLE',
      PAYMENT_MESSAGES.providerUnavailable.ko,
    );
    expectFailure(
      await ask(due.id, KOOKMIN),
      409,
      'PAYMENT_NOT_CONFIRMABLE',
      PAYMENT_MESSAGES.accountIssuing.ko,
    );
    await runJob(Date.now() + 5 * 60_000);
    const account = await issue(due.id);
    expect(account.accountNumber).toMatch(/^X/);
    expect(
      double()
        .payments()
        .filter((each) => each.orderName === '2028-06 수강료'),
    ).toHaveLength(1);
    expect(await mailsOf(due.id, 'virtual-account:')).toBe(1);
  });

  it("when a guardian acts for their child, then the child's due gets an account in the child's name; not without acting", async () => {
    const { guardian, child, due } = await childDueOf(academy.testApp, '2029-03', {
      guardian: { name: '계좌부모', phone: '01074200001' },
      child: { name: '계좌 아이', phone: '01074200002' },
    });
    const own = await ask(due.id, KOOKMIN, guardian.agent);
    expect([own.status, own.body.code]).toEqual([404, 'NOT_FOUND']);
    const acting = await ask(due.id, KOOKMIN, guardian.agent).set(
      ACTING_FOR_HEADER,
      String(child.id),
    );
    expect([acting.status, acting.body.data.holderName]).toEqual([200, '계좌 아이']);
  });

  it('when someone else asks, then another member finds nothing, staff and guests are refused', async () => {
    const due = await unpaidDue('2028-07');
    const other = await ask(due.id, KOOKMIN, academy.foreign);
    expect([other.status, other.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(
      await statusesOf([
        ask(due.id, KOOKMIN, academy.staff),
        ask(due.id, KOOKMIN, request(academy.testApp.app)),
      ]),
    ).toEqual([403, 401]);
    expect(await prisma().paymentAttempt.count({ where: { dueId: due.id } })).toBe(0);
  });

  it.each([
    ['an unknown bank', { bank: '99' }],
    ['no bank', {}],
    [
      'a phone too short',
      { ...KOOKMIN, cashReceipt: { type: 'personal', registrationNumber: '010123456' } },
    ],
    [
      'a phone not a mobile',
      { ...KOOKMIN, cashReceipt: { type: 'personal', registrationNumber: '0212345678' } },
    ],
    [
      'a business number of 9 digits',
      { ...KOOKMIN, cashReceipt: { type: 'business', registrationNumber: '123456789' } },
    ],
    [
      'a business number of letters',
      { ...KOOKMIN, cashReceipt: { type: 'business', registrationNumber: '12345abcde' } },
    ],
    [
      'a number too long',
      { ...KOOKMIN, cashReceipt: { type: 'business', registrationNumber: '1'.repeat(500) } },
    ],
    [
      'an unknown receipt type',
      { ...KOOKMIN, cashReceipt: { type: 'both', registrationNumber: '1234567890' } },
    ],
  ])('when the request has %s, then it is refused and nothing is issued', async (_what, body) => {
    const due = await unpaidDue('2028-08');
    const res = await ask(due.id, body);
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await prisma().paymentAttempt.count({ where: { dueId: due.id } })).toBe(0);
  });

  it('when a business asks for proof of expense, then the 10-digit number is accepted and kept masked', async () => {
    const due = await unpaidDue('2028-09');
    const account = await issue(due.id, {
      bank: '81',
      cashReceipt: { type: 'business', registrationNumber: '123-45-67890' },
    });
    expect(account.cashReceipt).toEqual({ type: 'business', maskedNumber: '123*****90' });
    const atToss = double()
      .payments()
      .find((each) => each.orderName === '2028-09 수강료');
    expect(atToss?.cashReceipt?.['type']).toBe('지출증빙');

    // Once paid, the receipt and its PDF say the cash receipt was asked for, masked.
    double().deposit(await paymentKeyOf(due.id));
    expect(
      (await webhook(depositCallback(double(), await paymentKeyOf(due.id)))).body.data,
    ).toEqual({
      settled: true,
    });
    const receipt = await memberReceiptOf(academy.staff, academy.student, due.id);
    expect([receipt.method, receipt.cashReceipt]).toEqual([
      'bank_transfer',
      { type: 'business', maskedNumber: '123*****90' },
    ]);
    const { pdf } = await pdfOf(
      callOperation(academy.student, receiptOperations.downloadMyReceipt, {
        params: { id: due.id },
      }),
    );
    expect(pdfText(pdf)).toContain('지출증빙 123*****90 신청');
  });
});

describe('a virtual account Toss refuses', () => {
  // A secret key the double does not know: every issue is refused (401 UNAUTHORIZED_KEY), finally.
  const academy = useTossAcademy(
    { student: DEMO.student },
    { env: { TOSS_SECRET_KEY: 'test_sk_NOTTHEDOUBLES' } },
  );

  it('when Toss refuses to issue, then a clear refusal with its code, and the due may be asked for again', async () => {
    const due = await issuedDueOf(academy.testApp, '2028-10');
    const ask = () =>
      callOperation(academy.student, paymentOperations.issueVirtualAccount, {
        params: { id: due.id },
      }).send(KOOKMIN);
    const res = await ask();
    expect([res.status, res.body]).toEqual([
      409,
      {
        success: false,
        code: 'PAYMENT_DECLINED',
        message: PAYMENT_MESSAGES.accountRefused.ko,
        data: { providerCode: 'UNAUTHORIZED_KEY' },
      },
    ]);
    const attempts = () =>
      academy.testApp.database.prisma.paymentAttempt.findMany({ where: { dueId: due.id } });
    expect((await attempts()).map((each) => [each.state, each.failureCode])).toEqual([
      ['failed', 'UNAUTHORIZED_KEY'],
    ]);
    // No account waits: asking again tries again rather than answering a closed one.
    expect((await ask()).body.code).toBe('PAYMENT_DECLINED');
    expect(await attempts()).toHaveLength(2);
  });
});

describe('virtual accounts without Toss set up', () => {
  const academy = useDemoAcademy({ student: DEMO.student });

  it('when a member asks for an account, then online payment is off', async () => {
    const due = await issuedDueOf(academy.testApp, '2028-11');
    const refused = await callOperation(academy.student, paymentOperations.issueVirtualAccount, {
      params: { id: due.id },
    }).send(KOOKMIN);
    expectFailure(refused, 409, 'ONLINE_PAYMENT_OFF', PAYMENT_MESSAGES.onlinePaymentOff.ko);
  });
});
