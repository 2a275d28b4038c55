import { useStaffPracticeCopy } from '@/i18n/sections/staff-practice';
import { practiceCalendarWindow } from '@academy/contracts';
import { useMemo } from 'react';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { MonthCalendar } from '@/components/calendar/MonthCalendar';
import { PageShell } from '@/components/page-shell/PageShell';
import { format } from '@/i18n/format';
import { useLanguage } from '@/i18n/use-language';
import { usePracticeCalendar } from '../api/get-practice-calendar';
import { PracticeSidebar } from '../components/practice-calendar/PracticeSidebar';
import { renderPracticeEvent } from '../components/practice-calendar/PracticeEventText';
import { monthRange, toPracticeEvents } from '../components/practice-calendar/practice-view';
import type { TPracticeEvent } from '../components/practice-calendar/practice-view';
import styles from '../components/practice-calendar/Practice.module.css';
import staffStyles from '@/components/staff-area/Staff.module.css';
import { useLoadFailureLog } from '@/components/staff-area/use-load-failure-log';
import { useStaffPracticeSelection } from './use-staff-practice-selection';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

/** /admin/practice-booking (docs/product/screens-and-routes.md): every room's sessions by month, with a detail sidebar. */
export function StaffPracticeBookingPage() {
  const staffPages = useStaffPagesCopy();
  const copy = useStaffPracticeCopy();
  const { language } = useLanguage();
  const today = todayIsoDate();
  // The months the API answers for: a year back to next month.
  const calendarWindow = useMemo(() => practiceCalendarWindow(), []);
  const { month, selection, headingRef, openSession, showDay, changeMonth } =
    useStaffPracticeSelection(today);
  const range = useMemo(() => monthRange(month), [month]);
  const calendar = usePracticeCalendar(range, 'staff');
  useLoadFailureLog(calendar.error, 'Practice room sessions could not be loaded (GET /practice).');

  const sessions = useMemo(() => calendar.data?.sessions ?? [], [calendar.data]);
  const closedDates = useMemo(
    () => calendar.data?.closures.map((closure) => closure.date) ?? [],
    [calendar.data],
  );
  const events = useMemo(
    () => toPracticeEvents(sessions, copy, language),
    [sessions, copy, language],
  );
  // The previous month stays on the calendar while the next loads, but is not this month's.
  const loading = calendar.isPending || calendar.isPlaceholderData;

  return (
    <PageShell
      title={staffPages.staffPracticeBooking.title}
      description={staffPages.staffPracticeBooking.description}
    >
      <div className={styles.layout}>
        <section className={styles.main} aria-label={copy.calendarLabel} aria-busy={loading}>
          {calendar.isError ? (
            <p className={styles.loadError} role="alert">
              {copy.loadFailed}
            </p>
          ) : (
            <p className={staffStyles.total} aria-live="polite">
              {loading ? copy.loading : format(copy.monthTotal, { count: sessions.length })}
            </p>
          )}
          <MonthCalendar<TPracticeEvent>
            label={copy.calendarLabel}
            month={month}
            onMonthChange={changeMonth}
            today={today}
            firstDate={calendarWindow.firstDate}
            lastDate={calendarWindow.lastDate}
            selectedDates={selection ? [selection.date] : []}
            markedDates={closedDates}
            markedLabel={copy.closedDay}
            onSelectDate={(date) => showDay(date)}
            events={calendar.isError ? [] : events}
            onEventClick={openSession}
            renderEvent={renderPracticeEvent}
          />
        </section>
        <PracticeSidebar
          selection={selection}
          sessions={sessions}
          loading={loading}
          failed={calendar.isError}
          onShowDay={(date) => showDay(date, true)}
          headingRef={headingRef}
        />
      </div>
    </PageShell>
  );
}
