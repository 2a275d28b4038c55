import {
  addDaysToIsoDate,
  MAKEUP_LIMITS,
  toAcademyIsoDate,
  type TDateRange,
  type TOwnHour,
  type TOwnMakeupOverview,
} from '@academy/contracts';
import type { GetMakeupOverview } from './get-makeup-overview.js';
import { type Clock, systemClock } from '../lib/clock.js';

/**
 * The member's own make-up view: the overview, and their own hours (lessons, make-ups, practice
 * bookings) over the days the booking dialog offers, from today to the last day of the credit
 * spent next. The dialog shows those hours taken; the booking refuses them (OWN_HOUR_TAKEN).
 */
export function createGetOwnMakeupOverview(deps: {
  getMakeupOverview: GetMakeupOverview;
  findOwnHours: (memberId: number, range: TDateRange) => Promise<TOwnHour[]>;
  now?: Clock;
}) {
  const { getMakeupOverview, findOwnHours, now = systemClock } = deps;
  return async function getOwnMakeupOverview(memberId: number): Promise<TOwnMakeupOverview> {
    const overview = await getMakeupOverview(memberId);
    const next = overview.openCredits[0];
    if (!next) return { ...overview, ownHours: [] };
    const today = toAcademyIsoDate(now());
    const lastOffered = addDaysToIsoDate(today, MAKEUP_LIMITS.DAYS_OFFERED - 1);
    const endDate = next.expiresOn < lastOffered ? next.expiresOn : lastOffered;
    return { ...overview, ownHours: await findOwnHours(memberId, { startDate: today, endDate }) };
  };
}

export type GetOwnMakeupOverview = ReturnType<typeof createGetOwnMakeupOverview>;
