import { fromIsoDate } from '../lib/iso-date.js';

// Korea has not used daylight saving time since 1988, so a fixed offset is exact.
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** The instant a Seoul calendar day (yyyy-MM-dd) starts. */
export function seoulDayStart(isoDate: string): Date {
  return new Date(fromIsoDate(isoDate).getTime() - SEOUL_OFFSET_MS);
}
