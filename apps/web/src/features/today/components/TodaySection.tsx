import type { KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
import staffStyles from '@/components/staff-area/Staff.module.css';
import { useTodayCopy } from '@/i18n/sections/today';
import { tabKeyTarget } from '@/lib/tab-keys';
import { useToday } from '../api/get-today';
import type { TTodayMark } from './OneTapMark';
import { TodayOccurrences } from './TodayOccurrences';
import { TodayFigures, TodayPending } from './TodaySide';
import styles from './Today.module.css';

const DAYS = ['today', 'tomorrow'] as const;
type TDay = (typeof DAYS)[number];

/** Today / Tomorrow as tabs: arrow keys, Home and End move between them and choose. */
function DayTabs({ day, onChange }: { day: TDay; onChange: (day: TDay) => void }) {
  const copy = useTodayCopy();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabKeyTarget(event.key, index, DAYS.length);
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    onChange(DAYS[target] ?? 'today');
  };
  return (
    <div role="tablist" aria-label={copy.tabsLabel} className={styles.tabs}>
      {DAYS.map((value, index) => (
        <button
          key={value}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          id={`today-tab-${value}`}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={value === day}
          aria-controls="today-day-panel"
          tabIndex={value === day ? 0 : -1}
          onClick={() => onChange(value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {value === 'today' ? copy.todayTab : copy.tomorrowTab}
        </button>
      ))}
    </div>
  );
}

/**
 * The top of the staff dashboard (docs/product/back-office.md#today): today's or tomorrow's
 * lessons with one-tap attendance, the requests waiting, the month's dues and the next closure.
 * `mark` is attendance's own call, which the dashboard passes in.
 */
export function TodaySection({ mark }: { mark: TTodayMark }) {
  const copy = useTodayCopy();
  const query = useToday();
  const [day, setDay] = useState<TDay>('today');
  const data = query.data;
  return (
    <section aria-labelledby="today-heading" className={styles.layout}>
      <div className={staffStyles.panel}>
        <h2 id="today-heading" className={staffStyles.cardTitle}>
          {copy.heading}
        </h2>
        <DayTabs day={day} onChange={setDay} />
        <div id="today-day-panel" role="tabpanel" aria-labelledby={`today-tab-${day}`}>
          {query.isError ? (
            <p role="alert">{copy.loadFailed}</p>
          ) : !data ? (
            <p className={staffStyles.empty}>{copy.loading}</p>
          ) : (
            <TodayOccurrences day={data[day]} today={data.today.date} mark={mark} />
          )}
        </div>
      </div>
      {data && (
        <div className={styles.side}>
          <TodayPending pending={data.pending} />
          <TodayFigures dues={data.dues} nextClosure={data.nextClosure} />
        </div>
      )}
    </section>
  );
}
