import { MODIFICATION_STATUS_LABELS, pickText } from '@academy/contracts';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TMyModification } from '../api/get-my-modifications';
import { formatDateTime } from '@/components/member-area/member-dates';
import styles from '@/components/member-area/Member.module.css';

const STATUS_CLASS = {
  pending: styles.badge,
  approved: `${styles.badge} ${styles.badgeSuccess}`,
  rejected: `${styles.badge} ${styles.badgeDanger}`,
  cancelled: `${styles.badge} ${styles.badgeMuted}`,
} as const;

/** The member's own change requests with their status and the academy's answer. */
export function MyScheduleChanges({ requests }: { requests: readonly TMyModification[] }) {
  const copy = useT().member.schedule;
  const { language } = useLanguage();
  return (
    <section className={styles.card} aria-labelledby="member-changes-heading">
      <h2 id="member-changes-heading" className={styles.heading}>
        {copy.listHeading}
      </h2>
      {requests.length === 0 ? (
        <p className={styles.muted}>{copy.listEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {requests.map((request) => (
            <li key={request.id} className={styles.item}>
              <div className={styles.itemTop}>
                <span>
                  {request.requestedDate ? formatShortDate(request.requestedDate, language) : '—'}{' '}
                  {request.requestedStartTime ?? ''}
                  {request.requestedEndTime ? `–${request.requestedEndTime}` : ''}
                </span>
                <span className={STATUS_CLASS[request.status]}>
                  {pickText(MODIFICATION_STATUS_LABELS[request.status], language)}
                </span>
              </div>
              {request.changeStartDate && (
                <p className={styles.muted}>
                  {copy.originalLabel}:{' '}
                  {formatShortDate(request.changeStartDate.slice(0, 10), language)}
                </p>
              )}
              <p className={styles.muted}>
                {copy.reasonShort}: {request.reason}
              </p>
              {request.teacherResponse && (
                <p className={styles.response}>
                  {copy.responseLabel}: {request.teacherResponse}
                </p>
              )}
              <p className={styles.muted}>
                {copy.requestedAt}: {formatDateTime(request.createdAt, language)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
