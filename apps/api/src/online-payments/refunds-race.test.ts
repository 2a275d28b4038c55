import { describe, expect, it } from 'vitest';
import { paymentOperations, ZPaymentOrder } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { askPaymentOrder, payInWindow, useTossAcademy } from '../../test/toss-double.js';
import { dueOf, issuedDueOf } from '../tuition/tuition-test-helpers.js';

// Simultaneous refunds only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('refunding a payment under simultaneous calls', () => {
  const academy = useTossAcademy({ student: DEMO.student, admin: DEMO.admin });

  it('when 20 partial refunds arrive together, then what is refunded never exceeds what was paid', async () => {
    const { testApp } = academy;
    const prisma = testApp.database.prisma;
    const due = await issuedDueOf(testApp, '2027-05');
    const made = await askPaymentOrder(academy.student, due.id);
    const back = await payInWindow(ZPaymentOrder.parse(made.body.data));
    await callOperation(academy.student, paymentOperations.confirmPayment).send(back);
    const attempt = await prisma.paymentAttempt.findUniqueOrThrow({
      where: { orderId: back.orderId },
    });
    // Each asks for a quarter and a bit: at most three fit in what was paid.
    const part = Math.floor(attempt.amount / 4) + 1;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callOperation(academy.admin, paymentOperations.refundPayment, {
          params: { id: attempt.id },
        }).send({ amount: part, reason: `동시 환불 ${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.code === 'REFUND_EXCEEDS_BALANCE')).toHaveLength(
      17,
    );
    const refunds = await prisma.paymentRefund.findMany({ where: { attemptId: attempt.id } });
    expect(refunds.map((refund) => refund.state)).toEqual(['done', 'done', 'done']);
    const paidBack = refunds.reduce((sum, refund) => sum + refund.amount, 0);
    expect(paidBack).toBeLessThanOrEqual(attempt.amount);
    const toss = academy
      .double()
      .payments()
      .find((payment) => payment.paymentKey === back.paymentKey);
    expect(toss?.cancels).toHaveLength(3);
    expect(toss?.balanceAmount).toBe(attempt.amount - paidBack);
    expect((await dueOf(testApp, DEMO.student.loginId, '2027-05')).refundedAmount).toBe(paidBack);
  });
});
