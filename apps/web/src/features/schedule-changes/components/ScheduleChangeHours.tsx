import { MemberStatus } from '@/components/member-area/MemberStatus';
import { HourSlot } from '@/components/member-area/HourSlot';
import { isHourBusy, SCHEDULE_CHANGE_SLOT_HOURS } from '@academy/contracts';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { closedDayText } from '@/components/application-form/use-day-busy-ranges';
import type { useDayBusyRanges } from '@/components/application-form/use-day-busy-ranges';
import styles from '@/components/member-area/Member.module.css';
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
    return <MemberStatus>{copy.timesLoading}</MemberStatus>;
  }
  return (
    <div className={styles.stack}>
      <div
        role="group"
        aria-label={`${formatShortDate(date, language)} ${copy.timesLabel}`}
        className={styles.hours}
      >
        {SCHEDULE_CHANGE_SLOT_HOURS.map((slot) => (
          <HourSlot
            key={slot}
            hour={slot}
            disabled={isHourBusy(slot, busy.ranges)}
            pressed={hour === slot}
            onClick={() => onToggle(slot)}
          />
        ))}
      </div>
      <p className={styles.muted} role={busy.closure ? 'status' : undefined}>
        {busy.closure ? closedDayText(copy.closedDayNote, busy.closure, language) : copy.timesNote}
      </p>
    </div>
  );
}
