import type { TAttendanceOccurrence } from '@academy/contracts';
import type { ReactNode } from 'react';
import { AttendanceControl } from './AttendanceControl';
import styles from './Attendance.module.css';
import { OccurrenceTags } from './OccurrenceTags';
import type { useMarking } from './use-marking';

type TLessonMarkListProps = {
  occurrences: readonly TAttendanceOccurrence[];
  today: string;
  marking: ReturnType<typeof useMarking>;
  /** More under each lesson, composed by the page (e.g. its lesson note). */
  lessonExtra?: ((occurrence: TAttendanceOccurrence) => ReactNode) | undefined;
};

/** A day's lessons, one under another, each with its time, member, teacher and state buttons. */
export function LessonMarkList({ occurrences, today, marking, lessonExtra }: TLessonMarkListProps) {
  return (
    <ul className={styles.lessons}>
      {occurrences.map((occurrence) => (
        <li key={`${occurrence.memberId}:${occurrence.date}`} className={styles.lesson}>
          <strong>
            {occurrence.memberName}
            <OccurrenceTags occurrence={occurrence} />
          </strong>
          <span className={styles.lessonMeta}>
            {occurrence.startTime}–{occurrence.endTime} · {occurrence.teacherName}
          </span>
          <AttendanceControl occurrence={occurrence} today={today} marking={marking} />
          {occurrence.note && <p className={styles.note}>{occurrence.note}</p>}
          {lessonExtra?.(occurrence)}
        </li>
      ))}
    </ul>
  );
}
