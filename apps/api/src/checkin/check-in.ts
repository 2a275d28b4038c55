import {
  arrivalTexts,
  CHECKIN_MESSAGES,
  LESSON_NOT_HELD_STATUSES,
  minutesToTime,
  toAcademyIsoDate,
  toAcademyMinutes,
  type TCheckinRequest,
  type TCheckinResult,
} from '@academy/contracts';
import { findOccurrence } from '../attendance/attendance-occurrences.js';
import type { AttendanceRepository } from '../attendance/attendance-repository.js';
import { AppError } from '../http/app-error.js';
import { noticeMail } from '../mail/personal-mail.js';
import { makeupCreditsRepository as credits } from '../schedule/makeup-credits-repository.js';
import { textForm } from '../unit-of-work/text-form.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { CheckinRepository } from './checkin-repository.js';
import { kioskName } from './kiosk-name.js';
import { type Clock, systemClock } from '../lib/clock.js';

const isNotHeld = (status: string) =>
  (LESSON_NOT_HELD_STATUSES as readonly string[]).includes(status);

/** Today's lesson or make-up of the member with the code: refused when there is none. */
async function todaysLesson(
  deps: { checkin: CheckinRepository; attendance: AttendanceRepository },
  code: string,
  today: string,
) {
  const member = await deps.checkin.findActiveMemberByCode(code);
  if (!member) throw new AppError('CHECKIN_CODE_UNKNOWN', CHECKIN_MESSAGES.unknownCode);
  const occurrence = await findOccurrence(deps.attendance, member.id, today);
  if (!occurrence || occurrence.closedDay) {
    throw new AppError('NO_LESSON_TODAY', CHECKIN_MESSAGES.noLessonToday);
  }
  return { member, occurrence };
}

/**
 * The front-desk kiosk (docs/product/checkin.md): the student's code marks today's (Seoul) lesson
 * or make-up attended and, in the same change, tells the member, so that a child's guardian
 * hears at once, by e-mail or 알림톡. The member's row is locked first, as every change of their days is,
 * so simultaneous check-ins with one code mark once and tell once; the second answers "already
 * checked in". A lesson recorded as absent with notice or cancelled is left to the desk.
 */
export function createCheckIn(deps: {
  units: UnitOfWork;
  checkin: CheckinRepository;
  attendance: AttendanceRepository;
  now?: Clock;
}) {
  const { units, checkin, attendance, now = systemClock } = deps;
  return async function checkIn(staffId: number, input: TCheckinRequest): Promise<TCheckinResult> {
    const at = now();
    const today = toAcademyIsoDate(at);
    const { member, occurrence } = await todaysLesson({ checkin, attendance }, input.code, today);
    const checkedInAt = minutesToTime(toAcademyMinutes(at));
    const answer = { displayName: kioskName(member.name), startTime: occurrence.startTime };
    return units.run(
      async ({ tx, notify, audit }) => {
        await credits.lockMember(tx, member.id);
        const stored = await attendance.findMark(tx, member.id, today);
        if (stored?.status === 'attended') {
          return { ...answer, outcome: 'already_checked_in' as const, checkedInAt };
        }
        if (stored && isNotHeld(stored.status)) {
          throw new AppError('NO_LESSON_TODAY', CHECKIN_MESSAGES.lessonNotHeld);
        }
        await attendance.saveMark(tx, {
          memberId: member.id,
          date: today,
          status: 'attended',
          note: stored?.note ?? null,
          markedById: staffId,
          markedAt: at,
        });
        audit({
          action: 'attendance.check_in',
          entityType: 'lesson_attendance',
          entityId: `${member.id}:${today}`,
          details: {
            memberId: member.id,
            date: today,
            before: stored?.status ?? 'unmarked',
            after: 'attended',
          },
        });
        const texts = arrivalTexts({ name: member.name, date: today, time: checkedInAt });
        notify(
          { memberId: member.id },
          {
            key: `checked_in:${member.id}:${today}`,
            app: { category: 'checked_in', texts },
            mail: (recipient) => noticeMail(recipient, texts),
            // The template names the student as `child`: it is written for their guardian.
            text: textForm('arrived', () => ({ child: member.name, checkedInAt })),
          },
        );
        return { ...answer, outcome: 'checked_in' as const, checkedInAt };
      },
      { staffId },
    );
  };
}

export type CheckIn = ReturnType<typeof createCheckIn>;
