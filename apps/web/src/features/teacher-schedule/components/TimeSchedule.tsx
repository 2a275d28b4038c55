import { addDaysToIsoDate, expandTeacherSchedule, minutesToTime } from '@academy/contracts';
import type { TLanguage, TOccurrence, TTeacherBusyTimes } from '@academy/contracts';
import { useMemo, useState } from 'react';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { TimeGrid } from '@/components/calendar/TimeGrid';
import type { TGridMoveText } from '@/components/calendar/TimeGrid';
import type { TGridColumn, TGridEntry, TGridSpot } from '@/components/calendar/time-grid';
import gridStyles from '@/components/calendar/TimeGrid.module.css';
import { LessonMoveConfirm } from '@/components/staff-area/LessonMoveConfirm';
import { useCalendarViewsCopy } from '@/i18n/sections/calendar-views';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import styles from './LessonSchedule.module.css';
import { GRID_HOURS, TEACHER_COLUMN, toGridEntries, weekDays, weekRange } from './time-schedule';

type TTimeScheduleProps = {
  view: 'week' | 'day';
  date: string;
  onDateChange: (date: string) => void;
  /** The range's busy times; undefined while they load. */
  data: TTeacherBusyTimes | undefined;
  onOpen: (occurrence: TOccurrence) => void;
};

type TPendingMove = {
  occurrence: TOccurrence;
  newDate: string;
  startMinute: number;
  endMinute: number;
};

/** Previous, next and today, and the period shown. */
export function PeriodBar(props: {
  view: 'week' | 'day';
  date: string;
  onDateChange: (date: string) => void;
}) {
  const copy = useCalendarViewsCopy();
  const { language } = useLanguage();
  const { view, date, onDateChange } = props;
  const step = view === 'week' ? 7 : 1;
  const range = weekRange(date);
  const title =
    view === 'week'
      ? format(copy.weekTitle, {
          start: formatShortDate(range.startDate, language),
          end: formatShortDate(range.endDate, language),
        })
      : formatShortDate(date, language);
  return (
    <div className={gridStyles.toolbar}>
      <h2 className={gridStyles.period}>{title}</h2>
      <button
        type="button"
        className={gridStyles.switchButton}
        onClick={() => onDateChange(addDaysToIsoDate(date, -step))}
      >
        {view === 'week' ? copy.previousWeek : copy.previousDay}
      </button>
      <button
        type="button"
        className={gridStyles.switchButton}
        onClick={() => onDateChange(todayIsoDate())}
      >
        {copy.today}
      </button>
      <button
        type="button"
        className={gridStyles.switchButton}
        onClick={() => onDateChange(addDaysToIsoDate(date, step))}
      >
        {view === 'week' ? copy.nextWeek : copy.nextDay}
      </button>
    </div>
  );
}

/** How a move is announced: whose lesson, to which day and hours. */
function useMoveText(dateOf: (spot: TGridSpot) => string): TGridMoveText {
  const copy = useCalendarViewsCopy();
  const { language } = useLanguage();
  const where = (entry: TGridEntry, spot: TGridSpot) => ({
    name: entry.title,
    date: formatShortDate(dateOf(spot), language),
    time: `${minutesToTime(spot.startMinute)}–${minutesToTime(spot.startMinute + entry.endMinute - entry.startMinute)}`,
  });
  return {
    hint: copy.moveHint,
    pickedUp: (entry, spot) => format(copy.pickedUp, where(entry, spot)),
    at: (entry, spot) => format(copy.movedTo, where(entry, spot)),
    cancelled: copy.cancelled,
  };
}

