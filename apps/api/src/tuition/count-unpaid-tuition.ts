import { seoulMonthOf, type TTuitionUnpaidCount } from '@academy/contracts';
import type { TuitionRepository } from './tuition-repository.js';

/** How many of the current Seoul month's dues are unpaid: the staff header's badge. */
export function createCountUnpaidTuition(deps: { tuition: TuitionRepository; now?: () => Date }) {
  const { tuition, now = () => new Date() } = deps;
  return async function countUnpaidTuition(): Promise<TTuitionUnpaidCount> {
    const month = seoulMonthOf(now());
    return { month, unpaidCount: await tuition.countUnpaid(month) };
  };
}

export type CountUnpaidTuition = ReturnType<typeof createCountUnpaidTuition>;
