import { hourToTime, isHourBusy, pickText, SCHEDULE_CHANGE_SLOT_HOURS } from '@academy/contracts';
import { formatShortDate } from '@/components/calendar/calendar-format';
import type { useDayBusyRanges } from '@/components/application-form/use-day-busy-ranges';
import styles from '@/components/member-area/Member.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';

type TScheduleChangeHoursProps = {
  date: string;
  busy: ReturnType<typeof useDayBusyRanges>;
  hour: number | null;
  onToggle: (slot: number) => void;
};

/** The new date's hours (busy ones disabled), or why the day is closed. */
export function ScheduleChangeHours({ date, busy, hour, onToggle }: TScheduleChangeHoursProps) {
  const copy = useT().member.schedule;
  const { language } = useLanguage();
  if (busy.loading) {
    return (
      <p className={styles.muted} role="status">
        {copy.timesLoading}
      </p>
    );
  }
  return (
    <div className={styles.stack}>
      <div
        role="group"
        aria-label={`${formatShortDate(date, language)} ${copy.timesLabel}`}
        className={styles.hours}
      >
        {SCHEDULE_CHANGE_SLOT_HOURS.map((slot) => (
          <button
            key={slot}
            type="button"
            className={styles.slot}
            disabled={isHourBusy(slot, busy.ranges)}
            aria-pressed={hour === slot}
            onClick={() => onToggle(slot)}
          >
            {hourToTime(slot)}
          </button>
        ))}
      </div>
      <p className={styles.muted} role={busy.closure ? 'status' : undefined}>
        {busy.closure
          ? format(copy.closedDayNote, {
              reason: pickText({ ko: busy.closure.reason, en: busy.closure.reasonEn }, language),
            })
          : copy.timesNote}
      </p>
    </div>
  );
}
