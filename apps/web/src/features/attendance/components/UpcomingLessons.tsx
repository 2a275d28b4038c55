import {
  addDaysToIsoDate,
  ATTENDANCE_LIMITS,
  ATTENDANCE_STATUS_LABELS,
  pickText,
  seoulDayStart,
  timeToMinutes,
} from '@academy/contracts';
import type { TAttendanceOccurrence } from '@academy/contracts';
import { useState } from 'react';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { MemberCard } from '@/components/member-area/MemberCard';
import { MemberQueryContent } from '@/components/member-area/MemberQueryContent';
import memberStyles from '@/components/member-area/Member.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useAttendance } from '../api/get-attendance';
import { dayLabel } from './attendance-text';
import styles from './Attendance.module.css';
import { NoticeDialog } from './NoticeDialog';

const MINUTE_MS = 60_000;

/** Notice earns a credit only this long before the lesson starts; the API checks it again. */
function noticeStillPossible(occurrence: TAttendanceOccurrence, now: Date): boolean {
  const start =
    seoulDayStart(occurrence.date).getTime() + timeToMinutes(occurrence.startTime) * MINUTE_MS;
  return start - now.getTime() >= ATTENDANCE_LIMITS.NOTICE_HOURS_AHEAD * 60 * MINUTE_MS;
}

/**
 * The member's upcoming lessons with their state, and "I cannot come" on each unmarked one that
 * starts at least 24 hours later (docs/product/attendance.md).
 */
export function UpcomingLessons() {
  const copy = useT().attendance.member;
  const { language } = useLanguage();
  const today = todayIsoDate();
  const query = useAttendance(today, addDaysToIsoDate(today, ATTENDANCE_LIMITS.NOTICE_DAYS_AHEAD));
  const [chosen, setChosen] = useState<TAttendanceOccurrence | null>(null);
  const now = new Date();
  const occurrences = query.data ?? [];

  return (
    <MemberCard headingId="member-upcoming-heading" heading={copy.upcomingHeading}>
      <MemberQueryContent
        query={query}
        empty={occurrences.length === 0 ? copy.upcomingEmpty : null}
      >
        <ul className={styles.list}>
          {occurrences.map((occurrence) => {
            const open =
              occurrence.status === 'unmarked' &&
              !occurrence.closedDay &&
              noticeStillPossible(occurrence, now);
            return (
              <li key={occurrence.date} className={styles.item}>
                <span>
                  {dayLabel(occurrence.date, language)} {occurrence.startTime}–{occurrence.endTime}
                  <span className={styles.lessonMeta}>
                    {' '}
                    · {format(copy.teacher, { name: occurrence.teacherName })}
                  </span>
                </span>
                {open ? (
                  <button
                    type="button"
                    className={memberStyles.smallButton}
                    aria-label={format(copy.cannotComeLabel, {
                      date: occurrence.date,
                      time: occurrence.startTime,
                    })}
                    onClick={() => setChosen(occurrence)}
                  >
                    {copy.cannotCome}
                  </button>
                ) : (
                  <span className={memberStyles.badge}>
                    {pickText(ATTENDANCE_STATUS_LABELS[occurrence.status], language)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <p className={styles.note}>{copy.tooLate}</p>
      </MemberQueryContent>
      {chosen && <NoticeDialog occurrence={chosen} onClose={() => setChosen(null)} />}
    </MemberCard>
  );
}
