import type { TOccurrenceKind } from '@academy/contracts';
import styles from './LessonSchedule.module.css';

/** A shape per kind, so kinds differ by more than colour (the legend uses the same ones). */
const MARKERS: Record<TOccurrenceKind, string> = {
  lesson: '●',
  moved_lesson: '◆',
  makeup_lesson: '★',
  personal: '■',
  oneday_class: '▲',
};

export function KindMarker({ kind }: { kind: TOccurrenceKind }) {
  return (
    <span className={styles.marker} aria-hidden="true">
      {MARKERS[kind]}
    </span>
  );
}
