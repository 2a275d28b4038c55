// What must hold in the database after a crash: every acknowledged write is there, and every
// write that is there is whole (all rows of its transaction, nothing else).
import { expect } from 'vitest';
import type { PrismaClient } from '../src/generated/prisma/client.js';
import { approvalRequest, bookingRequest, type CrashFixture } from './crash-fixture.js';
import type { WriteOutcome } from './http-writes.js';

export async function countRows(prisma: PrismaClient) {
  return {
    members: await prisma.member.count(),
    lessonSchedules: await prisma.weeklySlot.count(),
    practiceSessions: await prisma.practiceBooking.count(),
    memberNotifications: await prisma.memberNotification.count(),
    staffNotifications: await prisma.staffNotification.count(),
    tuitionDues: await prisma.tuitionDue.count(),
    approvalAudits: await prisma.auditLog.count({ where: { action: 'lesson_request.approve' } }),
  };
}
export type RowCounts = Awaited<ReturnType<typeof countRows>>;

const keysWith = (outcomes: WriteOutcome[], outcome: WriteOutcome['outcome']) =>
  outcomes.filter((o) => o.outcome === outcome).map((o) => o.key);

function acknowledgedData<T>(outcomes: WriteOutcome[]): [number, T][] {
  return outcomes.flatMap((o) => (o.outcome === 'acknowledged' ? [[o.key, o.data as T]] : []));
}

/** Returns how many bookings are stored after checking each of them. */
export async function checkBookings(
  prisma: PrismaClient,
  fixture: CrashFixture,
  outcomes: WriteOutcome[],
  staffCount: number,
): Promise<number> {
  const sessions = await prisma.practiceBooking.findMany({
    where: { memberId: { in: fixture.memberIds } },
  });
  const attempted = [...keysWith(outcomes, 'acknowledged'), ...keysWith(outcomes, 'unanswered')];
  const keyOf = (startTime: Date) =>
    attempted.find((key) => bookingRequest(key).startTime === startTime.toISOString());

  for (const [key, data] of acknowledgedData<{ sessionId: number }>(outcomes)) {
    const stored = sessions.find((session) => session.id === data.sessionId);
    expect(stored, `acknowledged booking ${key} is stored`).toMatchObject({
      roomId: bookingRequest(key).roomId,
      startTime: new Date(bookingRequest(key).startTime),
      status: 'scheduled',
    });
  }
  for (const session of sessions) {
    expect(keyOf(session.startTime), `booking ${session.id} was sent`).toBeDefined();
    const staffNotices = await prisma.staffNotification.count({
      where: { category: 'practice_booked', relatedId: session.id },
    });
    expect(staffNotices, `staff notifications of booking ${session.id}`).toBe(staffCount);
  }
  const memberNotices = await prisma.memberNotification.count({
    where: { memberId: { in: fixture.memberIds }, category: 'practice_booked' },
  });
  expect(memberNotices, 'one member notification per stored booking').toBe(sessions.length);
  return sessions.length;
}

/** Returns how many applications are approved after checking each of them. */
export async function checkApprovals(
  prisma: PrismaClient,
  fixture: CrashFixture,
  outcomes: WriteOutcome[],
): Promise<number> {
  const applications = await prisma.lessonApplication.findMany({
    where: { id: { in: fixture.applicationIds } },
    include: {
      member: {
        include: {
          lessonSchedules: true,
          notifications: { orderBy: { id: 'asc' } },
          tuitionDues: true,
        },
      },
    },
  });
  const attempted = new Set([
    ...keysWith(outcomes, 'acknowledged'),
    ...keysWith(outcomes, 'unanswered'),
  ]);
  let approved = 0;
  for (const [key, id] of fixture.applicationIds.entries()) {
    const application = applications.find((row) => row.id === id);
    const audits = await prisma.auditLog.count({
      where: { action: 'lesson_request.approve', entityId: String(id) },
    });
    if (application?.status !== 'approved') {
      expect([application?.status, application?.member, audits], `application ${id}`).toEqual([
        'pending',
        null,
        0,
      ]);
      continue;
    }
    approved += 1;
    expect(attempted.has(key), `approved application ${id} was sent`).toBe(true);
    const { member } = application;
    const slot = approvalRequest(key, fixture.teacherId);
    expect(member?.lessonSchedules, `weekly lesson of application ${id}`).toEqual([
      expect.objectContaining({ teacherId: fixture.teacherId, startMinute: toMinutes(slot) }),
    ]);
    expect(
      member?.notifications.map((notice) => notice.category),
      `notification of application ${id}`,
    ).toEqual(['lesson_request_approved', 'payment_due']);
    expect(member?.tuitionDues, `tuition due of application ${id}`).toHaveLength(1);
    expect(audits, `audit row of application ${id}`).toBe(1);
  }
  for (const [key, data] of acknowledgedData<{ userId: number }>(outcomes)) {
    const application = applications.find((row) => row.id === fixture.applicationIds[key]);
    expect([application?.status, application?.member?.id], `acknowledged approval ${key}`).toEqual([
      'approved',
      data.userId,
    ]);
  }
  return approved;
}

function toMinutes(slot: { lessonStartTime: string }): number {
  const [hours = 0, minutes = 0] = slot.lessonStartTime.split(':').map(Number);
  return hours * 60 + minutes;
}

/** No rows besides those of whole writes: the totals grew by exactly what the writes create. */
export async function checkNoStrayRows(
  prisma: PrismaClient,
  before: RowCounts,
  stored: { bookings: number; approvals: number; staffCount: number },
): Promise<void> {
  const { bookings, approvals, staffCount } = stored;
  expect(await countRows(prisma)).toEqual({
    members: before.members + approvals,
    lessonSchedules: before.lessonSchedules + approvals,
    practiceSessions: before.practiceSessions + bookings,
    // An approval notifies the new member twice: approved, and the month's tuition due.
    memberNotifications: before.memberNotifications + bookings + approvals * 2,
    staffNotifications: before.staffNotifications + bookings * staffCount,
    tuitionDues: before.tuitionDues + approvals,
    approvalAudits: before.approvalAudits + approvals,
  });
}
