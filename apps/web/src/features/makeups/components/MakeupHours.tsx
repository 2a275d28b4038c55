import { MemberStatus } from '@/components/member-area/MemberStatus';
import {
  hourToTime,
  isHourBusy,
  isMakeupHour,
  makeupStart,
  SCHEDULE_CHANGE_SLOT_HOURS,
} from '@academy/contracts';
import type { TOwnHour } from '@academy/contracts';
import { closedDayText } from '@/components/application-form/use-day-busy-ranges';
import type { useDayBusyRanges } from '@/components/application-form/use-day-busy-ranges';
import { HourSlot } from '@/components/member-area/HourSlot';
import memberStyles from '@/components/member-area/Member.module.css';
import { ownHourKindAt } from '@/components/member-area/own-hours';
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
    return <MemberStatus>{copy.timesLoading}</MemberStatus>;
  }
  if (busy.closure) {
    return <MemberStatus>{closedDayText(copy.closedDay, busy.closure, language)}</MemberStatus>;
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
