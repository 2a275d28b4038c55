import { describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES,
  paymentOperations,
  tuitionOperations,
  ZPaymentList,
  ZPaymentOrder,
  ZMyTuition,
  ZTuitionList,
  ZVirtualAccount,
} from '@academy/contracts';
import { callOperation } from '../../test/call-operation.js';
import { MEMBERS_AND_STAFF } from '../../test/demo-academy.js';
import { expectFailure } from '../../test/envelopes.js';
import { runJobAt } from '../../test/run-job.js';
import {
  askPaymentOrder,
  depositCallback,
  memberReceiptOf,
  payInWindow,
  postTossWebhook,
  useTossAcademy,
} from '../../test/toss-double.js';
import { issuedDueOf } from '../tuition/tuition-test-helpers.js';
import { paymentReconciliationJob } from './payment-reconciliation-job.js';

const LATER = () => new Date(Date.now() + 20 * 60_000);

describe('paying a due online again after its payment was refunded whole and undone', () => {
  const academy = useTossAcademy(MEMBERS_AND_STAFF);
  const double = () => academy.double();
  const prisma = () => academy.testApp.database.prisma;

  /** The demo student pays the due by card in the double's window; answers the order id. */
  async function payByCard(dueId: number) {
    const made = await askPaymentOrder(academy.student, dueId);
    expect(made.status).toBe(201);
    const back = await payInWindow(ZPaymentOrder.parse(made.body.data));
    const confirmed = await callOperation(academy.student, paymentOperations.confirmPayment).send(
      back,
    );
    expect(confirmed.status).toBe(200);
    return back.orderId;
  }
  const attemptOf = (orderId: string) =>
    prisma().paymentAttempt.findUniqueOrThrow({ where: { orderId } });
  const refund = (attemptId: number, body: object) =>
    callOperation(academy.staff, paymentOperations.refundPayment, {
      params: { id: attemptId },
    }).send(body);
  const undo = (dueId: number) =>
    callOperation(academy.staff, tuitionOperations.updateTuitionDue, {
      params: { id: dueId },
    }).send({ paid: false });

  /** A due of `month` paid by card, refunded by `refunded` (all of it when absent), then undone. */
  async function refundedAndUndone(month: string, refunded?: number) {
    const due = await issuedDueOf(academy.testApp, month);
    const first = await attemptOf(await payByCard(due.id));
    const res = await refund(first.id, { reason: '다른 카드로 결제', amount: refunded });
    expect(res.status).toBe(201);
    expect((await undo(due.id)).status).toBe(200);
    return { due, first };
  }

  const receiptsOf = (dueId: number) =>
    prisma().mailOutbox.count({ where: { dedupeKey: { startsWith: `tuition:${dueId}:paid:` } } });
  const attemptsAtToss = () => double().payments().length;

  /** The month's online payments of the due on the staff's screen, newest first. */
  async function paymentsScreen(month: string, dueId: number) {
    const res = await callOperation(academy.staff, paymentOperations.listPayments, {
      query: { month },
    });
    return ZPaymentList.parse(res.body.data).payments.filter((each) => each.dueId === dueId);
  }

  /**
   * The due is paid by `method` and keeps the first payment's refund; the staff's payments screen
   * shows the new payment done with nothing refunded, then the first refunded whole.
   */
  async function expectPaidAgain(
    due: { id: number; month: string; amount: number },
    method: 'card' | 'bank_transfer',
    [newer, first]: [string, string],
  ) {
    const row = await prisma().tuitionDue.findUniqueOrThrow({ where: { id: due.id } });
    expect([row.paidAt !== null, row.method, row.refundedAmount]).toEqual([
      true,
      method,
      due.amount,
    ]);
    const screen = await paymentsScreen(due.month, due.id);
    expect(screen.map((each) => [each.orderId, each.state, each.refundedAmount])).toEqual([
      [newer, 'done', 0],
      [first, 'done', due.amount],
    ]);
    return screen;
  }

  it('when a due refunded whole is undone and paid by card again, then it is paid by the new order, the first kept refunded', async () => {
    const { due, first } = await refundedAndUndone('2027-06');
    const second = await attemptOf(await payByCard(due.id));

    const screen = await expectPaidAgain(due, 'card', [second.orderId, first.orderId]);
    expect(screen[1]?.refunds.map((each) => [each.amount, each.state])).toEqual([
      [due.amount, 'done'],
    ]);
    // The staff's list and the member's history name the new payment; one receipt per payment.
    const list = await callOperation(academy.staff, tuitionOperations.listTuitionDues, {
      query: { month: '2027-06' },
    });
    const { dues, totals } = ZTuitionList.parse(list.body.data);
    expect(dues.find((each) => each.id === due.id)).toMatchObject({
      paid: true,
      onlinePayment: { orderId: second.orderId, method: 'card' },
    });
    // Paid twice, given back once: the month collected the due's amount, and refunded it once.
    expect([totals.paidCount, totals.collected, totals.refunded]).toEqual([
      1,
      due.amount,
      due.amount,
    ]);
    // The CSV's one row of the due names the new order beside the refund of the first.
    const csv = await academy.staff.get('/api/tuition/export?month=2027-06').buffer(true);
    const line = String(csv.text)
      .split('\r\n')
      .find((each) => each.includes(second.orderId));
    expect(line?.endsWith(`"${second.orderId}","카드","${due.amount}"`)).toBe(true);
    expect(String(csv.text)).not.toContain(first.orderId);
    expect(await receiptsOf(due.id)).toBe(2);
    const mine = ZMyTuition.parse(
      (await callOperation(academy.student, tuitionOperations.getMyTuition)).body.data,
    );
    const seen = [mine.current, ...mine.history].find((each) => each?.id === due.id);
    expect(seen).toMatchObject({ paid: true, method: 'card' });
    // Paid again: no third order, and the new payment is the one left to refund.
    expectFailure(
      await askPaymentOrder(academy.student, due.id),
      409,
      'DUE_ALREADY_PAID',
      PAYMENT_MESSAGES.dueAlreadyPaid.ko,
    );
    expect(screen[0]?.balance).toBe(due.amount);
  });

  it('when a due refunded whole is undone, then a virtual account pays it again, with its receipt', async () => {
    const { due, first } = await refundedAndUndone('2027-07');
    const res = await callOperation(academy.student, paymentOperations.issueVirtualAccount, {
      params: { id: due.id },
    }).send({ bank: '06', cashReceipt: { type: 'personal', registrationNumber: '01023456789' } });
    expect(res.status).toBe(200);
    const account = ZVirtualAccount.parse(res.body.data);
    const waiting = await prisma().paymentAttempt.findFirstOrThrow({
      where: { dueId: due.id, state: 'waiting' },
    });
    // Staff change neither its amount nor its payment beside it: the due was paid online once,
    // and its refund counts against it. The account is left waiting.
    expectFailure(
      await callOperation(academy.staff, tuitionOperations.updateTuitionDue, {
        params: { id: due.id },
      }).send({ amount: due.amount - 10_000, reason: '할인' }),
      409,
      'DUE_ALREADY_PAID',
      PAYMENT_MESSAGES.duePaidOnline.ko,
    );
    double().deposit(waiting.paymentKey ?? '');
    const settled = await postTossWebhook(
      academy.testApp,
      depositCallback(double(), waiting.paymentKey ?? ''),
    );
    expect(settled.body.data).toEqual({ settled: true });

    expect(account.amount).toBe(due.amount);
    await expectPaidAgain(due, 'bank_transfer', [waiting.orderId, first.orderId]);
    expect(await receiptsOf(due.id)).toBe(2);
    const receipt = await memberReceiptOf(academy.staff, academy.student, due.id);
    expect([receipt.method, receipt.cashReceipt]).toEqual([
      'bank_transfer',
      { type: 'personal', maskedNumber: '010******89' },
    ]);
  });

  it('when a due refunded only in part is undone, then neither a card order nor an account is made', async () => {
    const { due } = await refundedAndUndone('2027-08', 10_000);
    const atToss = attemptsAtToss();
    expectFailure(
      await askPaymentOrder(academy.student, due.id),
      409,
      'DUE_ALREADY_PAID',
      PAYMENT_MESSAGES.earlierPaymentStands.ko,
    );
    expectFailure(
      await callOperation(academy.student, paymentOperations.issueVirtualAccount, {
        params: { id: due.id },
      }).send({ bank: '06' }),
      409,
      'DUE_ALREADY_PAID',
      PAYMENT_MESSAGES.earlierPaymentStands.ko,
    );
    expect(attemptsAtToss()).toBe(atToss);
    expect(await prisma().paymentAttempt.count({ where: { dueId: due.id } })).toBe(1);
  });

  it('when the whole refund is still pending, then the due cannot be paid online until Toss answered it', async () => {
    const due = await issuedDueOf(academy.testApp, '2027-09');
    const first = await attemptOf(await payByCard(due.id));
    double().failNextCalls(1, 'drop');
    const pending = await refund(first.id, { reason: '답 없음' });
    expect(pending.body.message).toBe(PAYMENT_MESSAGES.refundPending.ko);
    expect((await undo(due.id)).status).toBe(200);
    expectFailure(
      await askPaymentOrder(academy.student, due.id),
      409,
      'DUE_ALREADY_PAID',
      PAYMENT_MESSAGES.earlierPaymentStands.ko,
    );

    // The job learns Toss made the cancel: the refund is done, and the due may be paid again.
    await runJobAt(paymentReconciliationJob, academy.testApp, LATER());
    expect(
      await prisma().paymentRefund.findFirst({ where: { attemptId: first.id } }),
    ).toMatchObject({ state: 'done', amount: due.amount });
    await payByCard(due.id);
    const row = await prisma().tuitionDue.findUniqueOrThrow({ where: { id: due.id } });
    expect(row.paidAt).not.toBeNull();
  });

  it('when an attempt beside the one not refunded is written straight to the database, then the index refuses it', async () => {
    const due = await issuedDueOf(academy.testApp, '2027-12');
    const first = await attemptOf(await payByCard(due.id));
    const second = (state: 'confirming' | 'waiting' | 'done') =>
      prisma().paymentAttempt.create({
        data: {
          orderId: `ord_index_${state}_${due.id}`,
          dueId: due.id,
          amount: due.amount,
          orderName: '2027-12 수강료',
          state,
        },
      });
    for (const state of ['confirming', 'waiting', 'done'] as const) {
      await expect(second(state)).rejects.toThrow(/Unique constraint/i);
    }
    // Refunded in part it still holds the due; refunded whole it no longer does.
    await prisma().paymentAttempt.update({
      where: { id: first.id },
      data: { refundedAmount: due.amount - 1 },
    });
    await expect(second('confirming')).rejects.toThrow(/Unique constraint/i);
    await prisma().paymentAttempt.update({
      where: { id: first.id },
      data: { refundedAmount: due.amount },
    });
    await expect(second('confirming')).resolves.toMatchObject({ state: 'confirming' });
    await expect(second('done')).rejects.toThrow(/Unique constraint/i);
  });
});
