import { ATTENDANCE_OUTCOMES } from '@academy/contracts';
import type { TAttendanceOccurrence, TAttendanceStatus } from '@academy/contracts';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import styles from './Attendance.module.css';
import type { useMarking } from './use-marking';

/** The states staff set with one press; `unmarked` is "clear". */
const CHOICES = [
  'attended',
  'absent_with_notice',
  'absent_without_notice',
  'cancelled_by_academy',
] as const satisfies readonly TAttendanceStatus[];

const isOutcome = (status: TAttendanceStatus) =>
  (ATTENDANCE_OUTCOMES as readonly string[]).includes(status);

type TAttendanceControlProps = {
  occurrence: TAttendanceOccurrence;
  today: string;
  /** Saves a press; while this occurrence's change is being saved, its buttons wait. */
  marking: ReturnType<typeof useMarking>;
};

/**
 * One occurrence's state as segmented buttons (docs/product/attendance.md): a press sets it, the
 * pressed one is the stored state, "clear" unmarks. What happened (attended, absent) can only be
 * said of lessons up to today; a closed day's lesson is the academy's and shows no buttons.
 */
export function AttendanceControl({ occurrence, today, marking }: TAttendanceControlProps) {
  const t = useT().attendance;
  const busy = marking.isSaving(occurrence);
  const onMark = (status: TAttendanceStatus) => marking.onMark(occurrence, status);
  if (occurrence.closedDay) return <span className={styles.closed}>{t.staff.closedDay}</span>;
  const label = format(t.staff.controlLabel, {
    name: occurrence.memberName,
    date: occurrence.date,
    time: occurrence.startTime,
  });
  const future = occurrence.date > today;
  return (
    <div role="group" aria-label={label} aria-busy={busy || undefined} className={styles.control}>
      {CHOICES.map((status) => (
        <button
          key={status}
          type="button"
          className={styles.choice}
          aria-pressed={occurrence.status === status}
          disabled={busy || (future && isOutcome(status))}
          onClick={() => {
            if (occurrence.status !== status) onMark(status);
          }}
        >
          {t.short[status]}
        </button>
      ))}
      {occurrence.status !== 'unmarked' && (
        <button
          type="button"
          className={styles.choice}
          disabled={busy}
          onClick={() => onMark('unmarked')}
        >
          {t.staff.clear}
        </button>
      )}
    </div>
  );
}
