import {
  CLOSURE_MESSAGES,
  closureBookingCancelledTexts,
  closureLessonTexts,
  minutesToTime,
  PRACTICE_ROOM_LABELS,
  toAcademyMinutes,
  weekdayOfIsoDate,
  WEEKDAYS,
  type TClosureCreate,
  type TClosureCreated,
} from '@academy/contracts';
import { writeAuditLog } from '../audit/audit-log.js';
import { isUniqueViolation } from '../db/prisma-errors.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import type { MailOutbox } from '../mail/outbox/mail-outbox.js';
import { notifyMembers } from '../notifications/notify-members.js';
import { roomOf } from '../practice/practice-mappers.js';
import { queueClosureMails } from './closure-mail.js';
import { toClosure } from './closures-mappers.js';
import type { ClosuresRepository } from './closures-repository.js';

const closureExists = () => new AppError('CLOSURE_EXISTS', CLOSURE_MESSAGES.closureExists);

/**
 * Declares a closed day (docs/product/states.md), all or nothing: the closure, the cancelled
 * practice bookings of that day with a notification to each of their members, a notification
 * to every member with a lesson that day (and the same notice by e-mail), and the audit row. The unique date decides between
 * simultaneous declarations of one day; the day lock orders it with bookings of that day.
 */
export function createDeclareClosure(deps: {
  prisma: PrismaClient;
  closures: ClosuresRepository;
  outbox: Pick<MailOutbox, 'sendSoon'>;
  now?: () => Date;
}) {
  const { prisma, closures, outbox, now = () => new Date() } = deps;
  return async function declareClosure(
    staffId: number,
    input: TClosureCreate,
  ): Promise<TClosureCreated> {
    const at = now();
    const texts = { date: input.date, reason: input.reason, reasonEn: input.reasonEn };
    try {
      const declared = await prisma.$transaction(async (tx) => {
        await closures.lockDay(tx, input.date);
        if (await closures.isClosed(tx, input.date)) throw closureExists();
        const row = await closures.create(tx, { ...input, createdById: staffId });
        const bookings = await closures.findBookingsToCancel(tx, input.date, at);
        await closures.cancelBookings(
          tx,
          bookings.map((booking) => booking.id),
          at,
        );
        const isoWeekday = WEEKDAYS.indexOf(weekdayOfIsoDate(input.date)) + 1;
        const lessonMembers = await closures.findMembersWithLessonOn(tx, input.date, isoWeekday);
        const notices = [
          ...lessonMembers.map((memberId) => ({
            memberId,
            topic: 'lesson',
            texts: closureLessonTexts(texts),
          })),
          ...bookings.map((booking) => ({
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
        await notifyMembers(
          tx,
          'academy_closed',
          notices.map(({ memberId, texts: notice }) => ({ memberId, ...notice })),
        );
        const recipients = await closures.findMailRecipients(
          tx,
          notices.map((notice) => notice.memberId),
        );
        await queueClosureMails(
          tx,
          notices.flatMap(({ memberId, topic, texts: notice }) => {
            const recipient = recipients.get(memberId);
            return recipient
              ? [{ dedupeKey: `closure:${row.id}:${memberId}:${topic}`, recipient, texts: notice }]
              : [];
          }),
        );
        await writeAuditLog(tx, {
          staffId,
          action: 'closure.declare',
          entityType: 'closure',
          entityId: row.id,
          details: {
            date: input.date,
            cancelledBookingIds: bookings.map((booking) => booking.id),
            notifiedMemberIds: lessonMembers,
          },
        });
        return {
          ...toClosure(row),
          notifiedMemberCount: new Set([
            ...lessonMembers,
            ...bookings.map((booking) => booking.memberId),
          ]).size,
          cancelledBookingCount: bookings.length,
        };
      });
      outbox.sendSoon();
      return declared;
    } catch (error) {
      if (isUniqueViolation(error)) throw closureExists();
      throw error;
    }
  };
}

export type DeclareClosure = ReturnType<typeof createDeclareClosure>;
