import {
  CALENDAR,
  pickText,
  WEEKDAY_LABELS,
  WEEKDAY_SHORT_LABELS,
  WEEKDAYS,
} from '@academy/contracts';
import { useId, useMemo, useState } from 'react';
import { format } from '@/i18n/format';
import { useLanguage } from '@/i18n/use-language';
import { CalendarDay } from './CalendarDay';
import { monthOf, monthWeeks, todayIsoDate } from './calendar-dates';
import type { TIsoMonth } from './calendar-dates';
import { formatFullDate } from './calendar-format';
import { CALENDAR_TEXT } from './calendar-text';
import type { TCalendarEvent, TEventRenderer } from './calendar-types';
import { DayEventsModal } from './DayEventsModal';
import { MonthHeader } from './MonthHeader';
import styles from './MonthCalendar.module.css';
import { useMediaQuery } from './use-media-query';
import { useRovingDay } from './use-roving-day';

export type TMonthCalendarProps<TEvent extends TCalendarEvent> = {
  /** Accessible name of the day grid, e.g. "수업 날짜 선택". */
  label: string;
  /** yyyy-MM to control the shown month; leave out to let the calendar keep it. */
  month?: TIsoMonth;
  /** First month shown when uncontrolled; defaults to the first selected day's, else today's. */
  defaultMonth?: TIsoMonth;
  onMonthChange?: (month: TIsoMonth) => void;
  /** yyyy-MM-dd; defaults to today in the academy's time zone. */
  today?: string;
  /** Days shown as chosen (aria-pressed). */
  selectedDates?: readonly string[];
  /** Days carrying a dot, e.g. "has chosen hours"; `markedLabel` is read out with them. */
  markedDates?: readonly string[];
  markedLabel?: string;
  /** Days before today cannot be chosen, nor months before this one shown. */
  disablePast?: boolean;
  /** yyyy-MM-dd: days before it cannot be chosen, nor months before its month shown. */
  firstDate?: string;
  /** yyyy-MM-dd: days after it cannot be chosen, nor months after its month shown. */
  lastDate?: string;
  /** Further days that cannot be chosen, e.g. weekends. */
  isDateUnavailable?: (date: string) => boolean;
  /** Makes days buttons. */
  onSelectDate?: (date: string) => void;
  /** A refused day (past, outside firstDate..lastDate or unavailable) was pressed, so the page can say why. */
  onUnavailableDate?: (date: string) => void;
  /** Shows an event area in every day; up to `maxEvents`, then "+N more". */
  events?: readonly TEvent[];
  /** Defaults to 3, or 2 at widths of 768 px or less. */
  maxEvents?: number;
  onEventClick?: (event: TEvent) => void;
  renderEvent?: TEventRenderer<TEvent>;
};

function groupByDate<TEvent extends TCalendarEvent>(events: readonly TEvent[]) {
  const byDate = new Map<string, TEvent[]>();
  for (const event of events) byDate.set(event.date, [...(byDate.get(event.date) ?? []), event]);
  return byDate;
}

/** The earliest day that can be chosen: today with disablePast, or a later firstDate. */
function firstChoosableDate(
  today: string,
  bounds: { disablePast?: boolean; firstDate?: string },
): string | undefined {
  if (!bounds.disablePast) return bounds.firstDate;
  return bounds.firstDate !== undefined && bounds.firstDate > today ? bounds.firstDate : today;
}

