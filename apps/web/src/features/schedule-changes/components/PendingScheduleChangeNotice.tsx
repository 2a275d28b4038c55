import type { TPendingScheduleChangeCheck } from '@academy/contracts';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import styles from '@/components/member-area/Member.module.css';

/** Tells the member, before they fill in the form, that a change request still awaits staff. */
export function PendingScheduleChangeNotice({ check }: { check: TPendingScheduleChangeCheck }) {
  const copy = useT().member.schedule;
  const { language } = useLanguage();
  const { request } = check;
  if (!check.hasPending || request === null) return null;
  return (
    <div className={styles.pendingNotice} role="status">
      <p className={styles.pendingNoticeTitle}>
        {format(copy.pendingNotice, {
          date: formatShortDate(request.requestedDate, language),
          start: request.requestedStartTime,
          end: request.requestedEndTime,
        })}
      </p>
      <p className={styles.muted}>
        {copy.originalLabel}: {formatShortDate(request.originalDate, language)}
      </p>
      {check.pendingCount > 1 && (
        <p className={styles.muted}>{format(copy.pendingCount, { count: check.pendingCount })}</p>
      )}
      <p className={styles.muted}>{copy.pendingStillOpen}</p>
    </div>
  );
}
