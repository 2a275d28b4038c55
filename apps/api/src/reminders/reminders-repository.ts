import { REMINDER_WINDOW } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { slotsRunningBetween, singleMovesTouching } from '../db/lesson-row-filters.js';
import type { TReachableBy } from '../unit-of-work/member-recipients.js';
import { findPausedMonths } from '../schedule/paused-months-repository.js';

/**
 * What a reminder needs of a weekly slot or a make-up: its teacher, and how to reach its member.
 * Both relations have the same names on both models.
 */
const slotInclude = {
  member: { select: { name: true, email: true, isForeigner: true, emailReminders: true } },
  teacher: { select: { name: true } },
} as const satisfies Prisma.WeeklySlotInclude & Prisma.MakeupLessonInclude;

/** Seoul days from `first` to `last`, both counted, as stored calendar days. */
interface StoredDays {
  first: Date;
  last: Date;
}
const storedDays = (first: string, last: string): StoredDays => ({
  first: fromIsoDate(first),
  last: fromIsoDate(last),
});

/** The member's choice to get e-mail reminders. */
function preferenceQueries(prisma: PrismaClient) {
  return {
    findEmailReminders(memberId: number) {
      return prisma.member.findUnique({
        where: { id: memberId },
        select: { emailReminders: true },
      });
    },
    /** Answers false when there is no such member. */
    async setEmailReminders(memberId: number, emailReminders: boolean): Promise<boolean> {
      const { count } = await prisma.member.updateMany({
        where: { id: memberId },
        data: { emailReminders },
      });
      return count === 1;
    },
  };
}

/** The lessons starting soon, and which were already reminded. */
function lessonReminderQueries(prisma: PrismaClient) {
  return {
    /**
     * Weekly slots of active members running on one of `isoWeekdays` between the two days.
     * At most REMINDER_WINDOW.MAX_SLOTS_PER_RUN, oldest first.
     */
    findActiveSlots(first: string, last: string, isoWeekdays: number[]) {
      const days = storedDays(first, last);
      return prisma.weeklySlot.findMany({
        where: {
          dayOfWeek: { in: isoWeekdays },
          ...slotsRunningBetween(days.first, days.last),
          member: { status: 'active' },
        },
        include: slotInclude,
        orderBy: { id: 'asc' },
        take: REMINDER_WINDOW.MAX_SLOTS_PER_RUN,
      });
    },
    /**
     * Single-date moves of active members' lessons away from, or onto, a day between the two,
     * with the slot they move (whatever its weekday). A "following" move shows through the
     * slots' effective ranges instead, as on the calendars.
     */
    findSingleMoves(first: string, last: string) {
      const days = storedDays(first, last);
      return prisma.lessonMove.findMany({
        where: {
          ...singleMovesTouching(days.first, days.last),
          member: { status: 'active' },
        },
        include: {
          lessonSchedule: { include: slotInclude },
          member: { select: { name: true } },
        },
        orderBy: { id: 'asc' },
        take: REMINDER_WINDOW.MAX_SLOTS_PER_RUN,
      });
    },
    /**
     * Booked make-ups of active members on a day between the two, reminded like lessons
     * (docs/product/reminders.md). At most REMINDER_WINDOW.MAX_SLOTS_PER_RUN, soonest first.
     */
    findBookedMakeups(first: string, last: string) {
      const days = storedDays(first, last);
      return prisma.makeupLesson.findMany({
        where: {
          status: 'booked',
          lessonDate: { gte: days.first, lte: days.last },
          member: { status: 'active' },
        },
        include: slotInclude,
        orderBy: [{ lessonDate: 'asc' }, { startMinute: 'asc' }, { id: 'asc' }],
        take: REMINDER_WINDOW.MAX_SLOTS_PER_RUN,
      });
    },
    /** Approved paused months: no lesson is held, so none is reminded (docs/product/pauses.md). */
    findPausedMonths(first: string, last: string) {
      return findPausedMonths(prisma, { first, last });
    },
    findClosures(first: string, last: string) {
      const days = storedDays(first, last);
      return prisma.closure.findMany({
        where: { date: { gte: days.first, lte: days.last } },
        orderBy: { date: 'asc' },
      });
    },
    /** The lesson reminders already given for lessons starting in (from, to]. */
    findLessonReminders(from: Date, to: Date) {
      return prisma.lessonReminder.findMany({
        where: { lessonStart: { gt: from, lte: to } },
        select: { memberId: true, lessonStart: true },
      });
    },
    /**
     * Marks the occurrence reminded; false when it already was (by another run or process:
     * the unique key makes the later insert wait for the earlier one, then do nothing).
     */
    async markLessonReminded(
      tx: Prisma.TransactionClient,
      reminder: { memberId: number; lessonDate: string; lessonStart: Date; remindedAt: Date },
    ): Promise<boolean> {
      const { count } = await tx.lessonReminder.createMany({
        data: [{ ...reminder, lessonDate: fromIsoDate(reminder.lessonDate) }],
        skipDuplicates: true,
      });
      return count === 1;
    },
  };
}

