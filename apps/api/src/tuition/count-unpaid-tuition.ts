import { seoulMonthOf, type TTuitionUnpaidCount } from '@academy/contracts';
import type { TuitionRepository } from './tuition-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** How many of the current Seoul month's dues are unpaid: the staff header's badge. */
export function createCountUnpaidTuition(deps: { tuition: TuitionRepository; now?: Clock }) {
  const { tuition, now = systemClock } = deps;
  return async function countUnpaidTuition(): Promise<TTuitionUnpaidCount> {
    const month = seoulMonthOf(now());
    return { month, unpaidCount: await tuition.countUnpaid(month) };
  };
}

export type CountUnpaidTuition = ReturnType<typeof createCountUnpaidTuition>;
