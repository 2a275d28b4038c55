import {
  INQUIRY_CATEGORY_LABELS,
  INQUIRY_STATUS_LABELS,
  cutText,
  pickText,
  TEXT_CUTS,
} from '@academy/contracts';
import type { TInquiryPublicCard } from '@academy/contracts';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { formatCardDate } from '../inquiry-dates';
import styles from './Inquiries.module.css';
import { StatusBadge } from './StatusBadge';

// docs/product/constants.md gives cards a 25-character cut for free text; the subject follows it.
const SUBJECT_CUT = TEXT_CUTS.SCHEDULE_CHANGE_REASON_CARD;

type TInquiryCardProps = { card: TInquiryPublicCard; onOpen: (card: TInquiryPublicCard) => void };

/** One inquiry in the public list: only what its author chose to show, never the message. */
export function InquiryCard({ card, onOpen }: TInquiryCardProps) {
  const t = useT();
  const copy = t.inquiries.check;
  const { language } = useLanguage();
  const category = pickText(INQUIRY_CATEGORY_LABELS[card.categoryCode], language);
  const date = formatCardDate(card.createdAt);
  return (
    <button
      type="button"
      className={styles.card}
      aria-haspopup="dialog"
      onClick={() => onOpen(card)}
    >
      {/* The name carries the whole subject; the visible parts are cut and reordered for the eye. */}
      <span className="visually-hidden">
        {format(copy.cardLabel, {
          subject: card.subject,
          nickname: card.nickname,
          category,
          status: pickText(INQUIRY_STATUS_LABELS[card.status], language),
          date,
        })}
      </span>
      <span className={styles.cardTop} aria-hidden="true">
        <span className={styles.category}>{category}</span>
        <StatusBadge status={card.status} />
      </span>
      <span className={styles.subject} aria-hidden="true">
        <span className={styles.lock}>{copy.privateBadge}</span>
        {cutText(card.subject, SUBJECT_CUT)}
      </span>
      <span className={styles.meta} aria-hidden="true">
        <span>{card.nickname}</span>
        <span>·</span>
        <time dateTime={card.createdAt}>{date}</time>
      </span>
    </button>
  );
}
