import {
  expandTeacherSchedule,
  HOURS,
  isBookedAtOnce,
  isHourBusy,
  makeupRequestTexts,
  makeupStart,
  MAKEUP_MESSAGES,
  minutesToTime,
  timeToMinutes,
  toAcademyIsoDate,
  VALIDATION_MESSAGES,
  type TMakeupBooking,
  type TMakeupLesson,
} from '@academy/contracts';
import type { ClosuresRepository } from '../schedule/closures-repository.js';
import { violatedExclusionConstraint } from '../db/exclusion-violation.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { fromIsoDate, toIsoDate } from '../lib/iso-date.js';
import { memberLessonsBetween } from '../schedule/member-lessons.js';
import { assertOwnHourFree } from '../schedule/own-hours.js';
import type { GetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { makeupCreditsRepository as credits } from '../schedule/makeup-credits-repository.js';
import { toMakeupLesson } from './makeups-mappers.js';
import type { MakeupsRepository } from './makeups-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

const badRequest = (key: keyof typeof VALIDATION_MESSAGES) =>
  new AppError('VALIDATION_FAILED', VALIDATION_MESSAGES[key]);
const hourTaken = () => new AppError('SLOT_TAKEN', MAKEUP_MESSAGES.hourBusy);
const dayTaken = () => new AppError('LESSON_DAY_TAKEN', MAKEUP_MESSAGES.dayHasLesson);
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
  now?: () => Date;
}) {
  const { units, prisma, makeups, closures, getTeacherBusyTimes, now = () => new Date() } = deps;
  return async function bookMakeup(
    memberId: number,
    input: TMakeupBooking,
  ): Promise<TMakeupLesson> {
    const at = now();
    const today = toAcademyIsoDate(at);
    if (makeupStart(input.date, input.startTime) <= at) throw badRequest('makeupInPast');
    // Read first so that a day past every credit is refused before the teacher's calendar is;
    // the transaction reads the credit again under the member's lock.
    const oldest = await makeups.findOldestOpenCredit(prisma, memberId, today);
    if (!oldest) throw noCredit();
    if (input.date > toIsoDate(oldest.expiresOn)) throw badRequest('makeupAfterExpiry');
    const teacherId = await makeups.findTeacherId(memberId, today);
    if (teacherId === null) throw new AppError('VALIDATION_FAILED', MAKEUP_MESSAGES.noTeacher);

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
        const taken = await makeups.findBookedOfTeacher(tx, teacherId, input.date);
        const takenTimes = taken.map((row) => ({
          startTime: minutesToTime(row.startMinute),
          endTime: minutesToTime(row.endMinute),
        }));
        if (isHourBusy(startMinute / 60, takenTimes)) throw hourTaken();
        const movedOnto = await makeups.countMovesOntoHour(tx, {
          teacherId,
          isoDate: input.date,
          startMinute,
          endMinute,
        });
        if (movedOnto > 0) throw hourTaken();
        const row = await makeups.create(tx, {
          creditId: credit.id,
          memberId,
          teacherId,
          lessonDate: fromIsoDate(input.date),
          startMinute,
          endMinute,
          status,
        });
        if (status === 'requested') {
          notifyStaff({
            category: 'makeup_request',
            relatedId: row.id,
            texts: makeupRequestTexts({
              memberName: row.member.name,
              date: input.date,
              startTime: minutesToTime(startMinute),
              endTime: minutesToTime(endMinute),
            }),
          });
        }
        return toMakeupLesson(row);
      });
    } catch (error) {
      throw makeupConflict(error) ?? error;
    }
  };
}

export type BookMakeup = ReturnType<typeof createBookMakeup>;
