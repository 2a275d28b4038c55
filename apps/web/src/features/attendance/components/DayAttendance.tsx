import { addDaysToIsoDate, type TAttendanceOccurrence } from '@academy/contracts';
import { useState, type ReactNode } from 'react';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import staffStyles from '@/components/staff-area/Staff.module.css';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useAttendance } from '../api/get-attendance';
import { dayLabel } from './attendance-text';
import styles from './Attendance.module.css';
import { LessonMarkList } from './LessonMarkList';
import { useMarking } from './use-marking';

/**
 * The lesson schedule sidebar's day: that day's lessons with the same one-press marking as
 * /admin/attendance; today first, then the day before or after. `lessonExtra` adds what the page
 * composes under each lesson (its lesson note and the practice since the last one).
 */
export function DayAttendance({
  lessonExtra,
}: {
  lessonExtra?: (occurrence: TAttendanceOccurrence) => ReactNode;
}) {
  const t = useT().attendance.staff;
  const { language } = useLanguage();
  const today = todayIsoDate();
  const [day, setDay] = useState(today);
  const query = useAttendance(day, day);
  const marking = useMarking();
  const occurrences = query.isPlaceholderData ? [] : (query.data ?? []);
  const headingId = 'day-attendance-heading';

  return (
    <section className={staffStyles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={staffStyles.cardTitle}>
        {format(t.dayHeading, { date: dayLabel(day, language) })}
      </h2>
      <div className={styles.toolbar}>
        <StaffButton onClick={() => setDay(addDaysToIsoDate(day, -1))}>{t.previousDay}</StaffButton>
        <input
          type="date"
          aria-label={t.day}
          value={day}
          onChange={(event) => event.target.value && setDay(event.target.value)}
        />
        <StaffButton onClick={() => setDay(addDaysToIsoDate(day, 1))}>{t.nextDay}</StaffButton>
      </div>
      {query.isError ? (
        <p role="alert">{t.loadFailed}</p>
      ) : occurrences.length === 0 ? (
        <p className={staffStyles.empty}>{query.isPending ? t.loading : t.dayEmpty}</p>
      ) : (
        <LessonMarkList
          occurrences={occurrences}
          today={today}
          marking={marking}
          lessonExtra={lessonExtra}
        />
      )}
    </section>
  );
}
