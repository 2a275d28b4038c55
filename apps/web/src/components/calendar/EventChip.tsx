import { CALENDAR, cutText } from '@academy/contracts';
import type { TCalendarEvent, TEventRenderer } from './calendar-types';
import styles from './MonthCalendar.module.css';

type TEventChipProps<TEvent extends TCalendarEvent> = {
  event: TEvent;
  /** Narrow screens cut titles to 8 characters (docs/product/screens-and-routes.md shared calendar). */
  compact: boolean;
  onClick?: (event: TEvent) => void;
  render?: TEventRenderer<TEvent>;
};

export function EventChip<TEvent extends TCalendarEvent>(props: TEventChipProps<TEvent>) {
  const { event, compact, onClick, render } = props;
  const content = render
    ? render(event, { compact })
    : compact
      ? cutText(event.title, CALENDAR.TITLE_CUT)
      : event.title;
  if (!onClick) {
    return (
      <span className={styles.event} title={event.title}>
        {content}
      </span>
    );
  }
  return (
    <button type="button" className={styles.event} onClick={() => onClick(event)}>
      {/* Named by the whole title, even where the visible one is cut. */}
      <span aria-hidden="true">{content}</span>
      <span className={styles.visuallyHidden}>{event.title}</span>
    </button>
  );
}
