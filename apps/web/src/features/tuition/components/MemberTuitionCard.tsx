import { pickText, TUITION_STATUS_LABELS } from '@academy/contracts';
import { MemberFact } from '@/components/member-area/MemberFact';
import type { TMyTuitionDue } from '@academy/contracts';
import { MemberCard } from '@/components/member-area/MemberCard';
import { MemberQueryContent } from '@/components/member-area/MemberQueryContent';
import memberStyles from '@/components/member-area/Member.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useMyTuition } from '../api/get-my-tuition';
import { BankTransferInfo } from './BankTransferInfo';
import { PayOnline } from './PayOnline';
import { ReceiptLink } from './ReceiptLink';
import { amountText, discountText, monthText, prorationText } from './tuition-text';
import styles from './Tuition.module.css';

/**
 * The member's tuition on the dashboard (docs/product/tuition.md): this Seoul month's due, paid
 * or not, how to pay the unpaid ones by bank transfer, then the earlier months, newest first.
 */
export function MemberTuitionCard() {
  const copy = useT().tuition.member;
  const { language } = useLanguage();
  const query = useMyTuition();
  const current = query.data?.current ?? null;
  const earlier = (query.data?.history ?? []).filter((due) => due.id !== current?.id);
  // The current due first, then the earlier ones, newest first: each one still to pay.
  const unpaid = [...(current ? [current] : []), ...earlier].filter((due) => !due.paid);

  const state = (due: TMyTuitionDue) =>
    due.paid && due.paidAt ? format(copy.paidOn, { date: due.paidAt }) : copy.unpaid;

  const proration = (due: TMyTuitionDue) =>
    due.proration ? format(copy.prorated, { part: prorationText(due.proration, language) }) : null;

  const badge = (due: TMyTuitionDue) => (
    <span
      className={`${memberStyles.badge} ${due.paid ? memberStyles.badgeSuccess : memberStyles.badgeDanger}`}
    >
      {pickText(TUITION_STATUS_LABELS[due.paid ? 'paid' : 'unpaid'], language)}
    </span>
  );

  return (
    <MemberCard
      headingId="member-tuition-heading"
      heading={copy.heading}
      aside={current ? badge(current) : undefined}
    >
      <MemberQueryContent query={query} empty={null}>
        {current ? (
          <>
            <h3 className={styles.subheading}>
              {format(copy.current, { month: monthText(current.month, language) })}
            </h3>
            <dl className={memberStyles.facts}>
              <MemberFact label={copy.amount}>
                {amountText(current.amount, language)}
                {current.siblingDiscount > 0 && (
                  <span className={styles.detail}>{discountText(current, language)}</span>
                )}
                {current.proration && <span className={styles.detail}>{proration(current)}</span>}
              </MemberFact>
              <MemberFact label={copy.dueDate}>{current.dueDate}</MemberFact>
              <MemberFact label={copy.state}>
                {state(current)}
                <ReceiptLink due={current} />
              </MemberFact>
            </dl>
          </>
        ) : (
          <p className={memberStyles.muted}>{copy.none}</p>
        )}
        {unpaid.length > 0 && query.data?.onlinePayment && <PayOnline unpaid={unpaid} />}
        {unpaid.length > 0 && (
          <BankTransferInfo details={query.data?.bankTransfer ?? null} unpaid={unpaid} />
        )}
        <h3 id="member-tuition-history" className={styles.subheading}>
          {copy.history}
        </h3>
        {earlier.length === 0 ? (
          <p className={memberStyles.muted}>{copy.historyEmpty}</p>
        ) : (
          <ul className={styles.history} aria-labelledby="member-tuition-history">
            {earlier.map((due) => (
              <li key={due.id} className={styles.historyItem}>
                <span>
                  {monthText(due.month, language)} · {amountText(due.amount, language)}
                  {due.siblingDiscount > 0 && (
                    <span className={styles.detail}>{discountText(due, language)}</span>
                  )}
                  {due.proration && <span className={styles.detail}>{proration(due)}</span>}
                </span>
                <span>
                  {state(due)}
                  <ReceiptLink due={due} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </MemberQueryContent>
    </MemberCard>
  );
}
