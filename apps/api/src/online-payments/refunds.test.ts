import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES,
  paymentOperations,
  tuitionOperations,
  ZPaymentList,
  ZPaymentOrder,
  ZRefundOutcome,
  ZTuitionList,
} from '@academy/contracts';
import { hashPassword } from '../auth/password.js';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { callOperation, type TCaller } from '../../test/call-operation.js';
import { MEMBERS_AND_STAFF, type Agent } from '../../test/demo-academy.js';
import { expectFailure } from '../../test/envelopes.js';
import { runJobAt } from '../../test/run-job.js';
import {
  payInWindow,
  statusChangedWebhook,
  tossEnvOf,
  useTossAcademy,
  askPaymentOrder,
  postTossWebhook,
} from '../../test/toss-double.js';
import { issuedDueOf } from '../tuition/tuition-test-helpers.js';
import { paymentReconciliationJob } from './payment-reconciliation-job.js';

const LATER = () => new Date(Date.now() + 20 * 60_000);

describe('refunding online payments', () => {
  let teacher: Agent;
  const academy = useTossAcademy(MEMBERS_AND_STAFF);
  const double = () => academy.double();
  const prisma = () => academy.testApp.database.prisma;

  beforeAll(async () => {
    await prisma().staff.create({
      data: {
        loginId: 'refundteacher',
        passwordHash: await hashPassword('teacher-pass-1'),
        name: '환불 선생님',
        email: 'refundteacher@example.com',
        role: 'teacher',
      },
    });
    teacher = await signedInAgent(academy.testApp.app, {
      loginId: 'refundteacher',
      password: 'teacher-pass-1',
    });
  });

  /** The demo student's due of `month`, paid online through the double's window. */
  async function paidOnline(month: string) {
    const due = await issuedDueOf(academy.testApp, month);
    const made = await askPaymentOrder(academy.student, due.id);
    const back = await payInWindow(ZPaymentOrder.parse(made.body.data));
    const confirmed = await callOperation(academy.student, paymentOperations.confirmPayment).send(
      back,
    );
    expect(confirmed.status).toBe(200);
    const attempt = await prisma().paymentAttempt.findUniqueOrThrow({
      where: { orderId: back.orderId },
    });
    return { due, attempt, paymentKey: back.paymentKey };
  }
  const refund = (id: number, body: object, caller: TCaller = academy.staff) =>
    callOperation(caller, paymentOperations.refundPayment, { params: { id } }).send(body);
  const tossPayment = (paymentKey: string) =>
    double()
      .payments()
      .find((payment) => payment.paymentKey === paymentKey);
  /** The payer's refund notices of the attempt (by mail: the demo student has no text channel). */
  async function refundNotices(attemptId: number) {
    const refunds = await prisma().paymentRefund.findMany({ where: { attemptId } });
    const keys = refunds.map((each) => `payment-refund:${each.id}`);
    return prisma().mailOutbox.count({ where: { dedupeKey: { in: keys } } });
  }
  const dueRow = (id: number) => prisma().tuitionDue.findUniqueOrThrow({ where: { id } });
  /** A cancel made in Toss's dashboard: the API of the double, with the academy's secret key. */
  async function cancelAtToss(paymentKey: string, cancelAmount: number) {
    const secret = tossEnvOf(double()).TOSS_SECRET_KEY ?? '';
    const res = await fetch(`${double().baseUrl}/v1/payments/${paymentKey}/cancel`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${secret}:`).toString('base64')}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': `dashboard-${paymentKey}-${cancelAmount}`,
      },
      body: JSON.stringify({ cancelReason: '대시보드 취소', cancelAmount }),
    });
    expect(res.status).toBe(200);
  }

  it('when the admin refunds the whole payment, then Toss cancels it, the due stays paid with its refund, the payer is told once', async () => {
    const { due, attempt, paymentKey } = await paidOnline('2026-04');
    const res = await refund(attempt.id, { reason: '수업 취소' });
    expect([res.status, res.body.message]).toEqual([201, PAYMENT_MESSAGES.refunded.ko]);
    const outcome = ZRefundOutcome.parse(res.body.data);
    expect(outcome.refund).toMatchObject({
      amount: due.amount,
      reason: '수업 취소',
      state: 'done',
      staffName: DEMO.admin.name,
    });
    expect(outcome.refund.canceledAt).not.toBeNull();
    expect(outcome.payment).toMatchObject({ refundedAmount: due.amount, balance: 0 });
    expect(tossPayment(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    const row = await dueRow(due.id);
    expect([row.refundedAmount, row.paidAt !== null]).toEqual([due.amount, true]);
    expect(await refundNotices(attempt.id)).toBe(1);
    expect(
      await prisma().memberNotification.count({
        where: { memberId: due.memberId, title: '수강료 환불 안내' },
      }),
    ).toBe(1);
    expect(
      await prisma().auditLog.count({
        where: { action: 'payment.refunded', entityId: String(due.id) },
      }),
    ).toBe(1);
    const list = await callOperation(academy.staff, tuitionOperations.listTuitionDues, {
      query: { month: '2026-04' },
    });
    const { totals, dues } = ZTuitionList.parse(list.body.data);
    expect(totals.refunded).toBe(due.amount);
    expect(dues.find((each) => each.id === due.id)).toMatchObject({
      refundedAmount: due.amount,
      onlinePayment: { orderId: attempt.orderId, method: 'card' },
    });
    const csv = await academy.staff.get('/api/tuition/export?month=2026-04').buffer(true);
    const line = String(csv.text)
      .split('\r\n')
      .find((each) => each.includes(attempt.orderId));
    expect(line?.endsWith(`"${attempt.orderId}","카드","${due.amount}"`)).toBe(true);
  });

  it('when the admin refunds part, then the rest, then nothing more can be refunded', async () => {
    const { due, attempt, paymentKey } = await paidOnline('2026-05');
    const part = await refund(attempt.id, { amount: 50_000, reason: '결석 2회' });
    expect(ZRefundOutcome.parse(part.body.data).payment.balance).toBe(due.amount - 50_000);
    expect(tossPayment(paymentKey)?.status).toBe('PARTIAL_CANCELED');
    const rest = await refund(attempt.id, { reason: '퇴원' });
    expect(ZRefundOutcome.parse(rest.body.data).refund.amount).toBe(due.amount - 50_000);
    expect(tossPayment(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expectFailure(
      await refund(attempt.id, { amount: 1, reason: '한 번 더' }),
      409,
      'REFUND_EXCEEDS_BALANCE',
      PAYMENT_MESSAGES.refundOverBalance.ko,
    );
    expect((await dueRow(due.id)).refundedAmount).toBe(due.amount);
    expect(await refundNotices(attempt.id)).toBe(2);
  });

  it('when the amount is over the balance or the reason is missing, then a clear refusal and nothing at Toss', async () => {
    const { attempt, paymentKey } = await paidOnline('2026-06');
    expectFailure(
      await refund(attempt.id, { amount: attempt.amount + 1, reason: '너무 많이' }),
      409,
      'REFUND_EXCEEDS_BALANCE',
      PAYMENT_MESSAGES.refundOverBalance.ko,
    );
    for (const body of [
      {},
      { reason: '   ' },
      { reason: 'x'.repeat(201) },
      { amount: 0, reason: '영' },
      { amount: 1.5, reason: '소수' },
      { amount: '1000', reason: '문자' },
    ]) {
      const res = await refund(attempt.id, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(tossPayment(paymentKey)?.status).toBe('DONE');
    expect(await prisma().paymentRefund.count({ where: { attemptId: attempt.id } })).toBe(0);
    const unknown = await refund(999_999, { reason: '없음' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('when a teacher, a member or a guest asks for a refund, then it is refused; staff may read the list', async () => {
    const { attempt } = await paidOnline('2026-07');
    const body = { reason: '권한 없음' };
    expect((await refund(attempt.id, body, teacher)).status).toBe(403);
    expect((await refund(attempt.id, body, academy.student)).status).toBe(403);
    expect((await refund(attempt.id, body, request(academy.testApp.app))).status).toBe(401);
    expect(await prisma().paymentRefund.count({ where: { attemptId: attempt.id } })).toBe(0);
    const list = await callOperation(teacher, paymentOperations.listPayments, {
      query: { month: '2026-07', state: 'done' },
    });
    const { payments } = ZPaymentList.parse(list.body.data);
    expect(payments.map((payment) => payment.orderId)).toEqual([attempt.orderId]);
    const asMember = await callOperation(academy.student, paymentOperations.listPayments);
    expect(asMember.status).toBe(403);
  });

  it('when Toss refuses the cancel, then the refund is recorded failed with its code and the balance is kept', async () => {
    const { due, attempt, paymentKey } = await paidOnline('2026-08');
    await cancelAtToss(paymentKey, attempt.amount);
    const res = await refund(attempt.id, { reason: '이미 취소됨' });
    expect([res.status, res.body]).toEqual([
      409,
      {
        success: false,
        code: 'PAYMENT_DECLINED',
        message: PAYMENT_MESSAGES.refundDeclined.ko,
        data: { providerCode: 'ALREADY_CANCELED_PAYMENT' },
      },
    ]);
    const [stored] = await prisma().paymentRefund.findMany({ where: { attemptId: attempt.id } });
    expect(stored).toMatchObject({ state: 'failed', failureCode: 'ALREADY_CANCELED_PAYMENT' });
    const after = await prisma().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(after.refundedAmount).toBe(0);
    expect((await dueRow(due.id)).refundedAmount).toBe(0);
    expect(await refundNotices(attempt.id)).toBe(0);
  });

  it("when Toss's answer is lost, then the refund stays pending and the job asks again with the same key, once", async () => {
    const { due, attempt, paymentKey } = await paidOnline('2026-09');
    double().failNextCalls(1, 'drop');
    const res = await refund(attempt.id, { amount: 30_000, reason: '답 없음' });
    expect([res.status, res.body.message]).toEqual([201, PAYMENT_MESSAGES.refundPending.ko]);
    expect(ZRefundOutcome.parse(res.body.data).refund.state).toBe('pending');
    // Toss made the cancel; we do not know yet.
    expect(tossPayment(paymentKey)?.cancels).toHaveLength(1);
    expect(await refundNotices(attempt.id)).toBe(0);

    await runJobAt(paymentReconciliationJob, academy.testApp, LATER());
    await runJobAt(paymentReconciliationJob, academy.testApp, LATER());
    const [stored] = await prisma().paymentRefund.findMany({ where: { attemptId: attempt.id } });
    expect(stored).toMatchObject({ state: 'done', amount: 30_000 });
    expect(stored?.transactionKey).toBe(tossPayment(paymentKey)?.cancels?.[0]?.transactionKey);
    expect(tossPayment(paymentKey)?.cancels).toHaveLength(1);
    expect((await dueRow(due.id)).refundedAmount).toBe(30_000);
    expect(await refundNotices(attempt.id)).toBe(1);
  });

  it("when a cancel made in Toss's dashboard is reported by the webhook, then it is recorded once, without staff", async () => {
    const { due, attempt, paymentKey } = await paidOnline('2026-10');
    await cancelAtToss(paymentKey, 20_000);
    const webhook = () =>
      postTossWebhook(academy.testApp, statusChangedWebhook(double(), paymentKey));
    expect((await webhook()).body.data).toEqual({ settled: true });
    expect((await webhook()).body.data).toEqual({ settled: false });
    const refunds = await prisma().paymentRefund.findMany({ where: { attemptId: attempt.id } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: 20_000,
      state: 'done',
      staffId: null,
      reason: '대시보드 취소',
    });
    expect((await dueRow(due.id)).refundedAmount).toBe(20_000);
    expect(await refundNotices(attempt.id)).toBe(1);
    // What is left to refund counts the dashboard's cancel.
    expectFailure(
      await refund(attempt.id, { amount: attempt.amount - 20_000 + 1, reason: '남은 것보다 많이' }),
      409,
      'REFUND_EXCEEDS_BALANCE',
      PAYMENT_MESSAGES.refundOverBalance.ko,
    );
  });
});
