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
import { CalendarViewSwitch } from '@/components/calendar/CalendarViewSwitch';
import { useCalendarViewsCopy } from '@/i18n/sections/calendar-views';
import { PeriodBar, TimeSchedule } from '../components/TimeSchedule';
import { SCHEDULE_VIEWS, weekRange } from '../components/time-schedule';
import type { TScheduleView } from '../components/time-schedule';
import { useScheduleView } from './use-schedule-view';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

type TOpened =
  | { type: 'lesson'; occurrence: TOccurrence }
  | { type: 'schedule'; schedule: TPersonalSchedule; date: string | null };

/**
 * /admin/lesson-schedule (docs/product/screens-and-routes.md): the teacher's month (regular and moved lessons, personal
 * events, one-day classes), the personal schedules beside it, registration, and a detail/edit
 * modal, and the academy's closed days and public holidays marked on the calendar (declared on
 * /admin/closures).
 * The teacher is fixed to id 1 (docs/product/roles.md).
 */
type TStaffLessonSchedulePageProps = {
  /** A day's lessons with their attendance, composed in by the app (features never import each other). */
  dayAttendance?: ReactNode;
  /** What the app shows of the closed days beside the calendar (a link to their page). */
  closures?: ReactNode;
  /** The rooms of one day by hours (practice rooms and lesson rooms), composed in by the app. */
  roomsDay?: (date: string, onOpen: (occurrence: TOccurrence) => void) => ReactNode;
};

/** What opens for an occurrence: the lesson, or the personal schedule it is a day of. */
function openedOf(
  occurrence: TOccurrence,
  schedules: readonly TPersonalSchedule[],
): TOpened | null {
  if (occurrence.sourceId === null) return { type: 'lesson', occurrence };
  const schedule = schedules.find((item) => item.scheduleId === occurrence.sourceId);
  return schedule ? { type: 'schedule', schedule, date: occurrence.date } : null;
}

/** The days the chosen view reads: the month paged to, the week or the day of the address. */
function viewRange(view: TScheduleView, month: string, date: string) {
  if (view === 'month') return monthRange(month);
  if (view === 'week') return weekRange(date);
  return { startDate: date, endDate: date };
}

export function StaffLessonSchedulePage({
  dayAttendance,
  closures,
  roomsDay,
}: TStaffLessonSchedulePageProps) {
  const staffPages = useStaffPagesCopy();
  const copy = useT().staffCalendar;
  const today = todayIsoDate();
  const [month, setMonth] = useState(() => monthOf(today));
  const [opened, setOpened] = useState<TOpened | null>(null);
  const { view, date, ...shown } = useScheduleView();
  const range = useMemo(() => viewRange(view, month, date), [view, month, date]);
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
  const closedDates = useMemo(() => monthData?.closures.map((c) => c.date) ?? [], [monthData]);
  const entries = useMemo(() => sidebarEntries(list.data ?? [], today), [list.data, today]);

  const openOccurrence = (occurrence: TOccurrence) =>
    setOpened(
      openedOf(occurrence, [...(monthData?.personalSchedules ?? []), ...(list.data ?? [])]),
    );

  const findConflicts = useScheduleConflicts(monthData ? { range, occurrences } : null);

  return (
    <PageShell
      title={staffPages.staffLessonSchedule.title}
      description={staffPages.staffLessonSchedule.description}
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          <ViewSwitch view={view} onChange={shown.setView} />
          {view === 'month' && (
            <ScheduleCalendar
              month={month}
              onMonthChange={setMonth}
              events={events}
              closedDates={closedDates}
              loading={calendar.isFetching && !monthData}
              onOpen={(event: TScheduleEvent) => openOccurrence(event.occurrence)}
            />
          )}
          {(view === 'week' || view === 'day') && (
            <TimeSchedule
              view={view}
              date={date}
              onDateChange={shown.setDate}
              data={monthData}
              onOpen={openOccurrence}
            />
          )}
          {view === 'rooms' && (
            <RoomsView date={date} onDateChange={shown.setDate}>
              {roomsDay?.(date, openOccurrence)}
            </RoomsView>
          )}
        </div>
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
      <OpenedDetail opened={opened} today={today} onClose={() => setOpened(null)} />
    </PageShell>
  );
}

/** Month / Week / Day / Rooms above the calendar. */
function ViewSwitch(props: { view: TScheduleView; onChange: (view: TScheduleView) => void }) {
  const copy = useCalendarViewsCopy();
  return (
    <CalendarViewSwitch
      label={copy.viewsLabel}
      views={SCHEDULE_VIEWS}
      names={copy.views}
      current={props.view}
      onChange={props.onChange}
    />
  );
}

/** The lesson or personal schedule opened from the calendar. */
function OpenedDetail(props: { opened: TOpened | null; today: string; onClose: () => void }) {
  const { opened, today, onClose } = props;
  if (opened?.type === 'lesson') {
    return <LessonModal occurrence={opened.occurrence} onClose={onClose} />;
  }
  if (opened?.type === 'schedule') {
    return (
      <PersonalScheduleModal
        key={`${opened.schedule.scheduleId}-${opened.date ?? ''}`}
        schedule={opened.schedule}
        date={opened.date}
        today={today}
        onClose={onClose}
      />
    );
  }
  return null;
}

/** The rooms of the day in the address, with the day's navigation. */
function RoomsView(props: {
  date: string;
  onDateChange: (date: string) => void;
  children: ReactNode;
}) {
  return (
    <>
      <PeriodBar view="day" date={props.date} onDateChange={props.onDateChange} />
      {props.children}
    </>
  );
}
