import { describe, expect, it } from 'vitest';
import {
  ACTING_FOR_HEADER,
  ONLINE_PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  paymentOperations,
  toAcademyIsoDate,
  tuitionOperations,
  ZMyTuition,
  ZPaymentOrder,
  type TPaymentOrder,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation, type TCaller } from '../../test/call-operation.js';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { expectFailure } from '../../test/envelopes.js';
import { addChildOf, addSignedInMember } from '../../test/factories/members.js';
import { expectOnlyTheOwner } from '../../test/refusals.js';
import { runJobAt } from '../../test/run-job.js';
import {
  askPaymentOrder,
  payInWindow,
  postTossWebhook,
  statusChangedWebhook,
  useTossAcademy,
} from '../../test/toss-double.js';
import { dueOf, issuedDueOf, issueMonth } from '../tuition/tuition-test-helpers.js';
import { paymentReconciliationJob } from './payment-reconciliation-job.js';

const MINUTE_MS = 60_000;

describe('paying a due online through Toss', () => {
  const academy = useTossAcademy(MEMBERS_AND_STAFF);
  const double = () => academy.double();
  const prisma = () => academy.testApp.database.prisma;

  /** The demo student's unpaid due of `month`, issued by the monthly job. */
  const unpaidDue = (month: string) => issuedDueOf(academy.testApp, month);
  const order = async (dueId: number, caller: TCaller = academy.student) => {
    const res = await askPaymentOrder(caller, dueId);
    expect(res.status).toBe(201);
    return ZPaymentOrder.parse(res.body.data);
  };
  const confirm = (body: object, caller: TCaller = academy.student) =>
    callOperation(caller, paymentOperations.confirmPayment).send(body);
  const webhook = (body: object) => postTossWebhook(academy.testApp, body);
  const attemptOf = (made: TPaymentOrder) =>
    prisma().paymentAttempt.findUniqueOrThrow({ where: { orderId: made.orderId } });
  /** The reconciliation job runs `minutes` from now. */
  const reconcileAfter = (minutes: number) =>
    runJobAt(paymentReconciliationJob, academy.testApp, new Date(Date.now() + minutes * MINUTE_MS));
  const receiptsOf = (dueId: number) =>
    prisma().mailOutbox.count({ where: { dedupeKey: { startsWith: `tuition:${dueId}:paid:` } } });

  it('when a member reads their tuition, then it says online payment is on', async () => {
    const res = await callOperation(academy.student, tuitionOperations.getMyTuition);
    expect(ZMyTuition.parse(res.body.data).onlinePayment).toBe(true);
  });

  it('when the order is made, then the server sets the amount, a random order id and the window', async () => {
    const due = await unpaidDue('2026-04');
    const made = await order(due.id);
    expect(made).toMatchObject({
      amount: due.amount,
      orderName: '2026-04 수강료',
      clientKey: 'test_ck_ACADEMYTESTS',
      successUrl: `${academy.testApp.config.appOrigin}/user/payments/success`,
      failUrl: `${academy.testApp.config.appOrigin}/user/payments/fail`,
      testMode: true,
    });
    expect(made.orderId).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    expect(made.checkoutUrl?.startsWith(`${double().baseUrl}/checkout?`)).toBe(true);
    const english = await askPaymentOrder(academy.student, due.id).set('Accept-Language', 'en');
    expect(english.body.data.orderName).toBe('Tuition for 2026-04');
    // The newer order replaced the first: its window can no longer pay the due.
    expect((await attemptOf(made)).state).toBe('expired');
    const back = await payInWindow(made);
    expectFailure(
      await confirm(back),
      409,
      'PAYMENT_NOT_CONFIRMABLE',
      PAYMENT_MESSAGES.orderClosed.ko,
    );
  });

  it('when someone else asks for the order, then only the due member may, and not for a paid due', async () => {
    const due = await unpaidDue('2026-05');
    await expectOnlyTheOwner(
      academy.testApp,
      paymentOperations.createPaymentOrder,
      { otherMember: academy.foreign, staff: academy.staff, member: academy.student },
      { own: due.id, malformed: 'x' },
    );
    await prisma().tuitionDue.update({
      where: { id: due.id },
      data: { paidAt: new Date('2026-05-02'), method: 'cash' },
    });
    const paid = await askPaymentOrder(academy.student, due.id);
    expectFailure(paid, 409, 'DUE_ALREADY_PAID', PAYMENT_MESSAGES.dueAlreadyPaid.ko);
  });

  it('when orders of one due pass the hourly bound, then the next is refused', async () => {
    const due = await unpaidDue('2026-06');
    for (let i = 0; i < ONLINE_PAYMENT_LIMITS.ORDERS_PER_DUE_PER_HOUR; i += 1) await order(due.id);
    const over = await askPaymentOrder(academy.student, due.id);
    expectFailure(over, 429, 'TOO_MANY_REQUESTS', PAYMENT_MESSAGES.tooManyOrders.ko);
    expect(await prisma().paymentAttempt.count({ where: { dueId: due.id, state: 'ready' } })).toBe(
      1,
    );
  });

  it('when the window returns a tampered amount, then nothing is approved nor marked', async () => {
    const due = await unpaidDue('2026-07');
    const made = await order(due.id);
    const back = await payInWindow(made, 1000);
    expect(back.amount).toBe(1000);
    const res = await confirm(back);
    expectFailure(res, 409, 'PAYMENT_AMOUNT_MISMATCH', PAYMENT_MESSAGES.amountMismatch.ko);
    expect((await attemptOf(made)).state).toBe('ready');
    expect((await dueOf(academy.testApp, DEMO.student.loginId, '2026-07')).paidAt).toBeNull();
    expect(
      double()
        .payments()
        .find((p) => p.orderId === made.orderId)?.status,
    ).toBe('IN_PROGRESS');
  });

  it('when the window returns and the member confirms, then the due is paid once, with one receipt', async () => {
    const due = await unpaidDue('2026-08');
    const made = await order(due.id);
    const back = await payInWindow(made);
    const res = await confirm(back);
    expect(res.status).toBe(200);
    const today = toAcademyIsoDate(new Date());
    expect(res.body.data).toEqual({
      dueId: due.id,
      month: '2026-08',
      amount: due.amount,
      paidAt: today,
    });
    const paid = await dueOf(academy.testApp, DEMO.student.loginId, '2026-08');
    expect([paid.method, paid.paidAt?.toISOString().slice(0, 10)]).toEqual(['card', today]);
    expect(await attemptOf(made)).toMatchObject({
      state: 'done',
      paymentKey: back.paymentKey,
      method: 'card',
    });
    // The same return again (a reload) answers the same and changes nothing.
    expect((await confirm(back)).body.data).toEqual(res.body.data);
    expect(await receiptsOf(due.id)).toBe(1);
    expect(
      await prisma().auditLog.count({
        where: { action: 'tuition.paid_online', entityId: String(due.id) },
      }),
    ).toBe(1);
    expectFailure(
      await askPaymentOrder(academy.student, due.id),
      409,
      'DUE_ALREADY_PAID',
      PAYMENT_MESSAGES.dueAlreadyPaid.ko,
    );
  });

  it("when another member confirms someone's order, then it is not found", async () => {
    const due = await unpaidDue('2026-09');
    const back = await payInWindow(await order(due.id));
    expectFailure(
      await confirm(back, academy.foreign),
      404,
      'NOT_FOUND',
      PAYMENT_MESSAGES.orderNotFound.ko,
    );
    expect((await confirm(back, academy.staff)).status).toBe(403);
  });

  it('when Toss refuses the approval, then a clear refusal, the attempt failed with its code', async () => {
    const due = await unpaidDue('2027-02');
    const made = await order(due.id);
    const back = await payInWindow(made);
    const res = await confirm({ ...back, paymentKey: 'tdblNOSUCHPAYMENTKEY' });
    expect([res.status, res.body]).toEqual([
      409,
      {
        success: false,
        code: 'PAYMENT_DECLINED',
        message: PAYMENT_MESSAGES.declined.ko,
        data: { providerCode: 'NOT_FOUND_PAYMENT' },
      },
    ]);
    expect(await attemptOf(made)).toMatchObject({
      state: 'failed',
      failureCode: 'NOT_FOUND_PAYMENT',
    });
    expect((await dueOf(academy.testApp, DEMO.student.loginId, '2027-02')).paidAt).toBeNull();
  });

  it("when Toss's answer to the approval is lost, then the webhook settles it after asking Toss, and a forged one changes nothing", async () => {
    const due = await unpaidDue('2027-03');
    const made = await order(due.id);
    const back = await payInWindow(made);
    double().failNextCalls(1, 'drop');
    const lost = await confirm(back);
    expectFailure(lost, 503, 'SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable.ko);
    expect((await attemptOf(made)).state).toBe('confirming');

    const real = statusChangedWebhook(double(), back.paymentKey);
    const forged = { ...real, data: { ...real.data, paymentKey: 'tdblFORGEDPAYMENTKEY0000' } };
    expect((await webhook(forged)).body.data).toEqual({ settled: false });
    const unknown = { ...real, data: { ...real.data, orderId: 'ord_nobodysorder' } };
    expect((await webhook(unknown)).body.data).toEqual({ settled: false });
    expect((await webhook({ eventType: 'SOMETHING_ELSE' })).status).toBe(200);
    expect((await attemptOf(made)).state).toBe('confirming');

    expect((await webhook(real)).body.data).toEqual({ settled: true });
    expect((await webhook(real)).body.data).toEqual({ settled: false });
    expect((await attemptOf(made)).state).toBe('done');
    expect((await dueOf(academy.testApp, DEMO.student.loginId, '2027-03')).method).toBe('card');
    expect(await receiptsOf(due.id)).toBe(1);
  });

  it('when a webhook claims DONE for a payment only authorised, then Toss is believed and nothing is marked', async () => {
    const due = await unpaidDue('2027-04');
    const made = await order(due.id);
    const back = await payInWindow(made);
    const claimed = statusChangedWebhook(double(), back.paymentKey);
    expect(
      (await webhook({ ...claimed, data: { ...claimed.data, status: 'DONE' } })).body.data,
    ).toEqual({
      settled: false,
    });
    expect((await attemptOf(made)).state).toBe('ready');

    // The browser never came back: the reconciliation job confirms the stored amount.
    await reconcileAfter(20);
    expect((await attemptOf(made)).state).toBe('done');
    expect((await dueOf(academy.testApp, DEMO.student.loginId, '2027-04')).method).toBe('card');
    expect(await receiptsOf(due.id)).toBe(1);
  });

  it('when Toss cannot be asked, then the webhook answers 503 to be sent again and the job leaves the order for its next run', async () => {
    const due = await unpaidDue('2027-07');
    const made = await order(due.id);
    const back = await payInWindow(made);
    double().failNextCalls(1, 'error');
    const res = await webhook(statusChangedWebhook(double(), back.paymentKey));
    expectFailure(res, 503, 'SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.providerUnavailable.ko);
    // Every look-up of the run fails, whatever older orders it looks up first.
    double().failNextCalls(100, 'error');
    await reconcileAfter(20);
    expect((await attemptOf(made)).state).toBe('ready');
    double().failNextCalls(0);
    await reconcileAfter(20);
    expect((await attemptOf(made)).state).toBe('done');
  });

  it('when an order is never paid, then the reconciliation job lets it expire after its bound', async () => {
    const due = await unpaidDue('2027-01');
    const made = await order(due.id);
    await reconcileAfter(20);
    expect((await attemptOf(made)).state).toBe('ready');
    await reconcileAfter(61);
    expect((await attemptOf(made)).state).toBe('expired');
    expect((await dueOf(academy.testApp, DEMO.student.loginId, '2027-01')).paidAt).toBeNull();
  });
  it("when a guardian pays a child's due acting for the child, then it is paid; not without acting", async () => {
    const guardian = await addSignedInMember(academy.testApp, {
      name: '결제부모',
      phone: '01074100001',
    });
    const child = await addChildOf(prisma(), guardian.member, 'father', {
      name: '결제 아이',
      phone: '01074100002',
    });
    await issueMonth(academy.testApp, '2027-06');
    const due = await prisma().tuitionDue.findFirstOrThrow({
      where: { memberId: child.id, month: '2027-06' },
    });
    const own = await askPaymentOrder(guardian.agent, due.id);
    expect([own.status, own.body.code]).toEqual([404, 'NOT_FOUND']);
    const acting = { [ACTING_FOR_HEADER]: String(child.id) };
    const made = await askPaymentOrder(guardian.agent, due.id).set(acting);
    expect([made.status, made.body.data.customerName]).toEqual([201, '결제 아이']);
    const back = await payInWindow(ZPaymentOrder.parse(made.body.data));
    const paid = await callOperation(guardian.agent, paymentOperations.confirmPayment)
      .set(acting)
      .send(back);
    expect([paid.status, paid.body.data.dueId]).toEqual([200, due.id]);
    expect(await receiptsOf(due.id)).toBe(1);
  });
});

describe('online payment without Toss set up', () => {
  const academy = useDemoAcademy({ student: DEMO.student });

  it('when a member reads their dues or asks for an order, then online payment is off', async () => {
    const res = await callOperation(academy.student, tuitionOperations.getMyTuition);
    expect(ZMyTuition.parse(res.body.data).onlinePayment).toBe(false);
    const due = await issuedDueOf(academy.testApp, '2026-04');
    const refused = await askPaymentOrder(academy.student, due.id);
    expectFailure(refused, 409, 'ONLINE_PAYMENT_OFF', PAYMENT_MESSAGES.onlinePaymentOff.ko);
  });
});
