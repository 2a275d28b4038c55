import type { TMyTuitionDue } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useReceiptsCopy } from '@/i18n/sections/receipts';
import { useLanguage } from '@/i18n/use-language';
import { monthText } from './tuition-text';
import styles from './Tuition.module.css';

/** The page of a paid due's receipt. */
export const receiptPath = (dueId: number) => paths.member.receipt.replace(':id', String(dueId));

/** "Receipt" beside a paid due on the member's tuition card; nothing for an unpaid one. */
export function ReceiptLink({ due }: { due: TMyTuitionDue }) {
  const copy = useReceiptsCopy().member;
  const { language } = useLanguage();
  if (!due.paid) return null;
  return (
    <Link
      to={receiptPath(due.id)}
      className={styles.receiptLink}
      aria-label={format(copy.receiptLinkLabel, { month: monthText(due.month, language) })}
    >
      {copy.receiptLink}
    </Link>
  );
}
