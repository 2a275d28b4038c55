import {
  ATTENDANCE_MESSAGES,
  ATTENDANCE_OUTCOMES,
  FEEDBACK_MESSAGES,
  LESSON_NOT_HELD_STATUSES,
  toAcademyIsoDate,
  type TAttendanceChange,
  type TAttendanceMark,
  type TAttendanceOccurrence,
} from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { makeupCreditsRepository as credits } from '../schedule/makeup-credits-repository.js';
import { bookingInTheWay, ownBookingAt } from '../schedule/own-hours.js';
import { applyCreditEffect } from './attendance-credits.js';
import { findOpenOccurrence } from './attendance-occurrences.js';
import type { AttendanceRepository } from './attendance-repository.js';
import { systemClock } from '../lib/clock.js';
import type { AttendanceChangeDeps } from './attendance-deps.js';

const isOutcome = (status: string) => (ATTENDANCE_OUTCOMES as readonly string[]).includes(status);
const isNotHeld = (status: string) =>
  (LESSON_NOT_HELD_STATUSES as readonly string[]).includes(status);

/** The member's lesson or make-up on the date, when staff may mark it. */
async function markableLesson(
  attendance: AttendanceRepository,
  input: TAttendanceMark,
  today: string,
) {
  if (!(await attendance.findMember(input.memberId))) {
    throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
  }
  const occurrence = await findOpenOccurrence(attendance, input.memberId, input.date);
  if (isOutcome(input.status) && input.date > today) {
    throw new AppError('VALIDATION_FAILED', ATTENDANCE_MESSAGES.outcomeInFuture);
  }
  return occurrence;
}

/** Stores the mark, or removes it when the lesson goes back to unmarked. */
async function writeMark(
  attendance: AttendanceRepository,
  tx: Prisma.TransactionClient,
  mark: Omit<TAttendanceMark, 'note'> & { note: string | null; markedById: number; markedAt: Date },
) {
  const { memberId, date, status, note, markedById, markedAt } = mark;
  if (status === 'unmarked') await attendance.deleteMark(tx, memberId, date);
  else await attendance.saveMark(tx, { memberId, date, status, note, markedById, markedAt });
}

/**
 * Staff set the state of one lesson occurrence (docs/product/attendance.md), all in one
 * transaction: the mark (none for `unmarked`), the credit it earns or voids, and the audit row
 * with the state before and after. The same call twice changes nothing and writes nothing.
 */
export function createMarkAttendance(deps: AttendanceChangeDeps) {
  const { units, attendance, policy, now = systemClock } = deps;
  return async function markAttendance(
    staffId: number,
    input: TAttendanceMark,
  ): Promise<TAttendanceChange> {
    const at = now();
    const today = toAcademyIsoDate(at);
    const occurrence = await markableLesson(attendance, input, today);
    const note = input.status === 'unmarked' ? null : (input.note ?? null);
    return units.run(
      async ({ tx, audit }) => {
        // One change of a member's days at a time: their credits are counted under this lock too.
        await credits.lockMember(tx, input.memberId);
        const stored = await attendance.findMark(tx, input.memberId, input.date);
        const before = stored?.status ?? 'unmarked';
        const after: TAttendanceOccurrence = { ...occurrence, status: input.status, note };
        const unchanged = before === input.status && (stored?.note ?? null) === note;
        if (unchanged) {
          return {
            occurrence: after,
            credit: null,
            creditRefusal: null,
            creditVoided: false,
            makeupCancelled: false,
          };
        }
        await writeMark(attendance, tx, { ...input, note, markedById: staffId, markedAt: at });
        // A weekly or moved lesson restored (its notice or cancellation undone) takes its hour back:
        // refused while the member holds a booking there since, as when they withdraw a notice.
        const restored = isNotHeld(before) && !isNotHeld(input.status);
        if (restored && occurrence.kind !== 'makeup' && input.date >= today) {
          const booking = await ownBookingAt(tx, input.memberId, occurrence);
          if (booking) throw bookingInTheWay('attendanceRestoreOverBooking', booking);
        }
        const effect = await applyCreditEffect(
          tx,
          { attendance, policy },
          { memberId: input.memberId, date: input.date, before, after: input.status, today, at },
        );
        audit({
          action: 'attendance.mark',
          entityType: 'lesson_attendance',
          entityId: `${input.memberId}:${input.date}`,
          details: {
            memberId: input.memberId,
            date: input.date,
            before: { status: before, note: stored?.note ?? null },
            after: { status: input.status, note },
            creditEarned: effect.credit !== null,
            creditRefusal: effect.creditRefusal,
            creditVoided: effect.creditVoided,
            creditSpentLeftAlone: effect.creditSpent,
          },
        });
        return {
          occurrence: after,
          credit: effect.credit,
          creditRefusal: effect.creditRefusal,
          creditVoided: effect.creditVoided,
          makeupCancelled: false,
        };
      },
      { staffId },
    );
  };
}

export type MarkAttendance = ReturnType<typeof createMarkAttendance>;
