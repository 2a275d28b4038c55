import { describe, expect, it } from 'vitest';
import { paymentOperations, tuitionOperations } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { runJobAt } from '../../test/run-job.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import {
  depositCallback,
  statusChangedWebhook,
  useTossAcademy,
  expectPaidOnceOnline,
  postTossWebhook,
} from '../../test/toss-double.js';
import { issuedDueOf } from '../tuition/tuition-test-helpers.js';
import { paymentReconciliationJob } from './payment-reconciliation-job.js';

// Simultaneous calls only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('virtual accounts under simultaneous calls', () => {
  const academy = useTossAcademy({ student: DEMO.student, staff: DEMO.admin });
  const double = () => academy.double();

  it('when 20 asks for an account arrive together, then Toss issues one account and every answer given names it', async () => {
    const { testApp } = academy;
    const due = await issuedDueOf(testApp, '2029-01');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callOperation(academy.student, paymentOperations.issueVirtualAccount, {
          params: { id: due.id },
        }).send({ bank: '06' }),
      ),
    );
    // The first is issued; the others answer it, or say it is being issued while Toss answers.
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const numbers = new Set(
      answers.filter((answer) => answer.status === 200).map((a) => a.body.data.accountNumber),
    );
    expect(numbers.size).toBe(1);
    expect(
      double()
        .payments()
        .filter((each) => each.orderName === '2029-01 수강료'),
    ).toHaveLength(1);
    const attempts = await testApp.database.prisma.paymentAttempt.findMany({
      where: { dueId: due.id },
    });
    expect(attempts.map((attempt) => attempt.state)).toEqual(['waiting']);
  });

  it('when deposit callbacks, status webhooks and the reconciliation job arrive together, then the due is paid once with one receipt', async () => {
    const { testApp } = academy;
    const prisma = testApp.database.prisma;
    const due = await issuedDueOf(testApp, '2029-02');
    const issued = await callOperation(academy.student, paymentOperations.issueVirtualAccount, {
      params: { id: due.id },
    }).send({ bank: '88' });
    expect(issued.status).toBe(200);
    const { paymentKey } = await prisma.paymentAttempt.findFirstOrThrow({
      where: { dueId: due.id },
    });
    double().deposit(paymentKey ?? '');
    const post = (body: object) => postTossWebhook(testApp, body);
    const [callbacks] = await Promise.all([
      Promise.all(
        Array.from({ length: 8 }, () => post(depositCallback(double(), paymentKey ?? ''))),
      ),
      post(statusChangedWebhook(double(), paymentKey ?? '')),
      post(statusChangedWebhook(double(), paymentKey ?? '')),
      runJobAt(paymentReconciliationJob, testApp, new Date(Date.now() + 2 * 3_600_000)),
    ]);
    expect(callbacks.every((answer) => answer.status === 200)).toBe(true);
    await expectPaidOnceOnline(testApp, due.id, 'bank_transfer');
  });

  it('when staff change a due while its deposit arrives, then either the deposit pays it and the change is refused, or the change applies and the account is closed, never both', async () => {
    const { testApp } = academy;
    const prisma = testApp.database.prisma;
    const months = ['2029-03', '2029-04', '2029-05', '2029-06', '2029-07', '2029-08'];
    const dues = [];
    for (const month of months) {
      const due = await issuedDueOf(testApp, month);
      const issued = await callOperation(academy.student, paymentOperations.issueVirtualAccount, {
        params: { id: due.id },
      }).send({ bank: '06' });
      expect(issued.status).toBe(200);
      const { paymentKey } = await prisma.paymentAttempt.findFirstOrThrow({
        where: { dueId: due.id },
      });
      dues.push({ due, paymentKey: paymentKey ?? '' });
    }
    // The payer deposits (Toss refuses it once the account is closed) and Toss calls back.
    const depositAndCallBack = async (paymentKey: string) => {
      try {
        double().deposit(paymentKey);
      } catch {
        return;
      }
      await postTossWebhook(testApp, depositCallback(double(), paymentKey));
    };
    const changes = await Promise.all(
      dues.map(async ({ due, paymentKey }) => {
        const [answer] = await Promise.all([
          callOperation(academy.staff, tuitionOperations.updateTuitionDue, {
            params: { id: due.id },
          }).send({ amount: 99_000, reason: '할인' }),
          depositAndCallBack(paymentKey),
        ]);
        return answer;
      }),
    );
    for (const [index, { due, paymentKey }] of dues.entries()) {
      const answer = changes[index];
      const now = await prisma.tuitionDue.findUniqueOrThrow({ where: { id: due.id } });
      const atToss = double()
        .payments()
        .find((each) => each.paymentKey === paymentKey);
      if (answer?.status === 409) {
        expect(answer.body.code).toBe('DUE_ALREADY_PAID');
        expect([now.amount, atToss?.status]).toEqual([due.amount, 'DONE']);
        await expectPaidOnceOnline(testApp, due.id, 'bank_transfer');
      } else {
        expect(answer?.status, JSON.stringify(answer?.body)).toBe(200);
        expect([now.amount, now.paidAt, atToss?.status]).toEqual([99_000, null, 'CANCELED']);
        const attempts = await prisma.paymentAttempt.findMany({ where: { dueId: due.id } });
        expect(attempts.map((attempt) => attempt.state)).toEqual(['expired']);
      }
    }
  });
});
