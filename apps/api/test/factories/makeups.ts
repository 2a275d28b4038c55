import {
  addDaysToIsoDate,
  availableHours,
  busyTimesOn,
  hourToTime,
  isBookedAtOnce,
  isLessonWeekday,
  isPublicHoliday,
  makeupStart,
  SCHEDULE_CHANGE_SLOT_HOURS,
  toAcademyIsoDate,
  weekdayOfIsoDate,
  ZTeacherBusyTimes,
  scheduleOperations,
  makeupsOperations,
} from '@academy/contracts';
import { expect } from 'vitest';
import type { Agent } from '../demo-academy.js';
import type { TestApp } from '../test-app.js';
import { addMember, signInMember } from './members.js';
import { callOperation } from '../call-operation.js';

const HOUR_MS = 3_600_000;

/**
 * Weekdays from `fromDays` days ahead on, as far as a make-up may go in these tests, less public
 * holidays, which are not offered for make-ups.
 */
function weekdaysAhead(fromDays: number, count: number): string[] {
  const today = toAcademyIsoDate(new Date());
  return Array.from({ length: count }, (_, i) => addDaysToIsoDate(today, fromDays + i)).filter(
    (date) => isLessonWeekday(weekdayOfIsoDate(date)) && !isPublicHoliday(date),
  );
}

/**
 * Free make-up hours of the demo teacher on weekdays from `fromDays` ahead, skipping the days
 * in `avoid`, as the teacher's busy times (read by staff) show them.
 */
export async function freeMakeupHours(
  staff: Agent,
  input: { fromDays: number; avoid?: readonly string[]; count?: number },
): Promise<{ date: string; startTime: string }[]> {
  const dates = weekdaysAhead(input.fromDays, 21).filter((d) => !input.avoid?.includes(d));
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) throw new Error('No weekday ahead');
  const res = await callOperation(staff, scheduleOperations.listAllTeacherBusyTimes, {
    query: `startDate=${first}&endDate=${last}`,
  });
  const busy = ZTeacherBusyTimes.parse(res.body.data);
  return dates
    .flatMap((date) =>
      availableHours(SCHEDULE_CHANGE_SLOT_HOURS, busyTimesOn(busy, date)).map((hour) => ({
        date,
        startTime: hourToTime(hour),
      })),
    )
    .slice(0, input.count ?? 10);
}

/**
 * A free make-up hour that starts in less than a day but more than an hour from now (so it
 * becomes a request), or undefined: from Friday evening to Sunday morning in Seoul no weekday
 * lesson hour is that near.
 */
export async function soonFreeHour(staff: Agent, now = new Date()) {
  const free = await freeMakeupHours(staff, { fromDays: 0, count: 200 });
  return free.find(
    ({ date, startTime }) =>
      !isBookedAtOnce(date, startTime, now) &&
      makeupStart(date, startTime).getTime() > now.getTime() + HOUR_MS,
  );
}

/** A new member to whom staff granted a make-up credit for `reason`, then signed in. */
export async function addMemberWithCredit(
  academy: { testApp: Pick<TestApp, 'app' | 'database'>; staff: Agent },
  input: { name: string; phone: string },
  reason: string,
) {
  const member = await addMember(academy.testApp.database.prisma, input);
  const granted = await callOperation(academy.staff, makeupsOperations.adjustMakeupCredits).send({
    memberId: member.id,
    action: 'grant',
    reason,
  });
  expect(granted.status).toBe(200);
  return { member, agent: await signInMember(academy.testApp, member) };
}
