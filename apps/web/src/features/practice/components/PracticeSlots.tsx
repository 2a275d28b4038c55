import { hourSlots, HOURS } from '@academy/contracts';
import type { TOwnHourKind } from '@academy/contracts';
import { useId } from 'react';
import { HourSlot } from '@/components/member-area/HourSlot';
import { format } from '@/i18n/format';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TPracticeSelection } from '../practice-selection';
import styles from '@/components/member-area/Member.module.css';

/** 09:00 … 21:00: the start hours of a practice day, ending by 22:00 (docs/product/constants.md). */
export const PRACTICE_SLOT_HOURS = hourSlots(
  HOURS.PRACTICE.OPEN_HOUR,
  HOURS.PRACTICE.CLOSE_HOUR - 1,
);

type TPracticeSlotsProps = {
  date: string;
  selection: TPracticeSelection;
  /** Hours that cannot be chosen: booked in the chosen room, or already started. */
  isUnavailable: (hour: number) => boolean;
  /** The member's own lesson, make-up or booking (any room) at the hour, shown and not offered. */
  ownKindAt: (hour: number) => TOwnHourKind | undefined;
  onClick: (hour: number) => void;
};

export function PracticeSlots({
  date,
  selection,
  isUnavailable,
  ownKindAt,
  onClick,
}: TPracticeSlotsProps) {
  const copy = useT().member.practice;
  const { language } = useLanguage();
  const noteId = useId();
  const legend = format(copy.slotsLabel, { date: formatShortDate(date, language) });
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{copy.slotsHint}</p>
      <div role="group" aria-label={legend} aria-describedby={noteId} className={styles.hours}>
        {PRACTICE_SLOT_HOURS.map((hour) => (
          <HourSlot
            key={hour}
            hour={hour}
            own={ownKindAt(hour)}
            disabled={isUnavailable(hour)}
            pressed={selection !== null && hour >= selection.start && hour < selection.end}
            onClick={() => onClick(hour)}
          />
        ))}
      </div>
      <p id={noteId} className={styles.muted}>
        {copy.slotsNote}
      </p>
    </div>
  );
}
