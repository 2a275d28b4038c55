import { applicationContact } from '../unit-of-work/application-contact.js';
import {
  canTransitionOneday,
  DEFAULT_TEACHER_ID,
  FEEDBACK_MESSAGES,
  isPublicHoliday,
  STAFF_MESSAGES,
  toAcademyIsoDate,
  toAcademyMinutes,
  type TOnedayRequestItem,
  type TOnedayStatusUpdate,
} from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { fromIsoDate } from '../lib/iso-date.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { ONEDAY_CLASS_MINUTES } from '../reminders/oneday-class-text.js';
import { onedayMailOf } from './oneday-class-mail.js';
import { toOnedayRequestItem } from './oneday-mappers.js';
import { ONEDAY_WITH_HANDLER } from './oneday-staff-repository.js';

const DAY_MINUTES = 24 * 60;

/**
 * Adds the confirmed class to the teacher's calendar. An application has one class there (a
 * partial unique index): when a client already posted it, that entry moves to the confirmed
 * hour instead, and a post racing this one waits for it and is answered with this entry.
 */
async function putClassInCalendar(
  tx: Prisma.TransactionClient,
  application: Parameters<typeof applicationContact>[0] & { id: number },
  scheduledAt: Date,
): Promise<void> {
  const startMinute = toAcademyMinutes(scheduledAt);
  const hour = {
    scheduleDate: fromIsoDate(toAcademyIsoDate(scheduledAt)),
    startMinute,
    endMinute: Math.min(startMinute + ONEDAY_CLASS_MINUTES, DAY_MINUTES),
  };
  // ON CONFLICT DO NOTHING: a conflict leaves this transaction usable, unlike a failed insert.
  const { count } = await tx.personalSchedule.createMany({
    data: {
      ...hour,
      teacherId: DEFAULT_TEACHER_ID,
      title: `원데이 클래스 - ${application.name}`,
      scheduleType: 'oneday_class',
      relatedOnedayId: application.id,
      studentName: application.name,
      // For a child, the guardian's phone: whom the teacher calls.
      studentContact: applicationContact(application).phoneNumber,
    },
    skipDuplicates: true,
  });
  if (count === 0) {
    await tx.personalSchedule.updateMany({
      where: { relatedOnedayId: application.id, scheduleType: 'oneday_class' },
      data: hour,
    });
  }
}

/**
 * Moves a one-day application along its state machine (docs: pending → contacted → scheduled →
 * completed, or cancelled before completion). The update is conditional on the status that was
 * read, so of two concurrent changes only one applies. Confirming a date adds the teacher's
 * one-day class to the personal schedule in the same transaction, and cancelling removes it
 * again, so the hour is free at once for guests, members and the staff calendar.
 */
export function createUpdateOnedayStatus(prisma: PrismaClient, units: UnitOfWork) {
  return async function updateOnedayStatus(
    staffId: number,
    id: number,
    input: TOnedayStatusUpdate,
  ): Promise<TOnedayRequestItem> {
    const current = await prisma.onedayApplication.findUnique({ where: { id } });
    if (!current) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    if (!canTransitionOneday(current.status, input.status)) {
      throw new AppError('STATUS_TRANSITION_REFUSED', STAFF_MESSAGES.onedayTransitionRefused);
    }
    const scheduledAt =
      input.status === 'scheduled' && input.scheduledAt ? new Date(input.scheduledAt) : undefined;
    // No one-day class on a public holiday, a day in Seoul (docs/product/oneday-classes.md).
    if (scheduledAt && isPublicHoliday(toAcademyIsoDate(scheduledAt))) {
      throw new AppError('PUBLIC_HOLIDAY', STAFF_MESSAGES.onedayOnPublicHoliday);
    }

    const row = await units.run(
      async ({ tx, notify, audit }) => {
        const { count } = await tx.onedayApplication.updateMany({
          where: { id, status: current.status },
          data: {
            status: input.status,
            handlerId: staffId,
            ...(scheduledAt ? { scheduledAt } : {}),
          },
        });
        if (count !== 1)
          throw new AppError('STATUS_TRANSITION_REFUSED', STAFF_MESSAGES.onedayTransitionRefused);
        if (scheduledAt) await putClassInCalendar(tx, current, scheduledAt);
        const freedClasses =
          input.status === 'cancelled'
            ? (
                await tx.personalSchedule.deleteMany({
                  where: { relatedOnedayId: id, scheduleType: 'oneday_class' },
                })
              ).count
            : 0;
        const mail = onedayMailOf(current, input.status, scheduledAt);
        if (mail) notify(mail.recipient, mail.message);
        audit({
          entityType: 'oneday_application',
          action: 'oneday.status_update',
          entityId: id,
          details: {
            from: current.status,
            to: input.status,
            scheduledAt: scheduledAt?.toISOString() ?? null,
            ...(freedClasses > 0 ? { removedCalendarEntries: freedClasses } : {}),
          },
        });
        return tx.onedayApplication.findUniqueOrThrow({
          where: { id },
          include: ONEDAY_WITH_HANDLER,
        });
      },
      { staffId },
    );
    return toOnedayRequestItem(row);
  };
}

export type UpdateOnedayStatus = ReturnType<typeof createUpdateOnedayStatus>;
