import {
  CLOSURE_MESSAGES,
  isBeyondBookingHorizon,
  isPastStart,
  minutesToTime,
  PRACTICE_ROOM_LABELS,
  practiceBookedMemberTexts,
  practiceBookedStaffTexts,
  toAcademyIsoDate,
  toAcademyMinutes,
  VALIDATION_MESSAGES,
  type TPracticeBookingRequest,
  type TPracticeSession,
  staffNoticeDetail,
  sentenceHours,
} from '@academy/contracts';
import type { ClosuresRepository } from '../schedule/closures-repository.js';
import { isExclusionViolation } from '../db/exclusion-violation.js';
import { AppError } from '../http/app-error.js';
import { assertOwnHourFree } from '../schedule/own-hours.js';
import { assertWithinMemberCaps } from './member-booking-caps.js';
import { roomOf, toPracticeSession } from './practice-mappers.js';
import type { PracticeRepository } from './practice-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { type Clock, systemClock } from '../lib/clock.js';
import { actorOptions, type TStaffActor } from '../unit-of-work/staff-actor.js';
import type { TAuditEntry } from '../unit-of-work/message.js';

const HOUR_MS = 3_600_000;
const slotTaken = () => new AppError('SLOT_TAKEN', VALIDATION_MESSAGES.practiceSlotTaken);

/**
 * Books a room for the member and notifies them and the staff, all or nothing. The overlap
 * check gives the usual answer; the exclusion constraint decides races between requests for
 * a room, and the lock on the member's row races between one member's requests (caps, and no
 * booking over their own lesson, make-up or other booking, which a make-up also checks under
 * that lock). The day lock orders the booking with a closure of its day (docs/product/states.md).
 * Staff booking for the member pass `actor`: the same rules, and the audit log names them.
 */
export function createBookPracticeRoom(deps: {
  units: UnitOfWork;
  practice: PracticeRepository;
  closures: ClosuresRepository;
  now?: Clock;
}) {
  const { units, practice, closures, now = systemClock } = deps;
  return async function bookPracticeRoom(
    memberId: number,
    input: TPracticeBookingRequest,
    actor?: TStaffActor,
  ): Promise<TPracticeSession> {
    const start = new Date(input.startTime);
    const end = new Date(input.endTime);
    if (start.getTime() % HOUR_MS !== 0 || end.getTime() % HOUR_MS !== 0) {
      throw new AppError('VALIDATION_FAILED', VALIDATION_MESSAGES.practiceWholeHours);
    }
    const at = now();
    if (isPastStart(input.startTime, at)) {
      throw new AppError('VALIDATION_FAILED', VALIDATION_MESSAGES.practicePastStart);
    }
    if (isBeyondBookingHorizon(input.startTime, at)) {
      throw new AppError('VALIDATION_FAILED', VALIDATION_MESSAGES.practiceBeyondHorizon);
    }
    if (await practice.findOverlapping(input.roomId, start, end)) throw slotTaken();
    const when = {
      roomLabel: PRACTICE_ROOM_LABELS[roomOf(input.roomId)],
      date: toAcademyIsoDate(start),
      startTime: minutesToTime(toAcademyMinutes(start)),
      endTime: minutesToTime(toAcademyMinutes(start) + (end.getTime() - start.getTime()) / 60_000),
    };
    try {
      const row = await units.run(async ({ tx, notify, notifyStaff, audit }) => {
        await closures.lockDay(tx, when.date);
        if (await closures.isClosed(tx, when.date)) {
          throw new AppError('DATE_CLOSED', CLOSURE_MESSAGES.practiceDateClosed);
        }
        await assertWithinMemberCaps(tx, practice, { memberId, start, end, now: at });
        // Read again under the member's lock: the member's own booking of this room answers as
        // any booking of it does, one of another room or a lesson as their own hour.
        if (await practice.findOverlapping(input.roomId, start, end, tx)) throw slotTaken();
        await assertOwnHourFree(tx, memberId, when);
        const created = await practice.create(tx, {
          roomId: input.roomId,
          memberId,
          startTime: start,
          endTime: end,
          notes: input.notes || null,
        });
        notify(
          { memberId },
          {
            key: `practice_booking:${created.id}:booked`,
            app: { category: 'practice_booked', texts: practiceBookedMemberTexts(when) },
          },
        );
        notifyStaff({
          category: 'practice_booked',
          texts: practiceBookedStaffTexts({ ...when, memberName: created.member.name }),
          detail: staffNoticeDetail({
            name: created.member.name,
            date: when.date,
            time: sentenceHours(when.startTime, when.endTime),
          }),
          relatedId: created.id,
        });
        if (actor) audit(bookedForMember(created.id, memberId, input.roomId, when));
        return created;
      }, actorOptions(actor));
      return toPracticeSession(row, at);
    } catch (error) {
      if (isExclusionViolation(error)) throw slotTaken();
      throw error;
    }
  };
}

/** The audit entry of a booking staff made for the member. */
function bookedForMember(
  bookingId: number,
  memberId: number,
  roomId: number,
  when: { date: string; startTime: string; endTime: string },
): TAuditEntry {
  return {
    action: 'practice_booking.book_for_member',
    entityType: 'practice_booking',
    entityId: bookingId,
    details: {
      memberId,
      roomId,
      date: when.date,
      startTime: when.startTime,
      endTime: when.endTime,
    },
  };
}

export type BookPracticeRoom = ReturnType<typeof createBookPracticeRoom>;
