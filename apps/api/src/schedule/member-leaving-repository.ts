import type { Prisma } from '../generated/prisma/client.js';
import { seoulDate } from '../lib/seoul-time.js';

/** Minutes since Seoul midnight at `at`. */
const seoulMinuteOf = (at: Date) => ((at.getUTCHours() + 9) % 24) * 60 + at.getUTCMinutes();

export type TReleased = {
  practiceBookings: number;
  makeups: number;
  scheduleChanges: number;
  pauses: number;
};

/**
 * What a member who leaves (inactive: docs/product/privacy.md) still held ahead of `at`, let go in
 * the leaving's transaction: practice bookings not yet begun and make-ups not yet begun are
 * cancelled, so their rooms and the teacher's hours are free for others; requests still waiting
 * for staff (schedule changes, pauses) are cancelled, so nobody decides them for a person gone.
 * What already happened stays, as records of it.
 */
export async function releaseWhatTheMemberHeld(
  tx: Prisma.TransactionClient,
  memberId: number,
  at: Date,
): Promise<TReleased> {
  const today = seoulDate(0, at);
  const practice = await tx.practiceBooking.updateMany({
    where: { memberId, status: 'scheduled', startTime: { gt: at } },
    data: { status: 'cancelled', cancelledAt: at },
  });
  const makeups = await tx.makeupLesson.updateMany({
    where: {
      memberId,
      status: { in: ['booked', 'requested'] },
      OR: [
        { lessonDate: { gt: today } },
        { lessonDate: today, startMinute: { gt: seoulMinuteOf(at) } },
      ],
    },
    data: { status: 'cancelled' },
  });
  const changes = await tx.scheduleChange.updateMany({
    where: { memberId, status: 'pending' },
    data: { status: 'cancelled' },
  });
  // A pending pause holds its months (one pause per member and month); cancelled, it frees them.
  await tx.pausedMonth.deleteMany({ where: { memberId, pause: { state: 'pending' } } });
  const pauses = await tx.pause.updateMany({
    where: { memberId, state: 'pending' },
    data: { state: 'cancelled' },
  });
  return {
    practiceBookings: practice.count,
    makeups: makeups.count,
    scheduleChanges: changes.count,
    pauses: pauses.count,
  };
}
