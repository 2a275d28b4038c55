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
import { openPaymentWindow, type TWindowOutcome } from './open-payment-window';
import { GiveUpVirtualAccount } from './GiveUpVirtualAccount';
import { amountText, monthText } from './tuition-text';
import { VirtualAccountDetails } from './VirtualAccountDetails';
import { VirtualAccountDialog } from './VirtualAccountDialog';
import styles from './Tuition.module.css';

/**
 * Paying the member's unpaid dues online (docs/product/payments.md): one button per due; the
 * server makes the order with the due's amount, and the browser leaves for the payment window
 * the server named, or Toss's own window opens through its browser SDK (decision 0048). When that
 * window cannot open, the member is told so in their language and can press again. Beside it, a
 * virtual account for a due (decision 0046); a due whose account waits for the deposit shows that
 * account instead, with a way to close it and pay another way (decision 0064).
 */
export function PayOnline({ unpaid }: { unpaid: readonly TMyTuitionDue[] }) {
  const copy = useOnlinePaymentCopy();
  const { language } = useLanguage();
  const headingId = useId();
  const order = useCreatePaymentOrder();
  const [status, setStatus] = useState('');
  // Until Toss's window has opened or failed to, a second press would replace the order under it.
  const [opening, setOpening] = useState(false);
  const [accountFor, setAccountFor] = useState<TMyTuitionDue | null>(null);
  const waiting = unpaid.filter((due) => due.virtualAccount !== null);
  const payable = unpaid.filter((due) => due.virtualAccount === null);

  function pay(due: TMyTuitionDue) {
    setStatus(copy.opening);
    order.mutate(due.id, {
      onSuccess: (made) => {
        setOpening(true);
        void openPaymentWindow(made).then((outcome) => {
          setOpening(false);
          setStatus(outcomeText(outcome));
        });
      },
      onError: (error) => setStatus(errorMessageOf(error, copy.failed, { refusalsOnly: true })),
    });
  }

  function outcomeText(outcome: TWindowOutcome): string {
    if (outcome === 'closed') return copy.fail.canceled;
    if (outcome === 'unavailable') return copy.windowUnavailable;
    return outcome === 'failed' ? copy.failed : copy.opening;
  }

  return (
    <section className={styles.transfer} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {copy.heading}
      </h3>
      <p className={memberStyles.muted}>{copy.lead}</p>
      {payable.map((due) => (
        <div key={due.id} className={memberStyles.inlineRow}>
          <MemberButton
            tone="primary"
            disabled={order.isPending || opening}
            onClick={() => pay(due)}
          >
            {format(copy.pay, {
              month: monthText(due.month, language),
              amount: amountText(due.amount, language),
            })}
          </MemberButton>
          <MemberButton onClick={() => setAccountFor(due)}>
            {format(copy.virtualAccount.openFor, { month: monthText(due.month, language) })}
          </MemberButton>
        </div>
      ))}
      {status && <MemberStatus>{status}</MemberStatus>}
      {waiting.map((due) => (
        <section key={due.id} aria-label={copy.virtualAccount.waitingHeading}>
          <h4 className={styles.subheading}>
            {copy.virtualAccount.waitingHeading} ·{' '}
            {format(copy.virtualAccount.waitingFor, { month: monthText(due.month, language) })}
          </h4>
          {due.virtualAccount && (
            <>
              <VirtualAccountDetails account={due.virtualAccount} />
              <GiveUpVirtualAccount due={due} account={due.virtualAccount} onDone={setStatus} />
            </>
          )}
        </section>
      ))}
      {accountFor && <VirtualAccountDialog due={accountFor} onClose={() => setAccountFor(null)} />}
    </section>
  );
}
