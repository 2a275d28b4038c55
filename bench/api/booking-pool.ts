// The slots the write benchmark books, found in the practice calendar the members see.
import { addDaysToIsoDate, lastBookableDate, toAcademyIsoDate } from '@academy/contracts';
import type { BookingSlot } from './book-and-cancel.js';
import { freePracticeSlots, type BookedRange } from './practice-slots.js';

/**
 * Slots one member books at most at a time: half their cap of bookings that have not ended (and
 * of hours per week), so bookings the seeds gave them still fit.
 */
export const SLOTS_PER_MEMBER = 3;

async function bookedRanges(baseUrl: string, cookie: string, firstDate: string, lastDate: string) {
  const response = await fetch(
    `${baseUrl}/api/practice?startDate=${firstDate}&endDate=${lastDate}`,
    { headers: { cookie } },
  );
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`GET /api/practice answered ${response.status}: ${text}`);
  }
  return (JSON.parse(text) as { data: { sessions: BookedRange[] } }).data.sessions;
}

/**
 * Free one-hour slots from tomorrow to the last bookable day (none can start during the run),
 * SLOTS_PER_MEMBER for each member in turn.
 */
export async function buildBookingPool(
  baseUrl: string,
  memberCookies: string[],
): Promise<BookingSlot[]> {
  const [firstCookie] = memberCookies;
  if (firstCookie === undefined) throw new Error('no member signed in to book');
  const now = new Date();
  const firstDate = addDaysToIsoDate(toAcademyIsoDate(now), 1);
  const lastDate = lastBookableDate(now);
  const booked = await bookedRanges(baseUrl, firstCookie, firstDate, lastDate);
  const slots = freePracticeSlots({ firstDate, lastDate, booked, now });
  return memberCookies.flatMap((cookie, member) =>
    slots
      .slice(member * SLOTS_PER_MEMBER, (member + 1) * SLOTS_PER_MEMBER)
      .map((body) => ({ body, cookie })),
  );
}
