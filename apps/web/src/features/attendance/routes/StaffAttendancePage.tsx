import { addDaysToIsoDate } from '@academy/contracts';
import { useState } from 'react';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { ListSectionPage } from '@/components/staff-area/ListSectionPage';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { useAttendance } from '../api/get-attendance';
import { addWeeks, mondayOf, weekDays } from '../components/attendance-dates';
import styles from '../components/Attendance.module.css';
import { AttendanceWeek } from '../components/AttendanceWeek';
import { useMarking } from '../components/use-marking';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

/**
 * /admin/attendance (docs/product/attendance.md): a week of lessons, Monday to Sunday, each with
 * its attendance state set by one press; previous, next and this week.
 */
export function StaffAttendancePage() {
  const t = useT();
  const staffPages = useStaffPagesCopy();
  const copy = t.attendance.staff;
  const today = todayIsoDate();
  const [monday, setMonday] = useState(() => mondayOf(today));
  const days = weekDays(monday);
  const sunday = addDaysToIsoDate(monday, 6);
  const query = useAttendance(monday, sunday);
  const marking = useMarking();
  const occurrences = query.isPlaceholderData ? [] : (query.data ?? []);

  return (
    <ListSectionPage
      page={staffPages.staffAttendance}
      headingId="staff-attendance-heading"
      copy={{
        heading: format(copy.weekHeading, { from: monday, to: sunday }),
        empty: copy.empty,
      }}
      action={
        <div className={styles.toolbar}>
          <StaffButton onClick={() => setMonday(addWeeks(monday, -1))}>
            {copy.previousWeek}
          </StaffButton>
          <StaffButton
            onClick={() => setMonday(mondayOf(today))}
            aria-pressed={monday === mondayOf(today)}
          >
            {copy.thisWeek}
          </StaffButton>
          <StaffButton onClick={() => setMonday(addWeeks(monday, 1))}>{copy.nextWeek}</StaffButton>
        </div>
      }
      query={query}
      failureLog="The attendance of the week could not be loaded."
      empty={!query.isPlaceholderData && occurrences.length === 0}
      list={
        <AttendanceWeek days={days} occurrences={occurrences} today={today} marking={marking} />
      }
    />
  );
}
