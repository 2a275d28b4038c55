import { PAYMENT_REFUND_STATE_LABELS, pickText } from '@academy/contracts';
import type { TPaymentRefund } from '@academy/contracts';
import { formatAcademyDate } from '@/components/staff-area/staff-dates';
import { usePaymentsCopy } from '@/i18n/sections/payments';
import { useLanguage } from '@/i18n/use-language';
import styles from './Payments.module.css';
import { amountText, refundByText } from './payment-text';

/** A payment's refunds, oldest first: amount, state, reason, who and when. */
export function PaymentRefunds({ refunds }: { refunds: readonly TPaymentRefund[] }) {
  const copy = usePaymentsCopy();
  const { language } = useLanguage();
  if (refunds.length === 0) return <span>{copy.noRefunds}</span>;
  return (
    <ul className={styles.refunds}>
      {refunds.map((refund) => (
        <li key={refund.id}>
          <strong>{amountText(refund.amount, language)}</strong>{' '}
          {pickText(PAYMENT_REFUND_STATE_LABELS[refund.state], language)}
          {' · '}
          {formatAcademyDate(refund.canceledAt ?? refund.createdAt)}
          {' · '}
          {refundByText(refund, copy)}
          <span className={styles.reason}>{refund.reason}</span>
        </li>
      ))}
    </ul>
  );
}
