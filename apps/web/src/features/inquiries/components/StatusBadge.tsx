import { INQUIRY_STATUS_LABELS, pickText } from '@academy/contracts';
import type { TInquiryStatus } from '@academy/contracts';
import { useLanguage } from '@/i18n/use-language';
import styles from './Inquiries.module.css';

export function StatusBadge({ status }: { status: TInquiryStatus }) {
  const { language } = useLanguage();
  return (
    <span className={`${styles.badge} ${styles[status]}`}>
      {pickText(INQUIRY_STATUS_LABELS[status], language)}
    </span>
  );
}
