import { CALENDAR, cutText } from '@academy/contracts';
import type { TPracticeEvent } from './practice-view';
import styles from './Practice.module.css';

const statusClass = {
  scheduled: '',
  cancelled: styles.cancelled,
  completed: styles.completed,
} as const;

/** A session's text in a calendar day: cut on narrow screens, marked when not booked. */
export function renderPracticeEvent(event: TPracticeEvent, { compact }: { compact: boolean }) {
  const text = compact ? cutText(event.text, CALENDAR.TITLE_CUT) : event.text;
  const className = [styles.eventText, !compact && styles.wrap, statusClass[event.status]]
    .filter(Boolean)
    .join(' ');
  return <span className={className}>{text}</span>;
}
