import {
  alimtalkHours,
  CHECKIN_LIMITS,
  notArrivedTexts,
  timeToMinutes,
  toAcademyIsoDate,
  toAcademyMinutes,
  type TAttendanceOccurrence,
} from '@academy/contracts';
import { findOccurrences } from '../attendance/attendance-occurrences.js';
import type { AttendanceRepository } from '../attendance/attendance-repository.js';
import { noticeMail } from '../mail/personal-mail.js';
import { makeupCreditsRepository as credits } from '../schedule/makeup-credits-repository.js';
import { textForm } from '../unit-of-work/text-form.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { CheckinRepository } from './checkin-repository.js';

/**
 * Today's lessons and make-ups that started at least NOT_ARRIVED_AFTER_MINUTES ago and are still
 * on, nobody marked (no check-in, no notice of absence, no other mark) and not on a closed day:
 * soonest first, at most MAX_NOT_ARRIVED_PER_RUN (the rest wait for the next run).
 */
async function lateLessons(
  attendance: AttendanceRepository,
  now: Date,
): Promise<TAttendanceOccurrence[]> {
  const today = toAcademyIsoDate(now);
  const minute = toAcademyMinutes(now);
  const occurrences = await findOccurrences(attendance, { from: today, to: today });
  return occurrences
    .filter(
      (lesson) =>
        lesson.status === 'unmarked' &&
        !lesson.closedDay &&
        timeToMinutes(lesson.startTime) + CHECKIN_LIMITS.NOT_ARRIVED_AFTER_MINUTES <= minute &&
        minute < timeToMinutes(lesson.endTime),
    )
    .slice(0, CHECKIN_LIMITS.MAX_NOT_ARRIVED_PER_RUN);
}

/**
 * Tells the member of each late lesson, so that a child's guardian hears by e-mail or 알림톡, "not
 * arrived yet" (docs/product/checkin.md). One transaction per lesson: under the member's lock (the one a
 * check-in takes) it reads the day's mark again and writes the notice row, whose unique key makes
 * a second, retried or simultaneous run tell nobody twice. Answers how many were told.
 */
export async function notifyNotArrived(deps: {
  units: UnitOfWork;
  attendance: AttendanceRepository;
  checkin: CheckinRepository;
  now: Date;
}): Promise<number> {
  const { units, attendance, checkin, now } = deps;
  let told = 0;
  for (const lesson of await lateLessons(attendance, now)) {
    const { memberId, date } = lesson;
    const fresh = await units.run(async ({ tx, notify }) => {
      await credits.lockMember(tx, memberId);
      if (await attendance.findMark(tx, memberId, date)) return false;
      if (!(await checkin.recordNotArrived(tx, { memberId, date, notifiedAt: now }))) return false;
      const texts = notArrivedTexts({ name: lesson.memberName, date, time: lesson.startTime });
      notify(
        { memberId },
        {
          key: `not_arrived:${memberId}:${date}`,
          app: { category: 'not_arrived', texts },
          mail: (recipient) => noticeMail(recipient, texts),
          text: textForm('notArrived', () => ({
            child: lesson.memberName,
            time: alimtalkHours(lesson.startTime, lesson.endTime),
          })),
        },
      );
      return true;
    });
    if (fresh) told += 1;
  }
  return told;
}
