import type { TMyTuitionDue } from '@academy/contracts';
import { useId, useState } from 'react';
import { MemberButton } from '@/components/member-area/MemberButton';
import { MemberStatus } from '@/components/member-area/MemberStatus';
import memberStyles from '@/components/member-area/Member.module.css';
import { format } from '@/i18n/format';
import { useOnlinePaymentCopy } from '@/i18n/sections/online-payment';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useCreatePaymentOrder } from '../api/pay-online';
import { openPaymentWindow } from './open-payment-window';
import { amountText, monthText } from './tuition-text';
import styles from './Tuition.module.css';

/**
 * Paying the member's unpaid dues online (docs/product/payments.md): one button per due; the
 * server makes the order with the due's amount, and the browser leaves for the payment window
 * the server named. Without such a window (Toss's own, which only its browser SDK opens; not
 * built yet) the member is sent to the other ways to pay.
 */
export function PayOnline({ unpaid }: { unpaid: readonly TMyTuitionDue[] }) {
  const copy = useOnlinePaymentCopy();
  const { language } = useLanguage();
  const headingId = useId();
  const order = useCreatePaymentOrder();
  const [status, setStatus] = useState('');

  function pay(due: TMyTuitionDue) {
    setStatus(copy.opening);
    order.mutate(due.id, {
      onSuccess: (made) => {
        if (made.checkoutUrl === null) setStatus(copy.windowUnavailable);
        else openPaymentWindow(made.checkoutUrl);
      },
      onError: (error) => setStatus(errorMessageOf(error, copy.failed, { refusalsOnly: true })),
    });
  }

  return (
    <section className={styles.transfer} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {copy.heading}
      </h3>
      <p className={memberStyles.muted}>{copy.lead}</p>
      <div className={memberStyles.inlineRow}>
        {unpaid.map((due) => (
          <MemberButton
            key={due.id}
            tone="primary"
            disabled={order.isPending}
            onClick={() => pay(due)}
          >
            {format(copy.pay, {
              month: monthText(due.month, language),
              amount: amountText(due.amount, language),
            })}
          </MemberButton>
        ))}
      </div>
      {status && <MemberStatus>{status}</MemberStatus>}
    </section>
  );
}