/** "Move this lesson?" for a block dropped or put down on another time. */
function PendingMoveConfirm({ pending, onClose }: { pending: TPendingMove; onClose: () => void }) {
  const { language } = useLanguage();
  const { occurrence } = pending;
  if (occurrence.memberId === undefined) return null;
  const when = (day: string, start: string, end: string) =>
    `${formatShortDate(day, language)} ${start}–${end}`;
  return (
    <LessonMoveConfirm
      move={{
        memberId: occurrence.memberId,
        originalDate: occurrence.date,
        newDate: pending.newDate,
        startMinute: pending.startMinute,
        endMinute: pending.endMinute,
      }}
      facts={{
        name: occurrence.studentName ?? '',
        from: when(occurrence.date, occurrence.startTime, occurrence.endTime),
        to: when(
          pending.newDate,
          minutesToTime(pending.startMinute),
          minutesToTime(pending.endMinute),
        ),
      }}
      onClose={onClose}
    />
  );
}

/** The grid's columns: the week's days (closed ones marked) or the day's teacher. */
function gridColumns(
  view: 'week' | 'day',
  days: readonly string[],
  closed: ReadonlySet<string>,
  labels: { language: TLanguage; closedDay: string },
): TGridColumn[] {
  const label = (day: string) => formatShortDate(day, labels.language);
  if (view === 'day') return days.map((day) => ({ key: TEACHER_COLUMN, label: label(day) }));
  return days.map((day) => ({
    key: day,
    label: closed.has(day) ? `${label(day)} · ${labels.closedDay}` : label(day),
  }));
}

/**
 * The week (a column per day) or the day (the teacher's column) on a grid of hours, with full
 * names and times; a weekly lesson is moved by dragging it or by keyboard, then confirmed with
 * a reason (docs/product/back-office.md, decision 0059).
 */
export function TimeSchedule({ view, date, onDateChange, data, onOpen }: TTimeScheduleProps) {
  const copy = useT().staffCalendar;
  const views = useCalendarViewsCopy();
  const { language } = useLanguage();
  const today = todayIsoDate();
  const days = useMemo(() => (view === 'week' ? weekDays(date) : [date]), [view, date]);
  const range = useMemo(
    () => ({ startDate: days[0] ?? date, endDate: days.at(-1) ?? date }),
    [days, date],
  );
  const closed = useMemo(() => new Set(data?.closures.map((closure) => closure.date)), [data]);
  const occurrences = useMemo(
    () => (data ? expandTeacherSchedule(data, range, { leaveOutPaused: true }) : []),
    [data, range],
  );
  const columnOf = (occurrence: TOccurrence) =>
    view === 'week' ? occurrence.date : TEACHER_COLUMN;
  const { entries, occurrenceOf } = toGridEntries(occurrences, {
    columnOf,
    classOf: (occurrence) => styles[`entry_${occurrence.kind}`],
    today,
    copy,
  });
  const columns = gridColumns(view, days, closed, { language, closedDay: copy.closedDay });
  const dateOf = (spot: TGridSpot) => (view === 'week' ? spot.columnKey : date);
  const moveText = useMoveText(dateOf);
  const [pending, setPending] = useState<TPendingMove | null>(null);

  const move = (entry: TGridEntry, spot: TGridSpot) => {
    const occurrence = occurrenceOf.get(entry.id);
    if (!occurrence) return;
    const newDate = dateOf(spot);
    if (newDate === occurrence.date && spot.startMinute === entry.startMinute) return;
    const length = entry.endMinute - entry.startMinute;
    setPending({
      occurrence,
      newDate,
      startMinute: spot.startMinute,
      endMinute: spot.startMinute + length,
    });
  };
  return (
    <section className={styles.main} aria-busy={data === undefined}>
      <PeriodBar view={view} date={date} onDateChange={onDateChange} />
      <TimeGrid
        label={format(views.gridLabel, { title: views.views[view] })}
        hoursLabel={views.hoursLabel}
        columns={columns}
        entries={entries}
        {...GRID_HOURS}
        onOpen={(entry) => {
          const occurrence = occurrenceOf.get(entry.id);
          if (occurrence) onOpen(occurrence);
        }}
        onMove={move}
        moveText={moveText}
      />
      {pending && <PendingMoveConfirm pending={pending} onClose={() => setPending(null)} />}
    </section>
  );
}
