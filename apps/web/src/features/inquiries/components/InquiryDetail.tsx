import { INQUIRY_CATEGORY_LABELS, HOURS, pickText } from '@academy/contracts';
import type { TInquiryDetail } from '@academy/contracts';
import { useEffect, useRef } from 'react';
import formStyles from '@/components/form/Form.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { formatDateTime } from '../inquiry-dates';
import styles from './Inquiries.module.css';
import { StatusBadge } from './StatusBadge';

type TInquiryDetailProps = { detail: TInquiryDetail; onClose: () => void };

/** The opened inquiry. Stored text is rendered as text, with its line breaks kept. */
export function InquiryDetail({ detail, onClose }: TInquiryDetailProps) {
  const t = useT();
  const copy = t.inquiries.check;
  const { language } = useLanguage();
  const topRef = useRef<HTMLDListElement>(null);

  // The password field that had focus is gone; start reading from the top of the inquiry.
  useEffect(() => {
    topRef.current?.focus();
  }, []);

  return (
    <>
      <dl ref={topRef} tabIndex={-1} className={styles.facts}>
        <div>
          <dt>{copy.status}</dt>
          <dd>
            <StatusBadge status={detail.status} />
          </dd>
        </div>
        <div>
          <dt>{copy.category}</dt>
          <dd>{pickText(INQUIRY_CATEGORY_LABELS[detail.categoryCode], language)}</dd>
        </div>
        <div>
          <dt>{copy.author}</dt>
          <dd>{detail.nickname}</dd>
        </div>
        <div>
          <dt>{copy.createdAt}</dt>
          <dd>{formatDateTime(detail.createdAt)}</dd>
        </div>
      </dl>
      <section className={styles.block} aria-labelledby="inquiry-message-title">
        <h3 id="inquiry-message-title" className={styles.blockTitle}>
          {copy.messageHeading}
        </h3>
        <p className={styles.storedText}>{detail.message}</p>
      </section>
      {detail.reply ? (
        <section
          className={`${styles.block} ${styles.reply}`}
          aria-labelledby="inquiry-reply-title"
        >
          <h3 id="inquiry-reply-title" className={styles.blockTitle}>
            {copy.replyHeading}
          </h3>
          {detail.repliedAt && (
            <p className={styles.replyDate}>
              {format(copy.repliedAt, { date: formatDateTime(detail.repliedAt) })}
            </p>
          )}
          <p className={styles.storedText}>{detail.reply}</p>
        </section>
      ) : (
        <p className={styles.awaiting}>
          {format(copy.awaitingReply, {
            min: HOURS.REPLY_PROMISE_WEEKDAYS.MIN,
            max: HOURS.REPLY_PROMISE_WEEKDAYS.MAX,
          })}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={formStyles.secondary} onClick={onClose}>
          {copy.backToList}
        </button>
      </div>
    </>
  );
}
