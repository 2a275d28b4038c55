// Booking bodies for the write benchmark. A member books within the booking horizon, at most
// 1 to 2 whole hours 09:00-22:00 Seoul time, never in the past nor over a booking of the same
// room, and holds only so many bookings at once (docs/product/practice-rooms.md). So the
// benchmark gives every connection a free one-hour slot of its own, found in the calendar the
// member sees, and books and cancels it in turn: every answer is a 2xx and nothing piles up.
import {
  addDaysToIsoDate,
  HOURS,
  hourToTime,
  PRACTICE,
  rangesOverlap,
  seoulDateTimeText,
} from '@academy/contracts';

export interface PracticeBookingBody {
  roomId: number;
  startTime: string;
  endTime: string;
}

/** A session of GET /api/practice, as far as the free slots depend on it. */
export interface BookedRange {
  practiceRoom: string;
  startTime: string;
  endTime: string;
}

/**
 * One-hour slots from `firstDate` to `lastDate` (yyyy-MM-dd, Seoul) that start after `now` and
 * overlap no booked range of their room: day by day, hour by hour, room by room.
 */
export function freePracticeSlots(input: {
  firstDate: string;
  lastDate: string;
  booked: readonly BookedRange[];
  now: Date;
}): PracticeBookingBody[] {
  const slots: PracticeBookingBody[] = [];
  for (let date = input.firstDate; date <= input.lastDate; date = addDaysToIsoDate(date, 1)) {
    for (let hour = HOURS.PRACTICE.OPEN_HOUR; hour < HOURS.PRACTICE.CLOSE_HOUR; hour += 1) {
      for (let roomId = 1; roomId <= PRACTICE.ROOM_COUNT; roomId += 1) {
        const slot = {
          roomId,
          startTime: seoulDateTimeText(date, hourToTime(hour)),
          endTime: seoulDateTimeText(date, hourToTime(hour + 1)),
        };
        if (isFree(slot, input.booked, input.now)) slots.push(slot);
      }
    }
  }
  return slots;
}

function isFree(slot: PracticeBookingBody, booked: readonly BookedRange[], now: Date): boolean {
  const start = Date.parse(slot.startTime);
  const end = Date.parse(slot.endTime);
  if (start <= now.getTime()) return false;
  return !booked.some(
    (range) =>
      range.practiceRoom === `room${slot.roomId}` &&
      rangesOverlap(start, end, Date.parse(range.startTime), Date.parse(range.endTime)),
  );
}
