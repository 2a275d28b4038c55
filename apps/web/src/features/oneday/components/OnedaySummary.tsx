import { hourToTime } from '@academy/contracts';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TOnedaySelections } from '../oneday-selection';
import styles from './Oneday.module.css';

type TOnedaySummaryProps = {
  selections: TOnedaySelections;
  onShowDate: (date: string) => void;
  onRemoveTime: (date: string, hour: number) => void;
  onRemoveDate: (date: string) => void;
};

/** The chosen days in date order, each with its hours; every entry can be removed. */
export function OnedaySummary({
  selections,
  onShowDate,
  onRemoveTime,
  onRemoveDate,
}: TOnedaySummaryProps) {
  const t = useT();
  const copy = t.applications.oneday;
  const { language } = useLanguage();
  const dates = Object.keys(selections).sort();

  return (
    <section className={styles.summary} aria-labelledby="oneday-summary-title">
      <h3 id="oneday-summary-title" className={styles.summaryTitle}>
        {copy.summaryHeading}
      </h3>
      {dates.length === 0 ? (
        <p className={styles.muted}>{copy.summaryEmpty}</p>
      ) : (
        <ul className={styles.summaryList}>
          {dates.map((date) => {
            const day = formatShortDate(date, language);
            return (
              <li key={date} className={styles.summaryItem}>
                <button
                  type="button"
                  className={styles.dateButton}
                  onClick={() => onShowDate(date)}
                >
                  {day}
                </button>
                <ul className={styles.timeList}>
                  {(selections[date] ?? []).map((hour) => (
                    <li key={hour}>
                      <button
                        type="button"
                        className={styles.timeTag}
                        aria-label={format(copy.removeTime, { date: day, time: hourToTime(hour) })}
                        onClick={() => onRemoveTime(date, hour)}
                      >
                        {hourToTime(hour)}
                        <span aria-hidden="true">×</span>
                      </button>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className={styles.removeDate}
                  aria-label={format(copy.removeDate, { date: day })}
                  onClick={() => onRemoveDate(date)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
