import { useStaffPracticeCopy } from '@/i18n/sections/staff-practice';
import type { TPracticeCalendarSession } from '@academy/contracts';
import { useId } from 'react';
import type { Ref } from 'react';
import { formatFullDate } from '@/components/calendar/calendar-format';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { format } from '@/i18n/format';
import { useLanguage } from '@/i18n/use-language';
import staffStyles from '@/components/staff-area/Staff.module.css';
import type { TPracticeSelection } from './practice-view';
import { academyDate, sortSessions, timeRangeOf } from './practice-view';
import styles from './Practice.module.css';
import { SessionFacts } from './SessionFacts';

type TPracticeSidebarProps = {
  selection: TPracticeSelection | null;
  /** The shown month's sessions. */
  sessions: readonly TPracticeCalendarSession[];
  /** The month is still loading (or failed): no list is shown yet. */
  loading: boolean;
  failed: boolean;
  onShowDay: (date: string) => void;
  /** The heading takes focus when a session is opened, so it is seen on narrow screens too. */
  headingRef: Ref<HTMLHeadingElement>;
};

/** docs/product/screens-and-routes.md practice screen: the chosen day's sessions, or the clicked session in full. */
export function PracticeSidebar({
  selection,
  sessions,
  loading,
  failed,
  onShowDay,
  headingRef,
}: TPracticeSidebarProps) {
  const copy = useStaffPracticeCopy();
  const { language } = useLanguage();
  const headingId = useId();

  const chosen =
    !selection || selection.sessionId === null
      ? undefined
      : sessions.find((session) => session.sessionId === selection.sessionId);
  const ofDay = selection
    ? sortSessions(sessions.filter((session) => academyDate(session.startTime) === selection.date))
    : [];
  const dateText = selection ? formatFullDate(selection.date, language) : '';

  const heading = !selection
    ? copy.sidebar.label
    : chosen
      ? copy.sidebar.sessionHeading
      : format(copy.sidebar.dayHeading, { date: dateText });

  const body = () => {
    if (!selection) return <p className={styles.muted}>{copy.sidebar.prompt}</p>;
    if (failed) return null;
    if (loading) return <LoadingState label={copy.loading} />;
    if (chosen) {
      return (
        <>
          <SessionFacts session={chosen} withDate />
          <div className={staffStyles.actions}>
            <button
              type="button"
              className={staffStyles.button}
              onClick={() => onShowDay(selection.date)}
            >
              {copy.sidebar.backToDay}
            </button>
          </div>
        </>
      );
    }
    if (ofDay.length === 0) return <p className={styles.muted}>{copy.sidebar.dayEmpty}</p>;
    return (
      <>
        <p className={styles.muted}>{format(copy.sidebar.dayCount, { count: ofDay.length })}</p>
        <ul
          className={styles.sessions}
          aria-label={format(copy.sidebar.dayListLabel, { date: dateText })}
        >
          {ofDay.map((session) => (
            <li
              key={session.sessionId}
              className={
                session.status === 'cancelled'
                  ? `${staffStyles.card} ${styles.cancelledCard}`
                  : staffStyles.card
              }
            >
              <p className={styles.time}>{timeRangeOf(session, copy)}</p>
              <SessionFacts session={session} withTime={false} />
            </li>
          ))}
        </ul>
      </>
    );
  };

  return (
    <aside className={styles.sidebar} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h2>
      {body()}
    </aside>
  );
}
