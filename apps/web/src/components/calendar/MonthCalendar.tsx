import { pickText, WEEKDAY_LABELS, WEEKDAY_SHORT_LABELS, WEEKDAYS } from '@academy/contracts';
import type { TLanguage } from '@academy/contracts';
import { useId } from 'react';
import { format } from '@/i18n/format';
import { useLanguage } from '@/i18n/use-language';
import { CalendarDay } from './CalendarDay';
import type { TDayState } from './CalendarDay';
import { monthOf, monthWeeks, todayIsoDate } from './calendar-dates';
import type { TIsoMonth } from './calendar-dates';
import { formatFullDate } from './calendar-format';
import { CALENDAR_TEXT } from './calendar-text';
import type { TCalendarEvent, TDayTag, TEventRenderer } from './calendar-types';
import { useCalendarMonth } from './use-calendar-month';
import { useDayEvents } from './use-day-events';
import { DayEventsModal } from './DayEventsModal';
import { MonthHeader } from './MonthHeader';
import styles from './MonthCalendar.module.css';

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
  /** Words written into days, e.g. a closed day or a public holiday (yyyy-MM-dd → tags). */
  dayTags?: ReadonlyMap<string, readonly TDayTag[]>;
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

/** What a day button is named: its date, "today", the marked label and the day's tags. */
function dayLabelOf(
  date: string,
  today: string,
  marked: Pick<TMonthCalendarProps<TCalendarEvent>, 'markedDates' | 'markedLabel' | 'dayTags'>,
  language: TLanguage,
) {
  return [
    formatFullDate(date, language),
    date === today && pickText(CALENDAR_TEXT.todaySuffix, language),
    marked.markedDates?.includes(date) && marked.markedLabel,
    ...(marked.dayTags?.get(date) ?? []).map((tag) => tag.text),
  ]
    .filter(Boolean)
    .join(', ');
}

/** How a day is shown: today, chosen, marked, refused, and its words. */
function dayStateOf(
  date: string,
  today: string,
  selected: readonly string[],
  marked: Pick<TMonthCalendarProps<TCalendarEvent>, 'markedDates' | 'dayTags'>,
  isUnavailable: (date: string) => boolean,
): TDayState {
  return {
    isToday: date === today,
    isSelected: selected.includes(date),
    isMarked: marked.markedDates?.includes(date) ?? false,
    isUnavailable: isUnavailable(date),
    tags: marked.dayTags?.get(date),
  };
}

/** The "+N more" link of a day with `count` events, `maxEvents` of them shown. */
function moreLinkOf(
  date: string,
  count: number,
  maxEvents: number,
  language: TLanguage,
  onShow: () => void,
) {
  return {
    text: format(pickText(CALENDAR_TEXT.more, language), { count: count - maxEvents }),
    label: format(pickText(CALENDAR_TEXT.moreLabel, language), {
      more: count - maxEvents,
      date: formatFullDate(date, language),
      count,
    }),
    onShow,
  };
}

function WeekdayHeadings({ language }: { language: TLanguage }) {
  return (
    <thead>
      <tr>
        {WEEKDAYS.map((weekday) => (
          <th key={weekday} scope="col" abbr={pickText(WEEKDAY_LABELS[weekday], language)}>
            {pickText(WEEKDAY_SHORT_LABELS[weekday], language)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The product's one month calendar (docs/product/screens-and-routes.md shared pieces): weeks start on Monday. */
export function MonthCalendar<TEvent extends TCalendarEvent = TCalendarEvent>(
  props: TMonthCalendarProps<TEvent>,
) {
  const { language } = useLanguage();
  const today = props.today ?? todayIsoDate();
  const selected = props.selectedDates ?? [];
  const calendar = useCalendarMonth({ ...props, today, selected });
  const { month, minMonth, maxMonth, roving } = calendar;
  const { narrow, maxEvents, eventsByDate, moreDate, ...more } = useDayEvents(
    props.events,
    props.maxEvents,
  );
  const labelId = useId();
  const titleId = useId();

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
        onChange={calendar.changeMonth}
        todayMonth={monthOf(today)}
      />
      <table role="grid" className={styles.grid} aria-labelledby={`${labelId} ${titleId}`}>
        <WeekdayHeadings language={language} />
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
                    label={dayLabelOf(date, today, props, language)}
                    state={dayStateOf(date, today, selected, props, calendar.isUnavailable)}
                    onSelect={props.onSelectDate ? () => calendar.onSelect(date) : undefined}
                    tabbable={roving.tabbableDate === date}
                    buttonRef={roving.registerButton(date)}
                    onKeyDown={(event) => roving.onKeyDown(event, date)}
                    onFocus={() => roving.onFocusDay(date)}
                    events={eventsByDate ? (eventsByDate.get(date) ?? []) : null}
                    maxEvents={maxEvents}
                    compact={narrow}
                    more={moreLinkOf(
                      date,
                      eventsByDate?.get(date)?.length ?? 0,
                      maxEvents,
                      language,
                      () => more.setMoreDate(date),
                    )}
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
        events={more.moreEvents}
        onClose={() => more.setMoreDate(null)}
        onEventClick={props.onEventClick}
        renderEvent={props.renderEvent}
      />
    </div>
  );
}
