// Booking bodies for the write benchmark. SPEC §5: whole hours of at least one hour, 09:00-22:00
// Seoul time, no past start, no overlap with a booking of the same room. Every call returns the
// next free one-hour slot (room by room, hour by hour, day by day), so no two requests collide
// and every 409 in the report is a real refusal, not the bench booking a slot twice.
import { addDaysToIsoDate, HOURS, PRACTICE } from '@academy/contracts';

// Korea has no daylight saving time: Seoul wall-clock time is always UTC+09:00.
const SEOUL_OFFSET = '+09:00';

export interface PracticeBookingBody {
  roomId: number;
  startTime: string;
  endTime: string;
}

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00:00${SEOUL_OFFSET}`;

/** An endless sequence of distinct, non-overlapping one-hour bookings from `firstDate` on. */
export function createPracticeSlots(firstDate: string): () => PracticeBookingBody {
  const { OPEN_HOUR, CLOSE_HOUR } = HOURS.PRACTICE;
  const hoursPerDay = CLOSE_HOUR - OPEN_HOUR;
  const slotsPerDay = hoursPerDay * PRACTICE.ROOM_COUNT;
  let next = 0;
  return () => {
    const index = next;
    next += 1;
    const date = addDaysToIsoDate(firstDate, Math.floor(index / slotsPerDay));
    const withinDay = index % slotsPerDay;
    const hour = OPEN_HOUR + Math.floor(withinDay / PRACTICE.ROOM_COUNT);
    return {
      roomId: (withinDay % PRACTICE.ROOM_COUNT) + 1,
      startTime: `${date}T${hourText(hour)}`,
      endTime: `${date}T${hourText(hour + 1)}`,
    };
  };
}
