import { Link } from 'react-router-dom';
import { FormConfirmation, maskedPhone } from '@/components/form/FormConfirmation';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import type { TSentInquiry } from './InquiryForm';
import styles from './Inquiries.module.css';

/**
 * The address that opens a sent inquiry on the check page: its author's nickname as the board's
 * search and its id; the page then asks for the password. The password is never in the address.
 */
export function openInquiryPath(sent: Pick<TSentInquiry, 'nickname' | 'contactId'>): string {
  const params = new URLSearchParams({ nickname: sent.nickname, open: String(sent.contactId) });
  return `${paths.inquiryCheck}?${params.toString()}`;
}

/** The confirmation of a sent inquiry, with the link that opens it (docs/decisions/0061). */
export function InquiryConfirmation({ sent }: { sent: TSentInquiry }) {
  const copy = useT().applications.confirmation;
  return (
    <FormConfirmation
      heading={copy.inquiryHeading}
      reference={sent.reference}
      facts={[
        { label: copy.nicknameLabel, value: sent.nickname },
        { label: copy.subjectLabel, value: sent.subject },
        { label: copy.categoryLabel, value: sent.category },
        ...(sent.phoneNumber
          ? [{ label: copy.phoneLabel, value: maskedPhone(sent.phoneNumber) }]
          : []),
      ]}
      next={[copy.inquiryNext]}
      action={
        <Link to={openInquiryPath(sent)} className={styles.writeLink}>
          {copy.openInquiry}
        </Link>
      }
    />
  );
}
