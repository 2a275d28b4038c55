import type { TBankTransferDetails, TMyTuitionDue } from '@academy/contracts';
import { useId, useRef, useState } from 'react';
import memberStyles from '@/components/member-area/Member.module.css';
import { format } from '@/i18n/format';
import { useBankTransferCopy } from '@/i18n/sections/bank-transfer';
import { useLanguage } from '@/i18n/use-language';
import { copyToClipboard } from '@/lib/clipboard';
import { monthText } from './tuition-text';
import styles from './Tuition.module.css';

/** One value to type into the banking app, with a button that copies it. */
export function CopyFact({
  label,
  value,
  onCopied,
}: {
  label: string;
  value: string;
  onCopied: (text: string) => void;
}) {
  const copy = useBankTransferCopy().member;
  const text = useRef<HTMLElement>(null);

  async function copyValue() {
    if (await copyToClipboard(value)) {
      onCopied(format(copy.copied, { value }));
      return;
    }
    // No clipboard (an insecure page, a refused permission): select it for a manual copy.
    const selection = window.getSelection();
    if (text.current && selection) selection.selectAllChildren(text.current);
    onCopied(copy.copyFailed);
  }

  return (
    <div className={memberStyles.fact}>
      <dt>{label}</dt>
      <dd className={styles.copyFact}>
        <code ref={text} className={styles.copyValue}>
          {value}
        </code>
        <button
          type="button"
          className={memberStyles.smallButton}
          aria-label={format(copy.copyLabel, { part: label })}
          onClick={() => void copyValue()}
        >
          {copy.copy}
        </button>
      </dd>
    </div>
  );
}

/**
 * How to pay the member's unpaid dues by bank transfer (docs/product/tuition.md, "Paying by bank
 * transfer"): the academy's account and, for each unpaid due, the depositor name to write, each
 * with a copy button; without an account, the member is told to ask the academy.
 */
export function BankTransferInfo({
  details,
  unpaid,
}: {
  details: TBankTransferDetails | null;
  unpaid: readonly TMyTuitionDue[];
}) {
  const copy = useBankTransferCopy();
  const { language } = useLanguage();
  const headingId = useId();
  const [status, setStatus] = useState('');
  return (
    <section className={styles.transfer} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {copy.member.heading}
      </h3>
      {details === null ? (
        <p className={memberStyles.muted}>{copy.member.notSet}</p>
      ) : (
        <>
          <dl className={memberStyles.facts}>
            <div className={memberStyles.fact}>
              <dt>{copy.bankName}</dt>
              <dd>{details.bankName}</dd>
            </div>
            <CopyFact
              label={copy.accountNumber}
              value={details.accountNumber}
              onCopied={setStatus}
            />
            <div className={memberStyles.fact}>
              <dt>{copy.accountHolder}</dt>
              <dd>{details.accountHolder}</dd>
            </div>
            {unpaid.map((due) =>
              due.depositorName === null ? null : (
                <CopyFact
                  key={due.id}
                  label={format(copy.member.depositorFor, {
                    month: monthText(due.month, language),
                  })}
                  value={due.depositorName}
                  onCopied={setStatus}
                />
              ),
            )}
          </dl>
          <p className={styles.detail}>{copy.member.depositorLead}</p>
          {details.note && <p className={styles.detail}>{details.note}</p>}
          <p role="status" className={styles.detail}>
            {status}
          </p>
        </>
      )}
    </section>
  );
}
