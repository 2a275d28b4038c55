import {
  addDaysToIsoDate,
  addMonths,
  firstDayOfMonth,
  toAcademyIsoDate,
  type TFirstDue,
  type TLessonWeekday,
} from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { firstDueOf } from './first-due.js';
import type { TuitionRepository } from './tuition-repository.js';

/** What an approval decides of a new member's first due. */
export interface FirstDuePlanInput {
  approvedAt: Date;
  weekday: TLessonWeekday;
  startTime: string;
  monthlyFee: number;
}

/**
 * The first due an approval at `approvedAt` issues (firstDueOf), with the closed days of the
 * approval month read from the database. The approval puts the weekly slot in effect from its
 * own Seoul day. Used by the approval, inside its transaction, and by its preview.
 */
export function createPlanFirstDue(deps: { tuition: TuitionRepository }) {
  return async function planFirstDue(
    client: Prisma.TransactionClient,
    input: FirstDuePlanInput,
  ): Promise<TFirstDue> {
    const today = toAcademyIsoDate(input.approvedAt);
    const monthEnd = addDaysToIsoDate(firstDayOfMonth(addMonths(today.slice(0, 7), 1)), -1);
    const closedDays = await deps.tuition.closedDaysBetween(client, today, monthEnd);
    return firstDueOf({ ...input, effectiveFrom: today, closedDays });
  };
}

export type PlanFirstDue = ReturnType<typeof createPlanFirstDue>;
