import { hourToTime } from '@academy/contracts';
import type { TOwnHourKind } from '@academy/contracts';
import { useT } from '@/i18n/use-language';
import styles from './Member.module.css';

type THourSlotProps = {
  hour: number;
  /** The member's own lesson, make-up or booking at this hour: named on the slot, never offered. */
  own?: TOwnHourKind;
  /** Taken by someone else, passed, or otherwise not offered. */
  disabled: boolean;
  pressed: boolean;
  onClick: () => void;
};

/** One hour of a member's hour picker (practice room, make-up). */
export function HourSlot({ hour, own, disabled, pressed, onClick }: THourSlotProps) {
  const copy = useT().member.ownHour;
  return (
    <button
      type="button"
      className={own ? `${styles.slot} ${styles.slotOwn}` : styles.slot}
      disabled={disabled || own !== undefined}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {hourToTime(hour)}
      {/* The space keeps "19:00 Your lesson" apart in the button's accessible name. */}
      {own && (
        <>
          {' '}
          <span className={styles.slotTag}>{copy[own]}</span>
        </>
      )}
    </button>
  );
}
