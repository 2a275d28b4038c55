import type { Clock } from '../lib/clock.js';
import type { Logger } from '../logger/logger.js';
import type { TOnlinePayments } from '../payments/online-payments.js';
import type { TuitionRepository } from '../tuition/tuition-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { PaymentAttemptRepository } from './payment-attempt-repository.js';
import type { PaymentRefundRepository } from './payment-refund-repository.js';

/** What paying a due online is built from; `payments` null: online payment is off. */
export interface OnlinePaymentDeps {
  units: UnitOfWork;
  attempts: PaymentAttemptRepository;
  refunds: PaymentRefundRepository;
  tuition: TuitionRepository;
  payments: TOnlinePayments | null;
  logger: Logger;
  now?: Clock;
}
