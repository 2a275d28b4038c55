import {
  CALENDAR,
  pickText,
  RECURRING_PATTERN_LABELS,
  SCHEDULE_TYPE_LABELS,
} from '@academy/contracts';
import type { TPersonalSchedule } from '@academy/contracts';
import { useId, useState } from 'react';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import staff from '@/components/staff-area/Staff.module.css';
import { KindMarker } from './KindMarker';
import styles from './LessonSchedule.module.css';
import { timeRangeText } from './schedule-view';
import type { TSidebarEntry } from './schedule-view';

type TPersonalScheduleListProps = {
  entries: readonly TSidebarEntry[];
  pending: boolean;
  onOpen: (schedule: TPersonalSchedule) => void;
};

/** docs/product/screens-and-routes.md: the personal schedules, upcoming first; 3 shown, then a show-more toggle. */
export function PersonalScheduleList({ entries, pending, onOpen }: TPersonalScheduleListProps) {
  const copy = useT().staffCalendar;
  const { language } = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  const shown = expanded ? entries : entries.slice(0, CALENDAR.PERSONAL_SHOWN);
  const hidden = entries.length - CALENDAR.PERSONAL_SHOWN;

  const when = ({ schedule, date, upcoming }: TSidebarEntry) => {
    const time = timeRangeText(schedule.startTime, schedule.endTime, copy);
    const day = date ? formatShortDate(date, language) : '';
    if (!schedule.isRecurring) return `${day} ${time}`.trim();
    const next = upcoming && day ? format(copy.list.next, { date: day }) : '';
    return [next, time].filter(Boolean).join(' · ');
  };

  const repeats = (schedule: TPersonalSchedule) => {
    if (!schedule.isRecurring || schedule.recurringPattern === null) return null;
    const pattern = pickText(RECURRING_PATTERN_LABELS[schedule.recurringPattern], language);
    if (!schedule.recurringUntil) return pattern;
    const until = format(copy.list.until, {
      date: formatShortDate(schedule.recurringUntil, language),
    });
    return `${pattern} · ${until}`;
  };

  return (
    <section className={staff.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.list.heading}
      </h2>
      {pending ? (
        <LoadingState label={copy.list.loading} />
      ) : entries.length === 0 ? (
        <p className={styles.status}>{copy.list.empty}</p>
      ) : (
        <>
          <ul id={listId} className={styles.list} aria-labelledby={headingId}>
            {shown.map((entry) => {
              const { schedule } = entry;
              const kind = schedule.scheduleType === 'oneday_class' ? 'oneday_class' : 'personal';
              return (
                <li key={schedule.scheduleId} className={styles[kind]}>
                  <button type="button" className={styles.item} onClick={() => onOpen(schedule)}>
                    <span className={styles.itemTitle}>
                      <span>
                        <KindMarker kind={kind} />
                        {schedule.title}
                      </span>
                      {kind === 'oneday_class' && (
                        <span className={styles.tag}>
                          {pickText(SCHEDULE_TYPE_LABELS.oneday_class, language)}
                        </span>
                      )}
                      {!entry.upcoming && <span className={styles.tag}>{copy.list.past}</span>}
                    </span>
                    <span className={styles.itemMeta}>{when(entry)}</span>
                    {repeats(schedule) && (
                      <span className={styles.itemMeta}>{repeats(schedule)}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          {hidden > 0 && (
            <button
              type="button"
              className={`${staff.button} ${styles.toggle}`}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? copy.list.showLess : format(copy.list.showMore, { count: hidden })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
