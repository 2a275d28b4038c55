import { hourToTime, LESSON_WEEKDAYS, pickText, WEEKDAY_LABELS } from '@academy/contracts';
import type { TLessonTimeSelections, TLessonWeekday } from '@academy/contracts';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TFreeLessonHours } from '../lesson-hours';
import { LESSON_START_HOURS } from '../lesson-hours';
import styles from '@/components/application-form/Chips.module.css';

type TLessonTimePickerProps = {
  free: TFreeLessonHours;
  loading: boolean;
  /** A weekday is chosen while it is a key, even before it has hours. */
  selections: TLessonTimeSelections;
  onChange: (selections: TLessonTimeSelections) => void;
};

type TWeekdayHoursProps = {
  legend: string;
  free: readonly number[];
  chosen: readonly number[] | undefined;
  onToggle: (hour: number) => void;
};

/** The hour chips of one chosen weekday; an hour that is not free cannot be pressed. */
function WeekdayHours({ legend, free, chosen, onToggle }: TWeekdayHoursProps) {
  return (
    <div role="group" aria-label={legend} className={styles.dayGroup}>
      <p className={styles.dayTitle} aria-hidden="true">
        {legend}
      </p>
      <div className={styles.hours}>
        {LESSON_START_HOURS.map((hour) => (
          <button
            key={hour}
            type="button"
            className={styles.chip}
            aria-pressed={chosen?.includes(hour) ?? false}
            disabled={!free.includes(hour)}
            onClick={() => onToggle(hour)}
          >
            {hourToTime(hour)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Weekday chips, then hour chips for each chosen weekday (docs/product/validation.md regular lesson). */
export function LessonTimePicker({ free, loading, selections, onChange }: TLessonTimePickerProps) {
  const t = useT();
  const copy = t.applications.lesson;
  const { language } = useLanguage();
  const chosen = LESSON_WEEKDAYS.filter((weekday) => selections[weekday] !== undefined);
  const weekdayName = (weekday: TLessonWeekday) => pickText(WEEKDAY_LABELS[weekday], language);

  const toggleWeekday = (weekday: TLessonWeekday) => {
    const { [weekday]: removed, ...others } = selections;
    onChange(removed === undefined ? { ...selections, [weekday]: [] } : others);
  };

  const toggleHour = (weekday: TLessonWeekday, hour: number) => {
    const hours = selections[weekday] ?? [];
    const next = hours.includes(hour) ? hours.filter((h) => h !== hour) : [...hours, hour];
    onChange({ ...selections, [weekday]: next.sort((a, b) => a - b) });
  };

  // Shown in the visitor's language; the text sent to staff is always Korean.
  const summary = chosen
    .filter((weekday) => (selections[weekday]?.length ?? 0) > 0)
    .map(
      (weekday) =>
        `${weekdayName(weekday)}: ${(selections[weekday] ?? []).map(hourToTime).join(', ')}`,
    )
    .join(' | ');

  return (
    <>
      <div role="group" aria-label={copy.weekdaysLegend} className={styles.chips}>
        {LESSON_WEEKDAYS.map((weekday) => {
          const full = !loading && free[weekday].length === 0;
          const count = selections[weekday]?.length ?? 0;
          return (
            <button
              key={weekday}
              type="button"
              className={styles.chip}
              aria-pressed={selections[weekday] !== undefined}
              disabled={full}
              onClick={() => toggleWeekday(weekday)}
            >
              {full
                ? format(copy.fullyBooked, { weekday: weekdayName(weekday) })
                : weekdayName(weekday)}
              {count > 0 && (
                <span className={styles.count} aria-hidden="true">
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {loading && (
        <p className={styles.status} role="status">
          {copy.busyLoading}
        </p>
      )}
      {!loading && chosen.length === 0 && <p className={styles.status}>{copy.pickWeekdayFirst}</p>}
      {!loading &&
        chosen.map((weekday) => (
          <WeekdayHours
            key={weekday}
            legend={format(copy.hoursLegend, { weekday: weekdayName(weekday) })}
            free={free[weekday]}
            chosen={selections[weekday]}
            onToggle={(hour) => toggleHour(weekday, hour)}
          />
        ))}
      <div className={styles.summary} aria-live="polite">
        <span>{copy.summaryLabel}</span>
        <span className={styles.summaryText}>{summary || copy.summaryEmpty}</span>
      </div>
    </>
  );
}
