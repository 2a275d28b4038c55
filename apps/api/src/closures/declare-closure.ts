import {
  alimtalkDate,
  CLOSURE_MESSAGES,
  closureBookingCancelledTexts,
  closureLessonTexts,
  closureMakeupCancelledTexts,
  minutesToTime,
  PRACTICE_ROOM_LABELS,
  toAcademyIsoDate,
  toAcademyMinutes,
  type TClosureCreate,
  type TClosureCreated,
  type TStoredNotificationTexts,
} from '@academy/contracts';
import { isUniqueViolation } from '../db/prisma-errors.js';
import type { MakeupPolicy } from '../config/config.js';
import type { Prisma } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { earnMakeupCredit } from '../makeups/earn-makeup-credit.js';
import { roomOf } from '../practice/practice-mappers.js';
import type { TWork } from '../unit-of-work/unit-of-work.js';
import { noticeMail } from '../mail/personal-mail.js';
import { textForm } from '../unit-of-work/text-form.js';
import { toClosure } from '../schedule/closures-mappers.js';
import type { ClosuresRepository } from '../schedule/closures-repository.js';
import { systemClock } from '../lib/clock.js';
import type { ClosureChangeDeps } from './closure-deps.js';

const closureExists = () => new AppError('CLOSURE_EXISTS', CLOSURE_MESSAGES.closureExists);

/**
 * One make-up credit for each member whose lesson the closure cancels, lowest id first so that
 * member locks are always taken in one order. Answers each member's credit expiry, or null when
 * the cap (or an earlier earning of that day) gave none.
 */
async function earnCancellationCredits(
  tx: Prisma.TransactionClient,
  policy: MakeupPolicy,
  input: { memberIds: readonly number[]; date: string; today: string },
): Promise<Map<number, { id: number; expiresOn: string } | null>> {
  const earned = new Map<number, { id: number; expiresOn: string } | null>();
  for (const memberId of [...input.memberIds].sort((a, b) => a - b)) {
    const outcome = await earnMakeupCredit(tx, policy, {
      memberId,
      source: 'academy_cancellation',
      lessonDate: input.date,
      today: input.today,
    });
    earned.set(memberId, 'credit' in outcome ? outcome.credit : null);
  }
  return earned;
}

type TCancelled = {
  lessonMembers: number[];
  credits: Map<number, { id: number; expiresOn: string } | null>;
  makeups: { id: number; memberId: number; startMinute: number; endMinute: number }[];
  bookings: { id: number; memberId: number; roomId: number; startTime: Date; endTime: Date }[];
};

/** Each member's notice of what the closure cancelled, keyed by what it is about. */
function closureNotices(input: TClosureCreate, cancelled: TCancelled) {
  const texts = { date: input.date, reason: input.reason, reasonEn: input.reasonEn };
  return [
    ...cancelled.lessonMembers.map((memberId) => ({
      memberId,
      topic: 'lesson',
      texts: closureLessonTexts({
        ...texts,
        creditExpiresOn: cancelled.credits.get(memberId)?.expiresOn,
      }),
    })),
    ...cancelled.makeups.map((makeup) => ({
      memberId: makeup.memberId,
      topic: `makeup:${makeup.id}`,
      texts: closureMakeupCancelledTexts({
        ...texts,
        startTime: minutesToTime(makeup.startMinute),
        endTime: minutesToTime(makeup.endMinute),
      }),
    })),
    ...cancelled.bookings.map((booking) => ({
      memberId: booking.memberId,
      topic: `booking:${booking.id}`,
      texts: closureBookingCancelledTexts({
        ...texts,
        roomLabel: PRACTICE_ROOM_LABELS[roomOf(booking.roomId)],
        startTime: minutesToTime(toAcademyMinutes(booking.startTime)),
        endTime: minutesToTime(toAcademyMinutes(booking.endTime)),
      }),
    })),
  ];
}

/**
 * Tells each member what the closure cancelled: in the app, one notice per thing cancelled; and
 * outside it once, whatever it cancelled: the e-mail listing each, or the 알림톡 with the day
 * and the reason in the member's language (its text names lessons and bookings alike). A reason
 * the template refuses gives the member the e-mail instead (the unit of work's rule).
 */
