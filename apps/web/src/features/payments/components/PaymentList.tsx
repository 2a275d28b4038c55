import { PAYMENT_ATTEMPT_STATE_LABELS } from '@academy/contracts';
import type { TStaffPayment } from '@academy/contracts';
import type { ReactNode } from 'react';
import { CardMeta, StatusCell } from '@/components/staff-area/RequestCells';
import table from '@/components/staff-area/RequestTable.module.css';
import { CardHeader, ResponsiveList } from '@/components/staff-area/ResponsiveList';
import styles from '@/components/staff-area/Staff.module.css';
import { formatAcademyDateTime } from '@/components/staff-area/staff-dates';
import { useStatusLabel } from '@/components/staff-area/use-status-label';
import { format } from '@/i18n/format';
import { usePaymentsCopy } from '@/i18n/sections/payments';
import { useLanguage } from '@/i18n/use-language';
import { PaymentRefunds } from './PaymentRefunds';
import own from './Payments.module.css';
import { amountText, methodText, monthText } from './payment-text';

type TPaymentListProps = {
  label: string;
  payments: readonly TStaffPayment[];
  /** Only the admin refunds: without it no refund button shows. */
  onRefund?: (payment: TStaffPayment) => void;
};

/** The amount paid and, once part is refunded, what is left to refund. */
function PaymentAmount({ payment }: { payment: TStaffPayment }) {
  const copy = usePaymentsCopy();
  const { language } = useLanguage();
  return (
    <>
      {amountText(payment.amount, language)}
      {payment.balance > 0 && payment.refundedAmount > 0 && (
        <span className={own.reason}>
          {format(copy.balance, { amount: amountText(payment.balance, language) })}
        </span>
      )}
    </>
  );
}

/** Toss's order id and payment key, as staff look them up in Toss's dashboard. */
function PaymentKeys({ payment }: { payment: TStaffPayment }) {
  return (
    <span className={own.keys}>
      <span className={own.key}>{payment.orderId}</span>
      {payment.paymentKey && <span className={own.key}>{payment.paymentKey}</span>}
    </span>
  );
}

const approvedText = (payment: TStaffPayment) =>
  payment.approvedAt ? formatAcademyDateTime(payment.approvedAt) : '—';

/** Online payments: a table on wide screens, cards at 1024 px and below. */
export function PaymentList({ label, payments, onRefund }: TPaymentListProps) {
  const copy = usePaymentsCopy();
  const { language } = useLanguage();
  const statusLabel = useStatusLabel(PAYMENT_ATTEMPT_STATE_LABELS);
  const stateOf = (payment: TStaffPayment) => ({ status: payment.state });
  const action = (payment: TStaffPayment): ReactNode =>
    onRefund && payment.balance > 0 ? (
      <button
        type="button"
        className={`${styles.button} ${table.nowrap}`}
        aria-label={format(copy.refundFor, {
          name: payment.memberName,
          month: monthText(payment.month, language),
        })}
        onClick={() => onRefund(payment)}
      >
        {copy.refund}
      </button>
    ) : null;

  return (
    <ResponsiveList
      label={label}
      columns={[
        copy.member,
        copy.dueMonth,
        copy.amount,
        copy.method,
        copy.state,
        `${copy.orderId} / ${copy.paymentKey}`,
        copy.approvedAt,
        copy.refunds,
        '',
      ]}
      items={payments}
      itemKey={(payment) => payment.id}
      row={(payment) => (
        <>
          <td className={table.nowrap}>{payment.memberName}</td>
          <td className={table.nowrap}>{monthText(payment.month, language)}</td>
          <td className={table.nowrap}>
            <PaymentAmount payment={payment} />
          </td>
          <td className={table.nowrap}>{methodText(payment.method, copy)}</td>
          <StatusCell status={payment.state} label={statusLabel(stateOf(payment))} />
          <td>
            <PaymentKeys payment={payment} />
          </td>
          <td className={table.nowrap}>{approvedText(payment)}</td>
          <td>
            <PaymentRefunds refunds={payment.refunds} />
          </td>
          <td>{action(payment)}</td>
        </>
      )}
      card={(payment) => (
        <>
          <CardHeader
            title={payment.memberName}
            status={payment.state}
            statusLabel={statusLabel(stateOf(payment))}
          />
          <CardMeta label={copy.dueMonth}>{monthText(payment.month, language)}</CardMeta>
          <CardMeta label={copy.amount}>
            <PaymentAmount payment={payment} />
          </CardMeta>
          <CardMeta label={copy.method}>{methodText(payment.method, copy)}</CardMeta>
          <CardMeta label={copy.orderId}>
            <PaymentKeys payment={payment} />
          </CardMeta>
          <CardMeta label={copy.approvedAt}>{approvedText(payment)}</CardMeta>
          <div className={styles.cardMeta}>
            {copy.refunds}: <PaymentRefunds refunds={payment.refunds} />
          </div>
          {action(payment) && <div className={styles.actions}>{action(payment)}</div>}
        </>
      )}
    />
  );
}
