import {
  expandTeacherSchedule,
  HOURS,
  isBookedAtOnce,
  isHourBusy,
  isPublicHoliday,
  makeupRequestTexts,
  makeupStart,
  MAKEUP_MESSAGES,
  minutesToTime,
  timeToMinutes,
  toAcademyIsoDate,
  VALIDATION_MESSAGES,
  type TMakeupBooking,
  type TMakeupLesson,
  staffNoticeDetail,
  sentenceHours,
} from '@academy/contracts';
import type { ClosuresRepository } from '../schedule/closures-repository.js';
import { violatedExclusionConstraint } from '../db/exclusion-violation.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { fromIsoDate, toIsoDate } from '../lib/iso-date.js';
import { memberLessonsBetween } from '../schedule/member-lessons.js';
import { assertOwnHourFree } from '../schedule/own-hours.js';
import type { GetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { makeupCreditsRepository as credits } from '../schedule/makeup-credits-repository.js';
import { STAFF_ALERTS } from '../notifications/staff-alerts.js';
import { toMakeupLesson } from './makeups-mappers.js';
import type { MakeupsRepository } from './makeups-repository.js';
import type { TStaffNotice } from '../unit-of-work/message.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { type Clock, systemClock } from '../lib/clock.js';

const badRequest = (key: keyof typeof VALIDATION_MESSAGES) =>
  new AppError('VALIDATION_FAILED', VALIDATION_MESSAGES[key]);
const hourTaken = () => new AppError('SLOT_TAKEN', MAKEUP_MESSAGES.hourBusy);
const dayTaken = () => new AppError('LESSON_DAY_TAKEN', MAKEUP_MESSAGES.dayHasLesson);
const onPublicHoliday = () => new AppError('PUBLIC_HOLIDAY', MAKEUP_MESSAGES.publicHoliday);
const noCredit = () => new AppError('NO_MAKEUP_CREDIT', MAKEUP_MESSAGES.noOpenCredit);

/** What the database answers when two writes raced past the checks, as the checks answer it. */
function makeupConflict(error: unknown): AppError | undefined {
  switch (violatedExclusionConstraint(error)) {
    case undefined:
      return undefined;
    case 'makeup_lessons_credit_spent_once':
      return noCredit();
    case 'makeup_lessons_one_per_member_day':
      return dayTaken();
    default:
      return hourTaken();
  }
}

/**
 * The member's teacher, once the member holds a credit still valid on `date`. Read first so that
 * a day past every credit is refused before the teacher's calendar is; the transaction reads the
 * credit again under the member's lock.
 */
async function creditedTeacher(
  { prisma, makeups }: { prisma: PrismaClient; makeups: MakeupsRepository },
  memberId: number,
  date: string,
  today: string,
): Promise<number> {
  const oldest = await makeups.findOldestOpenCredit(prisma, memberId, today);
  if (!oldest) throw noCredit();
  if (date > toIsoDate(oldest.expiresOn)) throw badRequest('makeupAfterExpiry');
  const teacherId = await makeups.findTeacherId(memberId, today);
  if (teacherId === null) throw new AppError('VALIDATION_FAILED', MAKEUP_MESSAGES.noTeacher);
  return teacherId;
}

/** What staff read of a make-up waiting for their decision. */
function requestNotice(
  row: { id: number; memberId: number; member: { name: string }; lessonDate: Date },
  startMinute: number,
  endMinute: number,
): TStaffNotice {
  const asked = {
    date: toIsoDate(row.lessonDate),
    startTime: minutesToTime(startMinute),
    endTime: minutesToTime(endMinute),
  };
  return {
    category: 'makeup_request',
    relatedId: row.id,
    memberId: row.memberId,
    texts: makeupRequestTexts({ memberName: row.member.name, ...asked }),
    detail: staffNoticeDetail({
      name: row.member.name,
      date: asked.date,
      time: sentenceHours(asked.startTime, asked.endTime),
    }),
    text: STAFF_ALERTS.makeup(row.member.name, asked),
  };
}

/** The teacher's hour is free of their booked make-ups and of lessons moved onto it. */
async function assertTeacherHourFree(
  makeups: MakeupsRepository,
  tx: Prisma.TransactionClient,
  hour: { teacherId: number; isoDate: string; startMinute: number; endMinute: number },
): Promise<void> {
  const taken = await makeups.findBookedOfTeacher(tx, hour.teacherId, hour.isoDate);
  const takenTimes = taken.map((row) => ({
    startTime: minutesToTime(row.startMinute),
    endTime: minutesToTime(row.endMinute),
  }));
  if (isHourBusy(hour.startMinute / 60, takenTimes)) throw hourTaken();
  if ((await makeups.countMovesOntoHour(tx, hour)) > 0) throw hourTaken();
}

/**
 * A member spends their oldest open credit on a free hour of their teacher
 * (docs/product/makeups.md). The teacher's calendar is read first, as for a schedule change; then
 * one transaction locks the day (ordered with closures, approvals and other make-ups of that day)
 * and the member's row (one spend at a time, so a credit is spent once), checks the closure,
 * the credit, the member's day and own hours (a practice booking then), the teacher's make-ups
 * and the lessons moved onto that day (an approval holds the same lock), and writes the make-up.
 * The exclusion constraints decide what still races.
 */
export function createBookMakeup(deps: {
  units: UnitOfWork;
  prisma: PrismaClient;
  makeups: MakeupsRepository;
  closures: ClosuresRepository;
  getTeacherBusyTimes: GetTeacherBusyTimes;
  now?: Clock;
}) {
  const { units, prisma, makeups, closures, getTeacherBusyTimes, now = systemClock } = deps;
  return async function bookMakeup(
    memberId: number,
    input: TMakeupBooking,
  ): Promise<TMakeupLesson> {
    const at = now();
    const today = toAcademyIsoDate(at);
    if (makeupStart(input.date, input.startTime) <= at) throw badRequest('makeupInPast');
    // Public holidays are not offered for make-ups (docs/product/makeups.md).
    if (isPublicHoliday(input.date)) throw onPublicHoliday();
    const teacherId = await creditedTeacher({ prisma, makeups }, memberId, input.date, today);

    const range = { startDate: input.date, endDate: input.date };
    const busy = await getTeacherBusyTimes(
      { teacherId, ...range },
      { isStaff: false, seesPersonalDetails: false, language: 'KOR' },
    );
    if (busy.closures.length > 0) throw new AppError('DATE_CLOSED', MAKEUP_MESSAGES.dateClosed);
    const startMinute = timeToMinutes(input.startTime);
    const endMinute = startMinute + HOURS.LESSON_MINUTES;
    if (isHourBusy(startMinute / 60, expandTeacherSchedule(busy, range))) throw hourTaken();
    const status = isBookedAtOnce(input.date, input.startTime, at) ? 'booked' : 'requested';

    try {
      return await units.run(async ({ tx, notifyStaff }) => {
        // Day before member, as a closure (which may earn credits) and practice bookings take them.
        await closures.lockDay(tx, input.date);
        await credits.lockMember(tx, memberId);
        if (await closures.isClosed(tx, input.date)) {
          throw new AppError('DATE_CLOSED', MAKEUP_MESSAGES.dateClosed);
        }
        const credit = await makeups.findOldestOpenCredit(tx, memberId, today);
        if (!credit) throw noCredit();
        if (input.date > toIsoDate(credit.expiresOn)) throw badRequest('makeupAfterExpiry');
        const { slots, moves } = await makeups.findLessonsOn(tx, memberId, input.date);
        const lessons = memberLessonsBetween(slots, moves, [], range);
        if (lessons.length > 0 || (await makeups.countMakeupsOn(tx, memberId, input.date)) > 0) {
          throw dayTaken();
        }
        // Under the member's lock, which a practice booking takes too: never both at one hour.
        await assertOwnHourFree(tx, memberId, {
          date: input.date,
          startTime: minutesToTime(startMinute),
          endTime: minutesToTime(endMinute),
        });
        await assertTeacherHourFree(makeups, tx, {
          teacherId,
          isoDate: input.date,
          startMinute,
          endMinute,
        });
        const row = await makeups.create(tx, {
          creditId: credit.id,
          memberId,
          teacherId,
          lessonDate: fromIsoDate(input.date),
          startMinute,
          endMinute,
          status,
        });
        // A make-up on a later day waits for staff, who are told.
        if (status === 'requested') notifyStaff(requestNotice(row, startMinute, endMinute));
        return toMakeupLesson(row);
      });
    } catch (error) {
      throw makeupConflict(error) ?? error;
    }
  };
}

export type BookMakeup = ReturnType<typeof createBookMakeup>;
