import { scheduledJob } from '../jobs/scheduled-job.js';
import { jobUnits } from '../jobs/job-units.js';
import { createTuitionRepository } from '../tuition/tuition-repository.js';
import { createPaymentAttemptRepository } from './payment-attempt-repository.js';
import { createPaymentRefundRepository } from './payment-refund-repository.js';
import { createReconcilePayments } from './reconcile-payments.js';

/**
 * Every 10 minutes: online payments left open because the browser never came back or an answer
 * got lost are looked up at Toss and settled, or expire (docs/product/jobs.md). Without Toss set
 * up it does nothing. Settling is idempotent, so a retry or two runs at once pay a due once.
 */
export const paymentReconciliationJob = scheduledJob(
  'payment-reconciliation',
  { cron: '*/10 * * * *', retries: 3, retryDelaySeconds: 60, expireInSeconds: 15 * 60 },
  async (context) => {
    const { prisma, now, logger, payments, report } = context;
    if (!payments) return;
    const reconcilePayments = createReconcilePayments({
      units: jobUnits(context),
      attempts: createPaymentAttemptRepository(prisma),
      refunds: createPaymentRefundRepository(prisma),
      tuition: createTuitionRepository(prisma),
      payments,
      logger,
      now,
    });
    const result = await reconcilePayments();
    const { refunds } = result;
    if (result.checked + refunds.done + refunds.failed + refunds.pending > 0)
      report({ ...result }, 'online payments reconciled');
  },
);
