import { CALENDAR, cutText } from '@academy/contracts';
import { MonthCalendar } from '@/components/calendar/MonthCalendar';
import { lookupDates, todayIsoDate } from '@/components/calendar/calendar-dates';
import type { TIsoMonth } from '@/components/calendar/calendar-dates';
import { useT } from '@/i18n/use-language';
import { KindMarker } from './KindMarker';
import styles from './LessonSchedule.module.css';
import { KIND_ORDER, kindLabel } from './schedule-view';
import type { TScheduleEvent } from './schedule-view';

type TScheduleCalendarProps = {
  month: TIsoMonth;
  onMonthChange: (month: TIsoMonth) => void;
  events: readonly TScheduleEvent[];
  /** The academy's closed days of the month: no lesson takes place on them. */
  closedDates: readonly string[];
  loading: boolean;
  onOpen: (event: TScheduleEvent) => void;
};

/**
 * The chip of one event: kind marker, title, then start time (a day is narrow and the title
 * says more). Each chip is a button named by the event's full label (kind, time, title);
 * narrow screens show only the title, cut to 8 characters like every calendar title (docs/product/screens-and-routes.md).
 */
function renderEvent(event: TScheduleEvent, { compact }: { compact: boolean }) {
  const { kind, startTime } = event.occurrence;
  return (
    <span className={`${styles.chip} ${styles[kind]}`}>
      <KindMarker kind={kind} />
      <span className={styles.chipTitle}>
        {compact ? cutText(event.shownTitle, CALENDAR.TITLE_CUT) : event.shownTitle}
      </span>
      {!compact && <span className={styles.chipTime}>{startTime}</span>}
    </span>
  );
}

/** The teacher's month: lessons, moved lessons, personal events and one-day classes. */
export function ScheduleCalendar({
  month,
  onMonthChange,
  events,
  closedDates,
  loading,
  onOpen,
}: TScheduleCalendarProps) {
  const copy = useT().staffCalendar;
  return (
    <section className={styles.main} aria-label={copy.calendarLabel} aria-busy={loading}>
      {loading && (
        <p className={styles.status} role="status">
          {copy.calendarLoading}
        </p>
      )}
      <MonthCalendar<TScheduleEvent>
        label={copy.calendarLabel}
        month={month}
        {...lookupDates(todayIsoDate())}
        onMonthChange={onMonthChange}
        events={events}
        markedDates={closedDates}
        markedLabel={copy.closedDay}
        onEventClick={onOpen}
        renderEvent={renderEvent}
      />
      <ul className={styles.legend} aria-label={copy.legendLabel}>
        {KIND_ORDER.map((kind) => (
          <li key={kind} className={styles[kind]}>
            <KindMarker kind={kind} />
            {kindLabel(kind, copy)}
          </li>
        ))}
      </ul>
    </section>
  );
}
