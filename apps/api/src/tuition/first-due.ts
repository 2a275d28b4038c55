import {
  addDaysToIsoDate,
  addMonths,
  firstDayOfMonth,
  timeToMinutes,
  toAcademyIsoDate,
  toAcademyMinutes,
  weekdayOfIsoDate,
  type TFirstDue,
  type TLessonWeekday,
} from '@academy/contracts';

/** What decides a new member's first due (docs/product/tuition.md, "A new member's first due"). */
export interface FirstDueInput {
  /** The moment staff approve (or, for the preview, now). */
  approvedAt: Date;
  /** The first Seoul day the weekly slot is in effect; lessons before it are not the member's. */
  effectiveFrom: string;
  weekday: TLessonWeekday;
  /** HH:mm, Seoul: a lesson on the approval day counts only when it has not begun. */
  startTime: string;
  monthlyFee: number;
  /** Closed days (yyyy-MM-dd) of the approval month: no lesson is held on them. */
  closedDays: readonly string[];
}

/** Every `weekday` of `month` (YYYY-MM), in order: the 4 or 5 weekly lessons a monthly fee pays for. */
export function weekdaysOfMonth(month: string, weekday: TLessonWeekday): string[] {
  const days: string[] = [];
  for (let day = firstDayOfMonth(month); day.startsWith(month); day = addDaysToIsoDate(day, 1)) {
    if (weekdayOfIsoDate(day) === weekday) days.push(day);
  }
  return days;
}

/**
 * The fee for `lessons` of a month's `monthLessons`: fee × lessons / monthLessons, rounded to
 * whole won, half up (integer arithmetic, so no floating-point remainder decides it).
 */
export function proratedAmount(fee: number, lessons: number, monthLessons: number): number {
  return Math.floor((2 * fee * lessons + monthLessons) / (2 * monthLessons));
}

/**
 * The first due of a member approved at `approvedAt` (Asia/Seoul):
 * - the lessons left in the approval month are the slot's weekdays from the later of the
 *   approval day and `effectiveFrom` to the month's end, without closed days, and without a
 *   lesson of the approval day that has begun by then;
 * - none left: next month's whole fee, due on its 1st;
 * - all of the month's weekdays left: the whole fee of this month;
 * - otherwise fee × left / the month's weekdays (closed ones included: an existing member is
 *   billed for them and earns a make-up credit, a member approved after the closure is not);
 * - a due of the approval month falls on the 1st as every due, but never before the approval
 *   day, so it is not late (nor reminded as late) the moment it exists.
 */
export function firstDueOf(input: FirstDueInput): TFirstDue {
  const today = toAcademyIsoDate(input.approvedAt);
  const month = today.slice(0, 7);
  const from = input.effectiveFrom > today ? input.effectiveFrom : today;
  const begun = (day: string) =>
    day === today && timeToMinutes(input.startTime) < toAcademyMinutes(input.approvedAt);
  const closed = new Set(input.closedDays);
  const monthLessons = weekdaysOfMonth(month, input.weekday);
  const lessons = monthLessons.filter((day) => day >= from && !closed.has(day) && !begun(day));
  if (lessons.length === 0) {
    const next = addMonths(month, 1);
    return {
      kind: 'next_month',
      month: next,
      amount: input.monthlyFee,
      dueDate: firstDayOfMonth(next),
      proration: null,
    };
  }
  // The 1st, or the approval day when that is later: always the approval day itself.
  const dueDate = today;
  if (lessons.length === monthLessons.length) {
    return { kind: 'full_month', month, amount: input.monthlyFee, dueDate, proration: null };
  }
  return {
    kind: 'prorated',
    month,
    amount: proratedAmount(input.monthlyFee, lessons.length, monthLessons.length),
    dueDate,
    proration: { lessons: lessons.length, monthLessons: monthLessons.length },
  };
}
