import type { TPracticeSummary } from '@academy/contracts';
import { format } from '@/i18n/format';
import { useLessonNotesCopy } from '@/i18n/sections/lesson-notes';
import styles from './LessonNotes.module.css';

/**
 * What the member practised since their previous lesson (docs/product/lesson-notes.md): entries,
 * minutes and the best tempo of each exercise, in one short line for the day's list.
 */
export function PracticeSummary({ practice }: { practice: TPracticeSummary }) {
  const copy = useLessonNotesCopy().staff;
  if (practice.entries === 0) return <p className={styles.practice}>{copy.practiceNone}</p>;
  const tempos = practice.bestTempos.map((best) => `${best.exercise} ${best.bpm}`).join(', ');
  return (
    <p className={styles.practice}>
      <span className={styles.practiceHeading}>{copy.practiceHeading}: </span>
      {format(copy.practiceSummary, {
        entries: practice.entries,
        minutes: practice.totalMinutes,
      })}
      {tempos && ` · ${copy.bestTempo} ${tempos}`}
    </p>
  );
}
