import { describe, expect, it } from 'vitest';
import { paymentOperations, tuitionOperations, ZPaymentOrder } from '@academy/contracts';
import { callOperation } from '../../test/call-operation.js';
import { MEMBERS_AND_STAFF } from '../../test/demo-academy.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { askPaymentOrder, payInWindow, useTossAcademy } from '../../test/toss-double.js';
import { issuedDueOf } from '../tuition/tuition-test-helpers.js';

// Simultaneous confirms only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)(
  'paying a due online again under simultaneous calls',
  () => {
    const academy = useTossAcademy(MEMBERS_AND_STAFF);
    const prisma = () => academy.testApp.database.prisma;

    /** The payer's window of a new order of the due, paid (authorised) and not yet confirmed. */
    async function authorisedOrder(dueId: number) {
      const made = await askPaymentOrder(academy.student, dueId);
      expect(made.status).toBe(201);
      return payInWindow(ZPaymentOrder.parse(made.body.data));
    }
    const confirm = (back: object) =>
      callOperation(academy.student, paymentOperations.confirmPayment).send(back);

    it('when 20 confirms of two new orders of a due refunded whole and undone arrive together, then it is paid once more', async () => {
      const due = await issuedDueOf(academy.testApp, '2027-10');
      const first = await authorisedOrder(due.id);
      expect((await confirm(first)).status).toBe(200);
      const attempt = await prisma().paymentAttempt.findUniqueOrThrow({
        where: { orderId: first.orderId },
      });
      const refunded = await callOperation(academy.staff, paymentOperations.refundPayment, {
        params: { id: attempt.id },
      }).send({ reason: '다른 카드로 결제' });
      expect(refunded.status).toBe(201);
      const undone = await callOperation(academy.staff, tuitionOperations.updateTuitionDue, {
        params: { id: due.id },
      }).send({ paid: false });
      expect(undone.status).toBe(200);

      // Two windows of the payer, both authorised at Toss: the newer order replaced the older.
      const older = await authorisedOrder(due.id);
      const newer = await authorisedOrder(due.id);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => confirm(index % 2 === 0 ? older : newer)),
      );

      const statuses = answers.map((answer) => answer.status);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      expect(statuses).toContain(200);
      const doneAtToss = academy
        .double()
        .payments()
        .filter((payment) => [older.orderId, newer.orderId].includes(payment.orderId))
        .filter((payment) => payment.status === 'DONE');
      expect(doneAtToss).toHaveLength(1);
      const attempts = await prisma().paymentAttempt.findMany({
        where: { dueId: due.id },
        orderBy: { id: 'asc' },
      });
      expect(attempts.map((each) => [each.orderId, each.state, each.refundedAmount])).toEqual([
        [first.orderId, 'done', due.amount],
        [older.orderId, 'expired', 0],
        [newer.orderId, 'done', 0],
      ]);
      expect(
        await prisma().mailOutbox.count({
          where: { dedupeKey: { startsWith: `tuition:${due.id}:paid:` } },
        }),
      ).toBe(2);
      expect(
        await prisma().auditLog.count({
          where: { action: 'tuition.paid_online', entityId: String(due.id) },
        }),
      ).toBe(2);
    });
  },
);
