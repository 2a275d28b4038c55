import type { KeyboardEvent, Ref } from 'react';
import type { TCalendarEvent, TDayTag, TEventRenderer } from './calendar-types';
import { EventChip } from './EventChip';
import styles from './MonthCalendar.module.css';

export type TDayState = {
  isToday: boolean;
  isSelected: boolean;
  isMarked: boolean;
  /** Days the calendar refuses (past or ruled out): announced as unavailable, never selected. */
  isUnavailable: boolean;
  /** Words written under the day number (a closed day, a public holiday). */
  tags?: readonly TDayTag[];
};

type TCalendarDayProps<TEvent extends TCalendarEvent> = {
  date: string;
  /** The day's accessible name, e.g. "2025년 11월 25일 화요일, 오늘". */
  label: string;
  state: TDayState;
  /** Without a select handler the day is plain text. */
  onSelect?: () => void;
  /** Only one day is in the Tab order; arrow keys move between days. */
  tabbable: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
  /** Null when the calendar shows no events at all (a date picker). */
  events: readonly TEvent[] | null;
  maxEvents: number;
  compact: boolean;
  more: { text: string; label: string; onShow: () => void };
  onEventClick?: (event: TEvent) => void;
  renderEvent?: TEventRenderer<TEvent>;
};

function dayClassOf(state: TDayState): string {
  return [
    styles.day,
    state.isToday && styles.today,
    state.isMarked && styles.marked,
    state.isUnavailable && styles.unavailable,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The cell: taller with events; a closed day hatched, so it never looks like a past day. */
function cellClassOf(withEvents: boolean, tags: readonly TDayTag[] = []): string {
  const closed = tags.some((tag) => tag.tone === 'closed');
  return [withEvents ? styles.eventCell : styles.cell, closed && styles.closed]
    .filter(Boolean)
    .join(' ');
}

/** The day's words, read out with its name (dayLabelOf) and shown here for sighted readers. */
function DayTags({ tags = [] }: { tags?: readonly TDayTag[] }) {
  return tags.map((tag) => (
    <span
      key={tag.text}
      aria-hidden="true"
      className={`${styles.dayTag} ${styles[`${tag.tone}Tag`] ?? ''}`}
    >
      {tag.text}
    </span>
  ));
}

export function CalendarDay<TEvent extends TCalendarEvent>({
  date,
  label,
  state,
  onSelect,
  tabbable,
  buttonRef,
  onKeyDown,
  onFocus,
  events,
  maxEvents,
  compact,
  more,
  onEventClick,
  renderEvent,
}: TCalendarDayProps<TEvent>) {
  const dayNumber = Number(date.slice(8, 10));
  const classes = dayClassOf(state);
  const hidden = events ? events.length - maxEvents : 0;

  return (
    <td className={cellClassOf(events !== null, state.tags)}>
      {onSelect ? (
        <button
          ref={buttonRef}
          type="button"
          className={classes}
          aria-pressed={state.isSelected}
          aria-disabled={state.isUnavailable || undefined}
          aria-current={state.isToday ? 'date' : undefined}
          tabIndex={tabbable ? 0 : -1}
          onClick={onSelect}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
        >
          {/* The full date is the name; a label attribute would hide the visible number from it. */}
          <span aria-hidden="true">{dayNumber}</span>
          <span className={styles.visuallyHidden}>{label}</span>
        </button>
      ) : (
        <span className={classes}>
          <span aria-hidden="true">{dayNumber}</span>
          <span className={styles.visuallyHidden}>{label}</span>
        </span>
      )}
      <DayTags tags={state.tags} />
      {events && events.length > 0 && (
        <ul className={styles.events}>
          {events.slice(0, maxEvents).map((event) => (
            <li key={event.id}>
              <EventChip
                event={event}
                compact={compact}
                onClick={onEventClick}
                render={renderEvent}
              />
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <button
                type="button"
                className={styles.more}
                aria-label={more.label}
                onClick={more.onShow}
              >
                {more.text}
              </button>
            </li>
          )}
        </ul>
      )}
    </td>
  );
}
