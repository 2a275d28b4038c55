import {
  hourToTime,
  isHourBusy,
  isMakeupHour,
  makeupStart,
  pickText,
  SCHEDULE_CHANGE_SLOT_HOURS,
} from '@academy/contracts';
import type { TOwnHour } from '@academy/contracts';
import type { useDayBusyRanges } from '@/components/application-form/use-day-busy-ranges';
import { HourSlot } from '@/components/member-area/HourSlot';
import memberStyles from '@/components/member-area/Member.module.css';
import { ownHourKindAt } from '@/components/member-area/own-hours';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';

type TMakeupHoursProps = {
  date: string;
  hour: number | null;
  busy: ReturnType<typeof useDayBusyRanges>;
  ownHours: readonly TOwnHour[];
  onToggle: (slot: number) => void;
};

/** The teacher's free make-up hours of the day (busy, past and the member's own ones disabled). */
export function MakeupHours({ date, hour, busy, ownHours, onToggle }: TMakeupHoursProps) {
  const copy = useT().makeups.member;
  const { language } = useLanguage();
  if (busy.loading) {
    return (
      <p className={memberStyles.muted} role="status">
        {copy.timesLoading}
      </p>
    );
  }
  if (busy.closure) {
    return (
      <p className={memberStyles.muted} role="status">
        {format(copy.closedDay, {
          reason: pickText({ ko: busy.closure.reason, en: busy.closure.reasonEn }, language),
        })}
      </p>
    );
  }
  return (
    <div role="group" aria-label={copy.timesLabel} className={memberStyles.hours}>
      {SCHEDULE_CHANGE_SLOT_HOURS.map((slot) => (
        <HourSlot
          key={slot}
          hour={slot}
          own={ownHourKindAt(ownHours, date, slot)}
          disabled={
            isHourBusy(slot, busy.ranges) ||
            !isMakeupHour(date, hourToTime(slot)) ||
            makeupStart(date, hourToTime(slot)) <= new Date()
          }
          pressed={hour === slot}
          onClick={() => onToggle(slot)}
        />
      ))}
    </div>
  );
}
