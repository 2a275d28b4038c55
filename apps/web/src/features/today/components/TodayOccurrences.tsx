import {
  ATTENDANCE_STATUS_LABELS,
  isMarkableToday,
  pickText,
  type TTodayDay,
  type TTodayOccurrence,
} from '@academy/contracts';
import { Link } from 'react-router-dom';
import { formatShortDate } from '@/components/calendar/calendar-format';
import staffStyles from '@/components/staff-area/Staff.module.css';
import { format } from '@/i18n/format';
import { useTodayCopy } from '@/i18n/sections/today';
import { useLanguage } from '@/i18n/use-language';
import { OneTapMark, type TTodayMark } from './OneTapMark';
import { memberPath } from '@/config/paths';
import styles from './Today.module.css';

function OccurrenceRow({
  occurrence,
  markable,
  mark,
}: {
  occurrence: TTodayOccurrence;
  markable: boolean;
  mark: TTodayMark;
}) {
  const copy = useTodayCopy();
  const { language } = useLanguage();
  const { memberId, status } = occurrence;
  return (
    <li className={styles.item}>
      <div className={styles.who}>
        <span>
          <span className={styles.time}>
            {occurrence.startTime}–{occurrence.endTime}
          </span>{' '}
          {memberId === null ? (
            occurrence.name
          ) : (
            <Link to={memberPath(memberId)}>{occurrence.name}</Link>
          )}
          <span className={styles.tag}>{copy.kinds[occurrence.kind]}</span>
          {occurrence.noticeGiven && <span className={styles.notice}>{copy.noticeGiven}</span>}
        </span>
        <span className={styles.meta}>
          {format(copy.teacherPlace, { teacher: occurrence.teacherName })}
          {status !== null &&
            status !== 'unmarked' &&
            ` · ${pickText(ATTENDANCE_STATUS_LABELS[status], language)}`}
        </span>
      </div>
      {markable && memberId !== null && (
        <OneTapMark occurrence={occurrence} memberId={memberId} mark={mark} />
      )}
    </li>
  );
}

/** The day's lessons, make-ups and one-day classes in time order; today's lessons take a tap. */
export function TodayOccurrences({
  day,
  today,
  mark,
}: {
  day: TTodayDay;
  today: string;
  mark: TTodayMark;
}) {
  const copy = useTodayCopy();
  const { language } = useLanguage();
  const { occurrences } = day;
  return (
    <>
      <p className={styles.caption}>
        {format(copy.dayCaption, {
          date: formatShortDate(day.date, language),
          count: occurrences.length,
        })}
      </p>
      {occurrences.length === 0 ? (
        <p className={staffStyles.empty}>{copy.empty}</p>
      ) : (
        <ul className={styles.list}>
          {occurrences.map((occurrence) => (
            <OccurrenceRow
              key={`${occurrence.kind}:${occurrence.memberId ?? occurrence.name}:${occurrence.startTime}`}
              occurrence={occurrence}
              markable={isMarkableToday(occurrence, day.date, today)}
              mark={mark}
            />
          ))}
        </ul>
      )}
    </>
  );
}