/** The product's one month calendar (docs/product/screens-and-routes.md shared pieces): weeks start on Monday. */
export function MonthCalendar<TEvent extends TCalendarEvent = TCalendarEvent>(
  props: TMonthCalendarProps<TEvent>,
) {
  const { language } = useLanguage();
  const today = props.today ?? todayIsoDate();
  const selected = props.selectedDates ?? [];
  const [ownMonth, setOwnMonth] = useState(
    () => props.defaultMonth ?? monthOf(selected[0] ?? today),
  );
  const month = props.month ?? ownMonth;
  const firstDate = firstChoosableDate(today, props);
  const minMonth = firstDate === undefined ? null : monthOf(firstDate);
  const maxMonth = props.lastDate === undefined ? null : monthOf(props.lastDate);
  const narrow = useMediaQuery(`(max-width: ${CALENDAR.NARROW_WIDTH}px)`);
  const maxEvents = props.maxEvents ?? (narrow ? CALENDAR.MAX_EVENTS_NARROW : CALENDAR.MAX_EVENTS);
  const eventsByDate = useMemo(
    () => (props.events ? groupByDate(props.events) : null),
    [props.events],
  );
  const [moreDate, setMoreDate] = useState<string | null>(null);
  const labelId = useId();
  const titleId = useId();

  const changeMonth = (next: TIsoMonth): boolean => {
    if (minMonth !== null && next < minMonth) return false;
    if (maxMonth !== null && next > maxMonth) return false;
    setOwnMonth(next);
    props.onMonthChange?.(next);
    return true;
  };

  const preferredDate =
    selected.find((date) => monthOf(date) === month) ??
    (monthOf(today) === month ? today : `${month}-01`);
  const roving = useRovingDay({ month, preferredDate, changeMonth });
  const isUnavailable = (date: string) =>
    (firstDate !== undefined && date < firstDate) ||
    (props.lastDate !== undefined && date > props.lastDate) ||
    props.isDateUnavailable?.(date) === true;

  const dayLabel = (date: string) =>
    [
      formatFullDate(date, language),
      date === today && pickText(CALENDAR_TEXT.todaySuffix, language),
      props.markedDates?.includes(date) && props.markedLabel,
    ]
      .filter(Boolean)
      .join(', ');

  const onSelect = (date: string) => {
    if (isUnavailable(date)) props.onUnavailableDate?.(date);
    else props.onSelectDate?.(date);
  };

  const moreEvents = moreDate === null ? [] : (eventsByDate?.get(moreDate) ?? []);

  return (
    <div className={eventsByDate ? `${styles.calendar} ${styles.withEvents}` : styles.calendar}>
      <span id={labelId} className={styles.visuallyHidden}>
        {props.label}
      </span>
      <MonthHeader
        month={month}
        titleId={titleId}
        canGoBack={minMonth === null || month > minMonth}
        canGoForward={maxMonth === null || month < maxMonth}
        onChange={changeMonth}
        todayMonth={monthOf(today)}
      />
      <table role="grid" className={styles.grid} aria-labelledby={`${labelId} ${titleId}`}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" abbr={pickText(WEEKDAY_LABELS[weekday], language)}>
                {pickText(WEEKDAY_SHORT_LABELS[weekday], language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((date, index) =>
                date === null ? (
                  <td key={`empty-${index}`} className={styles.empty} />
                ) : (
                  <CalendarDay
                    key={date}
                    date={date}
                    label={dayLabel(date)}
                    state={{
                      isToday: date === today,
                      isSelected: selected.includes(date),
                      isMarked: props.markedDates?.includes(date) ?? false,
                      isUnavailable: isUnavailable(date),
                    }}
                    onSelect={props.onSelectDate ? () => onSelect(date) : undefined}
                    tabbable={roving.tabbableDate === date}
                    buttonRef={roving.registerButton(date)}
                    onKeyDown={(event) => roving.onKeyDown(event, date)}
                    onFocus={() => roving.onFocusDay(date)}
                    events={eventsByDate ? (eventsByDate.get(date) ?? []) : null}
                    maxEvents={maxEvents}
                    compact={narrow}
                    more={{
                      text: format(pickText(CALENDAR_TEXT.more, language), {
                        count: (eventsByDate?.get(date)?.length ?? 0) - maxEvents,
                      }),
                      label: format(pickText(CALENDAR_TEXT.moreLabel, language), {
                        date: formatFullDate(date, language),
                        count: eventsByDate?.get(date)?.length ?? 0,
                      }),
                      onShow: () => setMoreDate(date),
                    }}
                    onEventClick={props.onEventClick}
                    renderEvent={props.renderEvent}
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <DayEventsModal
        title={moreDate === null ? null : formatFullDate(moreDate, language)}
        events={moreEvents}
        onClose={() => setMoreDate(null)}
        onEventClick={props.onEventClick}
        renderEvent={props.renderEvent}
      />
    </div>
  );
}
