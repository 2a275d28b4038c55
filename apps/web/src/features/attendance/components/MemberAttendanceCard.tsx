import { ATTENDANCE_STATUSES, ATTENDANCE_STATUS_LABELS, pickText } from '@academy/contracts';
import { MemberCard } from '@/components/member-area/MemberCard';
import { MemberQueryContent } from '@/components/member-area/MemberQueryContent';
import memberStyles from '@/components/member-area/Member.module.css';
import {
  dayOfMonth,
  daysInMonth,
  monthOf,
  todayIsoDate,
} from '@/components/calendar/calendar-dates';
import { useLanguage, useT } from '@/i18n/use-language';
import { useAttendance } from '../api/get-attendance';
import { dayLabel } from './attendance-text';
import styles from './Attendance.module.css';

/**
 * "My attendance this month" on the member dashboard (docs/product/attendance.md): how many of
 * this Seoul month's lessons are in each state, then the lessons with theirs.
 */
export function MemberAttendanceCard() {
  const copy = useT().attendance.member;
  const { language } = useLanguage();
  const month = monthOf(todayIsoDate());
  const query = useAttendance(dayOfMonth(month, 1), dayOfMonth(month, daysInMonth(month)));
  const occurrences = query.data ?? [];
  const counts = ATTENDANCE_STATUSES.map((status) => ({
    status,
    count: occurrences.filter((occurrence) => occurrence.status === status).length,
  })).filter(({ count }) => count > 0);

  return (
    <MemberCard headingId="member-attendance-heading" heading={copy.monthHeading}>
      <MemberQueryContent query={query} empty={occurrences.length === 0 ? copy.monthEmpty : null}>
        <ul className={styles.counts} aria-label={copy.counts}>
          {counts.map(({ status, count }) => (
            <li key={status} className={styles.count}>
              {pickText(ATTENDANCE_STATUS_LABELS[status], language)} {count}
            </li>
          ))}
        </ul>
        <ul className={styles.list}>
          {occurrences.map((occurrence) => (
            <li key={occurrence.date} className={styles.item}>
              <span>
                {dayLabel(occurrence.date, language)} {occurrence.startTime}
              </span>
              <span className={memberStyles.badge}>
                {pickText(ATTENDANCE_STATUS_LABELS[occurrence.status], language)}
              </span>
            </li>
          ))}
        </ul>
      </MemberQueryContent>
    </MemberCard>
  );
}
