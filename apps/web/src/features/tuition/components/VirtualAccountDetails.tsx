import { bankNameOf, CASH_RECEIPT_TYPE_LABELS, pickText } from '@academy/contracts';
import type { TVirtualAccount } from '@academy/contracts';
import { useState } from 'react';
import memberStyles from '@/components/member-area/Member.module.css';
import { format } from '@/i18n/format';
import { useOnlinePaymentCopy } from '@/i18n/sections/online-payment';
import { useLanguage } from '@/i18n/use-language';
import { CopyFact } from './BankTransferInfo';
import { amountText, deadlineText } from './tuition-text';
import styles from './Tuition.module.css';
import { toLanguageTag } from '@/i18n/language';

/**
 * Where and until when to deposit a due into its virtual account (docs/product/payments.md): the
 * bank, the number with a copy button, the holder, the amount and the deadline in Seoul time.
 */
export function VirtualAccountDetails({ account }: { account: TVirtualAccount }) {
  const copy = useOnlinePaymentCopy().virtualAccount;
  const { language } = useLanguage();
  const [status, setStatus] = useState('');
  const lang = toLanguageTag(language);
  const receipt = account.cashReceipt;
  return (
    <>
      <dl className={memberStyles.facts}>
        <div className={memberStyles.fact}>
          <dt>{copy.bankName}</dt>
          <dd>{bankNameOf(account.bankCode, lang)}</dd>
        </div>
        <CopyFact label={copy.accountNumber} value={account.accountNumber} onCopied={setStatus} />
        <div className={memberStyles.fact}>
          <dt>{copy.holder}</dt>
          <dd>{account.holderName}</dd>
        </div>
        <div className={memberStyles.fact}>
          <dt>{copy.amount}</dt>
          <dd>{amountText(account.amount, language)}</dd>
        </div>
        <div className={memberStyles.fact}>
          <dt>{copy.deadline}</dt>
          <dd>
            {format(copy.deadlineValue, { when: deadlineText(account.depositDeadline, language) })}
          </dd>
        </div>
        {receipt && (
          <div className={memberStyles.fact}>
            <dt>{copy.cashReceipt}</dt>
            <dd>
              {format(copy.cashReceiptValue, {
                type: pickText(CASH_RECEIPT_TYPE_LABELS[receipt.type], language),
                number: receipt.maskedNumber,
              })}
            </dd>
          </div>
        )}
      </dl>
      <p role="status" className={styles.detail}>
        {status}
      </p>
    </>
  );
}
