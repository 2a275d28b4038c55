import { Link, useParams } from 'react-router-dom';
import type { TReceipt } from '@academy/contracts';
import {
  cashReceiptRequestedText,
  formatRegistrationNumber,
  pickText,
  TUITION_PAYMENT_METHOD_LABELS,
} from '@academy/contracts';
import { MemberButton } from '@/components/member-area/MemberButton';
import { MemberCard } from '@/components/member-area/MemberCard';
import { MemberFact } from '@/components/member-area/MemberFact';
import memberStyles from '@/components/member-area/Member.module.css';
import { PageShell } from '@/components/page-shell/PageShell';
import { paths } from '@/config/paths';
import { useReceiptsCopy } from '@/i18n/sections/receipts';
import { useLanguage } from '@/i18n/use-language';
import { errorCodeOf } from '@/lib/api-error';
import { downloadReceiptPdf, useMyReceipt } from '../api/receipts';
import { CertificateDownload } from '../components/CertificateDownload';
import { useDownloadAction } from '../hooks/use-download-action';
import { amountText, monthText } from '../components/tuition-text';
import styles from '../components/Tuition.module.css';

/** The receipt's facts and its PDF download. */
function ReceiptCard({ receipt }: { receipt: TReceipt }) {
  const copy = useReceiptsCopy();
  const { language } = useLanguage();
  const { busy, failure, run } = useDownloadAction(copy.member.downloadFailed);
  return (
    <MemberCard headingId="receipt-heading" heading={receipt.academy.legalName}>
      <dl className={memberStyles.facts}>
        <MemberFact label={copy.registrationNumber}>
          {formatRegistrationNumber(receipt.academy.registrationNumber)}
        </MemberFact>
        <MemberFact label={copy.member.receiptNumber}>{receipt.receiptNumber}</MemberFact>
        <MemberFact label={copy.member.student}>{receipt.memberName}</MemberFact>
        <MemberFact label={copy.member.month}>{monthText(receipt.month, language)}</MemberFact>
        <MemberFact label={copy.member.amount}>{amountText(receipt.amount, language)}</MemberFact>
        <MemberFact label={copy.member.method}>
          {pickText(TUITION_PAYMENT_METHOD_LABELS[receipt.method], language)}
        </MemberFact>
        <MemberFact label={copy.member.paidAt}>{receipt.paidAt}</MemberFact>
        {receipt.cashReceipt && (
          <MemberFact label={copy.member.cashReceipt}>
            {pickText(cashReceiptRequestedText(receipt.cashReceipt), language)}
          </MemberFact>
        )}
      </dl>
      <div className={styles.receiptActions}>
        <MemberButton
          tone="primary"
          onClick={() => void run(() => downloadReceiptPdf(receipt))}
          disabled={busy}
        >
          {busy ? copy.member.downloading : copy.member.download}
        </MemberButton>
      </div>
      {failure && <p role="alert">{failure}</p>}
    </MemberCard>
  );
}

/** Why a receipt cannot be shown: the academy has no details yet, no such paid due, or a fault. */
function ReceiptRefusal({ error }: { error: unknown }) {
  const copy = useReceiptsCopy().member;
  const code = errorCodeOf(error);
  const text =
    code === 'RECEIPTS_UNAVAILABLE'
      ? copy.unavailable
      : code === 'NOT_FOUND' || code === 'VALIDATION_FAILED'
        ? copy.notFound
        : copy.loadFailed;
  return <p role="alert">{text}</p>;
}

/**
 * /user/tuition/receipts/:id: a paid due's receipt, its PDF, and the year's tuition payment
 * certificate (docs/product/receipts.md). A guardian sees their child's as the child would.
 */
export function MemberReceiptPage() {
  const copy = useReceiptsCopy().member;
  const id = Number(useParams().id);
  const query = useMyReceipt(Number.isInteger(id) && id > 0 ? id : 0);
  return (
    <PageShell title={copy.title} description={copy.description}>
      <div className={memberStyles.stack}>
        <p>
          <Link to={paths.member.dashboard}>{copy.back}</Link>
        </p>
        {query.isPending && <p aria-busy="true">…</p>}
        {query.isError && <ReceiptRefusal error={query.error} />}
        {query.data && <ReceiptCard receipt={query.data} />}
        <CertificateDownload />
      </div>
    </PageShell>
  );
}
