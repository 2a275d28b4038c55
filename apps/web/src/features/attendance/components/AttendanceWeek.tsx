import type { TAttendanceOccurrence } from '@academy/contracts';
import { useLanguage, useT } from '@/i18n/use-language';
import { dayLabel } from './attendance-text';
import { AttendanceControl } from './AttendanceControl';
import styles from './Attendance.module.css';
import { LessonMarkList } from './LessonMarkList';
import { OccurrenceTags } from './OccurrenceTags';
import type { useMarking } from './use-marking';

type TAttendanceWeekProps = {
  days: readonly string[];
  occurrences: readonly TAttendanceOccurrence[];
  today: string;
  marking: ReturnType<typeof useMarking>;
};

/** The members of the week in name order, each once. */
function membersOf(occurrences: readonly TAttendanceOccurrence[]) {
  const names = new Map<number, string>();
  for (const occurrence of occurrences) names.set(occurrence.memberId, occurrence.memberName);
  return [...names].sort(([a, nameA], [b, nameB]) => nameA.localeCompare(nameB) || a - b);
}

/**
 * A week's lessons: on wide screens a grid (a row per member, a column per day), on narrow ones
 * a list by day. Both hold the same buttons; CSS shows one, so only one is in the page's tree.
 */
export function AttendanceWeek({ days, occurrences, today, marking }: TAttendanceWeekProps) {
  const copy = useT().attendance.staff;
  const { language } = useLanguage();
  const byCell = new Map(occurrences.map((item) => [`${item.memberId}:${item.date}`, item]));
  const members = membersOf(occurrences);

  return (
    <>
      <div className={styles.gridWrap}>
        <table className={styles.grid}>
          <thead>
            <tr>
              <th scope="col" className={styles.memberColumn}>
                {copy.member}
              </th>
              {days.map((day) => (
                <th key={day} scope="col" className={day === today ? styles.today : undefined}>
                  {dayLabel(day, language)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {members.map(([memberId, name]) => (
              <tr key={memberId}>
                <th scope="row">{name}</th>
                {days.map((day) => {
                  const occurrence = byCell.get(`${memberId}:${day}`);
                  return (
                    <td key={day} className={day === today ? styles.today : undefined}>
                      {occurrence && (
                        <>
                          <span className={styles.lessonMeta}>
                            {occurrence.startTime}
                            <OccurrenceTags occurrence={occurrence} />
                          </span>
                          <AttendanceControl
                            occurrence={occurrence}
                            today={today}
                            marking={marking}
                          />
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.days}>
        {days.map((day) => {
          const lessons = occurrences.filter((occurrence) => occurrence.date === day);
          if (lessons.length === 0) return null;
          return (
            <li key={day}>
              <h3 className={styles.dayHeading}>{dayLabel(day, language)}</h3>
              <LessonMarkList occurrences={lessons} today={today} marking={marking} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
