import { CERTIFICATE_FIRST_YEAR, toAcademyIsoDate } from '@academy/contracts';
import { useState } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { MemberButton } from '@/components/member-area/MemberButton';
import { MemberCard } from '@/components/member-area/MemberCard';
import { useReceiptsCopy } from '@/i18n/sections/receipts';
import { downloadCertificatePdf } from '../api/receipts';
import { useDownloadAction } from '../hooks/use-download-action';
import styles from './Tuition.module.css';

/** The years a certificate may cover, newest first: 2020 to the current Seoul year. */
function certificateYears(): number[] {
  const thisYear = Number(toAcademyIsoDate(new Date()).slice(0, 4));
  return Array.from({ length: thisYear - CERTIFICATE_FIRST_YEAR + 1 }, (_, i) => thisYear - i);
}

/** The year's tuition payment certificate (교육비 납입증명서) as a PDF, for year-end tax settlement. */
export function CertificateDownload() {
  const copy = useReceiptsCopy().member;
  const years = certificateYears();
  const [year, setYear] = useState(years[0] ?? CERTIFICATE_FIRST_YEAR);
  const { busy, failure, run } = useDownloadAction(copy.downloadFailed);
  return (
    <MemberCard headingId="certificate-heading" heading={copy.certificateHeading}>
      <p className={styles.detail}>{copy.certificateLead}</p>
      <div className={styles.receiptActions}>
        <SelectField
          label={copy.certificateYear}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <MemberButton onClick={() => void run(() => downloadCertificatePdf(year))} disabled={busy}>
          {busy ? copy.downloading : copy.certificateDownload}
        </MemberButton>
      </div>
      {failure && <p role="alert">{failure}</p>}
    </MemberCard>
  );
}
