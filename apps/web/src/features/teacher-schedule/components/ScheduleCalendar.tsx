import { CALENDAR, cutText, pickText, publicHolidaysBetween } from '@academy/contracts';
import type { TLanguage } from '@academy/contracts';
import { useMemo } from 'react';
import { MonthCalendar } from '@/components/calendar/MonthCalendar';
import {
  dayOfMonth,
  daysInMonth,
  lookupDates,
  todayIsoDate,
} from '@/components/calendar/calendar-dates';
import type { TIsoMonth } from '@/components/calendar/calendar-dates';
import type { TDayTag } from '@/components/calendar/calendar-types';
import { useLanguage, useT } from '@/i18n/use-language';
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

/**
 * The words written into the month's days: "휴원일" on a closed day, the name of a public holiday
 * (docs/decisions/0057-korean-public-holidays.md), so neither is told by colour alone.
 */
function dayTagsOf(
  month: TIsoMonth,
  closedDates: readonly string[],
  closedText: string,
  language: TLanguage,
): Map<string, TDayTag[]> {
  const tags = new Map<string, TDayTag[]>();
  const add = (date: string, tag: TDayTag) => tags.set(date, [...(tags.get(date) ?? []), tag]);
  for (const date of closedDates) add(date, { text: closedText, tone: 'closed' });
  const last = dayOfMonth(month, daysInMonth(month));
  for (const holiday of publicHolidaysBetween(dayOfMonth(month, 1), last)) {
    const text = pickText({ ko: holiday.name, en: holiday.nameEn }, language);
    add(holiday.date, { text, tone: 'holiday' });
  }
  return tags;
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
  const { language } = useLanguage();
  const dayTags = useMemo(
    () => dayTagsOf(month, closedDates, copy.closedDay, language),
    [month, closedDates, copy.closedDay, language],
  );
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
        dayTags={dayTags}
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
