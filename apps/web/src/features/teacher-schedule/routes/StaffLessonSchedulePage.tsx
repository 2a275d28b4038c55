import { expandTeacherSchedule } from '@academy/contracts';
import type { TOccurrence, TPersonalSchedule } from '@academy/contracts';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { monthOf, todayIsoDate } from '@/components/calendar/calendar-dates';
import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { usePersonalSchedules } from '../api/get-personal-schedules';
import { useTeacherCalendar } from '../api/get-teacher-calendar';
import styles from '../components/LessonSchedule.module.css';
import { LessonModal } from '../components/LessonModal';
import { PersonalScheduleList } from '../components/PersonalScheduleList';
import { PersonalScheduleModal } from '../components/PersonalScheduleModal';
import { ScheduleCalendar } from '../components/ScheduleCalendar';
import { ScheduleForm } from '../components/ScheduleForm';
import { monthRange, sidebarEntries, toCalendarEvents } from '../components/schedule-view';
import type { TScheduleEvent } from '../components/schedule-view';
import { useScheduleLoadAlert } from '../components/use-schedule-load-alert';
import { useScheduleConflicts } from './use-schedule-conflicts';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

type TOpened =
  | { type: 'lesson'; occurrence: TOccurrence }
  | { type: 'schedule'; schedule: TPersonalSchedule; date: string | null };

/**
 * /admin/lesson-schedule (docs/product/screens-and-routes.md): the teacher's month (regular and moved lessons, personal
 * events, one-day classes), the personal schedules beside it, registration, and a detail/edit
 * modal, and the academy's closed days (marked on the calendar, listed and declared beside it).
 * The teacher is fixed to id 1 (docs/product/roles.md).
 */
type TStaffLessonSchedulePageProps = {
  /** A day's lessons with their attendance, composed in by the app (features never import each other). */
  dayAttendance?: ReactNode;
  /** The academy's closed days, listed and declared, composed in by the app. */
  closures?: ReactNode;
};

export function StaffLessonSchedulePage({
  dayAttendance,
  closures,
}: TStaffLessonSchedulePageProps) {
  const t = useT();
  const staffPages = useStaffPagesCopy();
  const copy = t.staffCalendar;
  const today = todayIsoDate();
  const [month, setMonth] = useState(() => monthOf(today));
  const [opened, setOpened] = useState<TOpened | null>(null);
  const range = useMemo(() => monthRange(month), [month]);
  const calendar = useTeacherCalendar(range);
  const list = usePersonalSchedules();

  useScheduleLoadAlert(calendar.error ?? list.error);

  // While another month loads, the previous one's data must not be spread over this month.
  const monthData = calendar.isPlaceholderData ? undefined : calendar.data;
  const occurrences = useMemo(
    // The lessons given: none of a kept slot in a month its member paused.
    () => (monthData ? expandTeacherSchedule(monthData, range, { leaveOutPaused: true }) : []),
    [monthData, range],
  );
  const events = useMemo(() => toCalendarEvents(occurrences, copy), [occurrences, copy]);
  const closedDates = useMemo(
    () => monthData?.closures.map((closure) => closure.date) ?? [],
    [monthData],
  );
  const entries = useMemo(() => sidebarEntries(list.data ?? [], today), [list.data, today]);

  const openEvent = ({ occurrence }: TScheduleEvent) => {
    if (occurrence.sourceId === null) {
      setOpened({ type: 'lesson', occurrence });
      return;
    }
    const schedule =
      monthData?.personalSchedules.find((item) => item.scheduleId === occurrence.sourceId) ??
      list.data?.find((item) => item.scheduleId === occurrence.sourceId);
    if (schedule) setOpened({ type: 'schedule', schedule, date: occurrence.date });
  };

  const findConflicts = useScheduleConflicts(monthData ? { range, occurrences } : null);

  return (
    <PageShell
      title={staffPages.staffLessonSchedule.title}
      description={staffPages.staffLessonSchedule.description}
    >
      <div className={styles.layout}>
        <ScheduleCalendar
          month={month}
          onMonthChange={setMonth}
          events={events}
          closedDates={closedDates}
          loading={calendar.isFetching && !monthData}
          onOpen={openEvent}
        />
        <div className={styles.sidebar}>
          {dayAttendance}
          <PersonalScheduleList
            entries={entries}
            pending={list.isPending}
            onOpen={(schedule) => setOpened({ type: 'schedule', schedule, date: null })}
          />
          <ScheduleForm today={today} findConflicts={findConflicts} />
          {closures}
        </div>
      </div>
      {opened?.type === 'lesson' && (
        <LessonModal occurrence={opened.occurrence} onClose={() => setOpened(null)} />
      )}
      {opened?.type === 'schedule' && (
        <PersonalScheduleModal
          key={`${opened.schedule.scheduleId}-${opened.date ?? ''}`}
          schedule={opened.schedule}
          date={opened.date}
          today={today}
          onClose={() => setOpened(null)}
        />
      )}
    </PageShell>
  );
}