/** The applications whose answers reach someone: the applicant's contact, or the guardian's. */
function reachableContacts(reachableBy: TReachableBy): Prisma.OnedayApplicationWhereInput[] {
  const byMail: Prisma.OnedayApplicationWhereInput[] = [
    { applicant: 'self', email: { not: null } },
    { applicant: 'child', guardianEmail: { not: null } },
  ];
  if (reachableBy === 'mail') return byMail;
  return [
    ...byMail,
    { applicant: 'self', phoneNumber: { not: null } },
    { applicant: 'child', guardianPhone: { not: null } },
  ];
}

/** The one-day classes starting soon, and which were already reminded. */
function onedayReminderQueries(prisma: PrismaClient) {
  return {
    /**
     * Scheduled one-day classes starting in (from, to] whose guest (for a child, the guardian)
     * can be reached, by an address or, with `reachableBy` 'mailOrPhone', a phone, and was not
     * reminded of that start yet, soonest first; at most REMINDER_WINDOW.MAX_ONEDAY_PER_RUN.
     */
    async findOnedayClassesToRemind(from: Date, to: Date, reachableBy: TReachableBy) {
      const rows = await prisma.onedayApplication.findMany({
        where: {
          status: 'scheduled',
          scheduledAt: { gt: from, lte: to },
          OR: reachableContacts(reachableBy),
        },
        select: {
          id: true,
          applicant: true,
          name: true,
          phoneNumber: true,
          email: true,
          guardianName: true,
          guardianPhone: true,
          guardianEmail: true,
          language: true,
          scheduledAt: true,
          reminders: { where: { classStart: { gt: from, lte: to } }, select: { classStart: true } },
        },
        orderBy: [{ scheduledAt: 'asc' }, { id: 'asc' }],
        take: REMINDER_WINDOW.MAX_ONEDAY_PER_RUN,
      });
      return rows.flatMap(({ reminders, scheduledAt, ...row }) => {
        if (scheduledAt === null) return [];
        const reminded = reminders.some(
          (reminder) => reminder.classStart.getTime() === scheduledAt.getTime(),
        );
        return reminded ? [] : [{ ...row, scheduledAt }];
      });
    },
    /** Like markLessonReminded: false when this start of the class was already reminded. */
    async markOnedayReminded(
      tx: Prisma.TransactionClient,
      reminder: { applicationId: number; classStart: Date; remindedAt: Date },
    ): Promise<boolean> {
      const { count } = await tx.onedayReminder.createMany({
        data: [reminder],
        skipDuplicates: true,
      });
      return count === 1;
    },
  };
}

/** Data access of the reminders: the member's setting and what the lesson-reminders job reads and writes. */
export function createRemindersRepository(prisma: PrismaClient) {
  return {
    ...preferenceQueries(prisma),
    ...lessonReminderQueries(prisma),
    ...onedayReminderQueries(prisma),
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
type Rows<K extends keyof RemindersRepository> = Awaited<ReturnType<RemindersRepository[K]>>;
export type ReminderSlotRow = Rows<'findActiveSlots'>[number];
export type ReminderMoveRow = Rows<'findSingleMoves'>[number];
export type ReminderClosureRow = Rows<'findClosures'>[number];
export type OnedayClassToRemind = Rows<'findOnedayClassesToRemind'>[number];
