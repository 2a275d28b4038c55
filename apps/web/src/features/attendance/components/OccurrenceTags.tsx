import type { TAttendanceOccurrence } from '@academy/contracts';
import { useT } from '@/i18n/use-language';
import styles from './Attendance.module.css';

/** Marks a make-up or a moved lesson; a weekly one needs no tag. */
export function OccurrenceTags({ occurrence }: { occurrence: TAttendanceOccurrence }) {
  const copy = useT().attendance.staff;
  if (occurrence.kind === 'weekly') return null;
  return (
    <span className={styles.tag}>{occurrence.kind === 'makeup' ? copy.makeup : copy.moved}</span>
  );
}
