import type { TTempoSeriesItem } from '@academy/contracts';
import { usePracticeLogCopy } from '@/i18n/sections/practice-log';
import styles from './PracticeLog.module.css';

/**
 * The chart's points as a table: the same exercises, days and tempos, for screen readers and
 * keyboard users, and for anyone whose chart could not be drawn.
 */
export function TempoTable({ series }: { series: readonly TTempoSeriesItem[] }) {
  const copy = usePracticeLogCopy().chart;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{copy.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.exercise}</th>
            <th scope="col">{copy.date}</th>
            <th scope="col">{copy.bpm}</th>
          </tr>
        </thead>
        <tbody>
          {series.flatMap((line) =>
            line.points.map((point) => (
              <tr key={`${line.exercise}:${point.date}`}>
                <th scope="row">{line.exercise}</th>
                <td>{point.date}</td>
                <td>{point.bpm}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
