import {
  absenceNoticeByStaffTexts,
  isNoticeOpen,
  absenceNoticeStaffTexts,
  addDaysToIsoDate,
  ATTENDANCE_LIMITS,
  ATTENDANCE_MESSAGES,
  toAcademyIsoDate,
  type TAttendanceChange,
  type TAttendanceNotice,
  staffNoticeDetail,
} from '@academy/contracts';
import type { MakeupPolicy } from '../config/config.js';
import type { Prisma } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import { makeupCreditsRepository as credits } from '../schedule/makeup-credits-repository.js';
import { applyCreditEffect } from './attendance-credits.js';
import { findOpenOccurrence } from './attendance-occurrences.js';
import type { AttendanceRepository } from './attendance-repository.js';
import { systemClock } from '../lib/clock.js';
import type { AttendanceChangeDeps } from './attendance-deps.js';
import { noticeAnswer } from './notice-answer.js';
import { actorOptions, type TStaffActor } from '../unit-of-work/staff-actor.js';
import type { TWork } from '../unit-of-work/unit-of-work.js';

/** What a notice did to the member's credits and make-ups. */
type CreditChange = Omit<TAttendanceChange, 'occurrence'>;

/**
 * "I cannot come" (docs/product/attendance.md): a member marks one of their own lessons starting
 * at least ATTENDANCE_LIMITS.NOTICE_HOURS_AHEAD hours later, and at most NOTICE_DAYS_AHEAD days
 * after today (a notice earns a credit, so a far one would be a credit to spend now), absent
 * with notice, which earns a make-up credit (or says why not: the cap) and tells every staff
 * account. One transaction under the member's lock, so of
 * simultaneous notices for one day one is recorded and earns; the others find it and answer 409.
 * Staff giving notice for the member pass `actor`: the member is told what the notice did, and
 * the audit log names the staff member.
 */
export function createGiveAbsenceNotice(deps: AttendanceChangeDeps) {
  const { units, attendance, policy, now = systemClock } = deps;
  return async function giveAbsenceNotice(
    memberId: number,
    input: TAttendanceNotice,
    actor?: TStaffActor,
  ): Promise<TAttendanceChange> {
    const at = now();
    const occurrence = await noticeableLesson(attendance, memberId, input.date, at);
    return units.run(async (work) => {
      const { tx, notifyStaff } = work;
      await credits.lockMember(tx, memberId);
      const stored = await attendance.findMark(tx, memberId, input.date);
      if (stored) {
        throw new AppError(
          'NOTICE_ALREADY_GIVEN',
          stored.status === 'absent_with_notice'
            ? ATTENDANCE_MESSAGES.noticeAlreadyGiven
            : ATTENDANCE_MESSAGES.alreadyMarked,
        );
      }
      const change =
        occurrence.kind === 'makeup'
          ? await cancelMakeup(tx, memberId, input.date)
          : await recordAbsence({ attendance, policy }, tx, memberId, input, at);
      notifyStaff({
        category: 'absence_notice',
        texts: absenceNoticeStaffTexts({
          memberName: occurrence.memberName,
          date: input.date,
          startTime: occurrence.startTime,
          reason: input.reason,
        }),
        detail: staffNoticeDetail({
          name: occurrence.memberName,
          date: input.date,
          time: occurrence.startTime,
        }),
        relatedId: memberId,
      });
      const result: TAttendanceChange = {
        occurrence: { ...occurrence, status: 'absent_with_notice', note: input.reason },
        ...change,
      };
      if (actor) tellOfStaffNotice(work, { memberId, policy, input, result, at });
      return result;
    }, actorOptions(actor));
  };
}

/** The member hears of a notice staff gave for them, and the audit log keeps who gave it. */
function tellOfStaffNotice(
  { notify, audit }: TWork,
  notice: {
    memberId: number;
    policy: MakeupPolicy;
    input: TAttendanceNotice;
    result: TAttendanceChange;
    at: Date;
  },
) {
  const { memberId, input, result } = notice;
  notify(
    { memberId },
    {
      // A notice withdrawn and given again is a new event.
      key: `absence_notice:${memberId}:${input.date}:by_staff:${notice.at.getTime()}`,
      app: {
        category: 'other',
        texts: absenceNoticeByStaffTexts({
          date: input.date,
          startTime: result.occurrence.startTime,
          outcome: noticeAnswer(result, notice.policy.openCreditCap),
        }),
      },
    },
  );
  audit({
    action: 'attendance.notice_for_member',
    entityType: 'member',
    entityId: memberId,
    details: { date: input.date, reason: input.reason, makeupCancelled: result.makeupCancelled },
  });
}

/** A weekly or moved lesson: marked absent with notice, which earns a credit (within the cap). */
async function recordAbsence(
  { attendance, policy }: { attendance: AttendanceRepository; policy: MakeupPolicy },
  tx: Prisma.TransactionClient,
  memberId: number,
  input: TAttendanceNotice,
  at: Date,
): Promise<CreditChange> {
  await attendance.saveMark(tx, {
    memberId,
    date: input.date,
    status: 'absent_with_notice',
    note: input.reason,
    markedById: null,
    markedAt: at,
  });
  const effect = await applyCreditEffect(
    tx,
    { attendance, policy },
    {
      memberId,
      date: input.date,
      before: 'unmarked',
      after: 'absent_with_notice',
      today: toAcademyIsoDate(at),
      at,
    },
  );
  return {
    credit: effect.credit,
    creditRefusal: effect.creditRefusal,
    creditVoided: false,
    makeupCancelled: false,
  };
}

/** The member's lesson or make-up on `date`, when a notice may still be given for it. */
async function noticeableLesson(
  attendance: AttendanceRepository,
  memberId: number,
  date: string,
  at: Date,
) {
  const lastDay = addDaysToIsoDate(toAcademyIsoDate(at), ATTENDANCE_LIMITS.NOTICE_DAYS_AHEAD);
  if (date > lastDay) {
    throw new AppError('VALIDATION_FAILED', ATTENDANCE_MESSAGES.noticeTooFarAhead);
  }
  const occurrence = await findOpenOccurrence(attendance, memberId, date);
  if (!isNoticeOpen(occurrence, at)) {
    throw new AppError('NOTICE_TOO_LATE', ATTENDANCE_MESSAGES.noticeTooLate);
  }
  return occurrence;
}

/**
 * A booked make-up: cancelled, which gives its credit back and frees the teacher's hour; no new
 * credit, or a make-up could be turned into a credit again and again. Of simultaneous notices
 * one cancels it; the others find it gone.
 */
async function cancelMakeup(
  tx: Prisma.TransactionClient,
  memberId: number,
  date: string,
): Promise<CreditChange> {
  const cancelled = await credits.cancelBookedMakeupOn(tx, memberId, date);
  if (!cancelled) {
    throw new AppError('NOTICE_ALREADY_GIVEN', ATTENDANCE_MESSAGES.noticeAlreadyGiven);
  }
  return {
    credit: { expiresOn: toIsoDate(cancelled.creditExpiresOn) },
    creditRefusal: null,
    creditVoided: false,
    makeupCancelled: true,
  };
}

export type GiveAbsenceNotice = ReturnType<typeof createGiveAbsenceNotice>;