function tellMembers(
  work: TWork,
  closureId: number,
  input: TClosureCreate,
  notices: ReturnType<typeof closureNotices>,
) {
  const byMember = new Map<number, TStoredNotificationTexts[]>();
  for (const { memberId, topic, texts } of notices) {
    work.notify(
      { memberId },
      {
        key: `closure:${closureId}:${memberId}:${topic}`,
        app: { category: 'academy_closed', texts },
      },
    );
    byMember.set(memberId, [...(byMember.get(memberId) ?? []), texts]);
  }
  for (const [memberId, [first, ...more]] of byMember) {
    if (!first) continue;
    const all = [first, ...more];
    const texts = {
      ...first,
      message: all.map((each) => each.message).join('\n'),
      messageEn: all.map((each) => each.messageEn).join('\n'),
    };
    work.notify(
      { memberId },
      {
        key: `closure:${closureId}:${memberId}`,
        mail: (recipient) => noticeMail(recipient, texts),
        text: textForm('closure', (language) => ({
          dates: alimtalkDate(input.date, language),
          reason: language === 'ko' ? input.reason : input.reasonEn,
        })),
      },
    );
  }
}

/** Cancels the day's bookings, lessons (with a credit each) and make-ups. */
async function cancelTheDay(
  { closures, makeups }: { closures: ClosuresRepository; makeups: MakeupPolicy },
  tx: Prisma.TransactionClient,
  date: string,
  at: Date,
) {
  const bookings = await closures.findBookingsToCancel(tx, date, at);
  await closures.cancelBookings(
    tx,
    bookings.map((booking) => booking.id),
    at,
  );
  const lessons = await closures.findLessonsOn(tx, date);
  const lessonMembers = [...new Set(lessons.map((lesson) => lesson.slot.memberId))].sort(
    (a, b) => a - b,
  );
  const credits = await earnCancellationCredits(tx, makeups, {
    memberIds: lessonMembers,
    date,
    today: toAcademyIsoDate(at),
  });
  const cancelledMakeups = await closures.findMakeupsToCancel(tx, date);
  await closures.cancelMakeups(
    tx,
    cancelledMakeups.map((makeup) => makeup.id),
  );
  return { lessonMembers, credits, makeups: cancelledMakeups, bookings };
}

/**
 * Declares a closed day (docs/product/states.md), all or nothing: the closure, the cancelled
 * practice bookings of that day with a notification to each of their members, a make-up credit
 * (within the cap) and a notification to every member with a lesson that day, the make-ups of
 * that day cancelled (their credits free again) with a notification to their members, the same
 * notices by one e-mail (or one 알림톡) per member, and the audit row. The unique date decides
 * between simultaneous declarations of one day; the day lock orders it with bookings of that day.
 */
export function createDeclareClosure(deps: ClosureChangeDeps) {
  const { units, closures, makeups, now = systemClock } = deps;

  async function declareIn(work: TWork, input: TClosureCreate, staffId: number, at: Date) {
    const { tx } = work;
    await closures.lockDay(tx, input.date);
    if (await closures.isClosed(tx, input.date)) throw closureExists();
    const row = await closures.create(tx, { ...input, createdById: staffId });
    const cancelled = await cancelTheDay({ closures, makeups }, tx, input.date, at);
    tellMembers(work, row.id, input, closureNotices(input, cancelled));
    const { lessonMembers, credits, bookings } = cancelled;
    work.audit({
      action: 'closure.declare',
      entityType: 'closure',
      entityId: row.id,
      details: {
        date: input.date,
        cancelledBookingIds: bookings.map((booking) => booking.id),
        notifiedMemberIds: lessonMembers,
        earnedCreditIds: [...credits.values()].flatMap((credit) => (credit ? [credit.id] : [])),
        cancelledMakeupIds: cancelled.makeups.map((makeup) => makeup.id),
      },
    });
    return {
      ...toClosure(row),
      notifiedMemberCount: new Set([
        ...lessonMembers,
        ...cancelled.makeups.map((makeup) => makeup.memberId),
        ...bookings.map((booking) => booking.memberId),
      ]).size,
      cancelledBookingCount: bookings.length,
    };
  }

  return async function declareClosure(
    staffId: number,
    input: TClosureCreate,
  ): Promise<TClosureCreated> {
    const at = now();
    try {
      return await units.run((work) => declareIn(work, input, staffId, at), { staffId });
    } catch (error) {
      if (isUniqueViolation(error)) throw closureExists();
      throw error;
    }
  };
}

export type DeclareClosure = ReturnType<typeof createDeclareClosure>;
