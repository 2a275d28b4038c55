import { describe, expect, it } from 'vitest';
import { paymentOperations, ZPaymentOrder } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { runJobAt } from '../../test/run-job.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import {
  payInWindow,
  statusChangedWebhook,
  useTossAcademy,
  expectPaidOnceOnline,
  askPaymentOrder,
  postTossWebhook,
} from '../../test/toss-double.js';
import { issuedDueOf } from '../tuition/tuition-test-helpers.js';
import { paymentReconciliationJob } from './payment-reconciliation-job.js';

// Simultaneous confirms only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('paying a due online under simultaneous calls', () => {
  const academy = useTossAcademy({ student: DEMO.student });
  const double = () => academy.double();

  it('when 20 confirms, the webhook and the reconciliation job arrive together, then the due is paid once with one receipt', async () => {
    const { testApp } = academy;
    const due = await issuedDueOf(testApp, '2027-05');
    const res = await askPaymentOrder(academy.student, due.id);
    const back = await payInWindow(ZPaymentOrder.parse(res.body.data));

    const confirms = Array.from({ length: 20 }, () =>
      callOperation(academy.student, paymentOperations.confirmPayment).send(back),
    );
    const webhook = () => postTossWebhook(testApp, statusChangedWebhook(double(), back.paymentKey));
    const [answers] = await Promise.all([
      Promise.all(confirms),
      webhook(),
      webhook(),
      runJobAt(paymentReconciliationJob, testApp, new Date(Date.now() + 20 * 60_000)),
    ]);

    // One caller reached Toss; the others were told it is being confirmed, or that it is done.
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    expect(
      double()
        .payments()
        .filter((payment) => payment.status === 'DONE'),
    ).toHaveLength(1);
    await expectPaidOnceOnline(testApp, due.id, 'card');
  });
});
