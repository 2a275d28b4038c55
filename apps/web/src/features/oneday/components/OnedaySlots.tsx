import { hourToTime, isHourBusy, ONEDAY_SLOT_HOURS, toAcademyMinutes } from '@academy/contracts';
import { closedDayText } from '@/components/application-form/use-day-busy-ranges';
import type { TValidationMessageKey } from '@academy/contracts';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useDayBusyRanges } from '@/components/application-form/use-day-busy-ranges';
import styles from '@/components/application-form/Chips.module.css';

type TOnedaySlotsProps = {
  date: string;
  chosen: readonly number[];
  onToggle: (hour: number) => void;
  onRefuse: (reason: TValidationMessageKey) => void;
};

function hasStarted(date: string, hour: number, now: Date): boolean {
  const today = todayIsoDate(now);
  return date < today || (date === today && hour * 60 <= toAcademyMinutes(now));
}

/**
 * The 14 hourly slots of one day (docs/product/validation.md). A slot the teacher is busy at stays focusable but
 * refuses with the reason, so the visitor learns why instead of meeting a dead button.
 */
export function OnedaySlots({ date, chosen, onToggle, onRefuse }: TOnedaySlotsProps) {
  const t = useT();
  const copy = t.applications.oneday;
  const { language } = useLanguage();
  const busy = useDayBusyRanges(date);
  const legend = format(copy.slotsLegend, { date: formatShortDate(date, language) });

  if (busy.loading) {
    return (
      <p className={styles.status} role="status">
        {copy.slotsLoading}
      </p>
    );
  }

  const now = new Date();
  return (
    <div role="group" aria-label={legend} className={styles.dayGroup}>
      <p className={styles.dayTitle} aria-hidden="true">
        {legend}
      </p>
      {busy.closure && (
        <p className={styles.status} role="status">
          {closedDayText(copy.closedDay, busy.closure, language)}
        </p>
      )}
      <div className={styles.hours}>
        {ONEDAY_SLOT_HOURS.map((hour) => {
          const refusal: TValidationMessageKey | null = isHourBusy(hour, busy.ranges)
            ? 'timeSlotBusy'
            : hasStarted(date, hour, now)
              ? 'practicePastStart'
              : null;
          return (
            <button
              key={hour}
              type="button"
              className={styles.chip}
              aria-pressed={chosen.includes(hour)}
              aria-disabled={refusal !== null || undefined}
              onClick={() => (refusal === null ? onToggle(hour) : onRefuse(refusal))}
            >
              {hourToTime(hour)}
            </button>
          );
        })}
      </div>
      <p className={styles.status}>{copy.busyNote}</p>
    </div>
  );
}
