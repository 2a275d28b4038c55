import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from '../db/database.js';
import { SCALE_ACCOUNTS, scaleMemberLoginId, scaleShape } from './scale/scale-shape.js';
import { seedScaleData, type ScaleSeedOutcome } from './seed-scale-data.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

// A fiftieth of the data set: the same statements, quick enough for every test run.
const shape = scaleShape(0.02);

describe('seedScaleData', () => {
  let database: Database;
  let outcome: ScaleSeedOutcome;
  beforeAll(async () => {
    database = await openTestDatabase();
    outcome = await seedScaleData(database.prisma, { shape });
  }, 120_000);
  afterAll(() => database.close());

  it('when the database is empty, then it adds the demo academy, then exactly the shape', async () => {
    expect(outcome.seeded).toBe(true);
    if (!outcome.seeded) return;
    expect(outcome.added).toMatchObject({
      staff: shape.teachers,
      members: shape.members,
      lesson_schedules: shape.members,
      lesson_applications: shape.lessonApplications,
      oneday_applications: shape.onedayApplications,
      inquiries: shape.inquiries,
      practice_sessions: shape.practiceSessions,
      member_notifications: shape.memberNotifications,
      announcements: shape.announcements,
    });
    expect(
      await database.prisma.staff.findUnique({ where: { loginId: DEMO_ACCOUNTS.admin.loginId } }),
    ).not.toBeNull();
  });

  it('when a scale member signs in, then the documented login and password fit', async () => {
    const member = await database.prisma.member.findUniqueOrThrow({
      where: { loginId: scaleMemberLoginId(1) },
      include: { lessonSchedules: true },
    });
    expect(member.status).toBe('active');
    expect(member.lessonSchedules).toEqual([expect.objectContaining({ effectiveUntil: null })]);
    expect(await verifyPassword(SCALE_ACCOUNTS.password, member.passwordHash ?? '')).toBe(true);
    const last = await database.prisma.member.findUniqueOrThrow({
      where: { loginId: scaleMemberLoginId(shape.members) },
    });
    expect(last.status).toBe('suspended');
  });

  it('when the data is read, then dates spread over past and coming weeks and statuses mix', async () => {
    const { prisma } = database;
    const now = new Date();
    expect(
      await prisma.practiceBooking.count({ where: { startTime: { gt: now } } }),
    ).toBeGreaterThan(0);
    expect(await prisma.practiceBooking.count({ where: { status: 'completed' } })).toBeGreaterThan(
      0,
    );
    expect(await prisma.practiceBooking.count({ where: { status: 'cancelled' } })).toBe(
      shape.cancelledPracticeSessions,
    );
    const lessonStatuses = await prisma.lessonApplication.groupBy({ by: ['status'], _count: true });
    expect(lessonStatuses.map((group) => group.status).sort()).toEqual([
      'approved',
      'pending',
      'rejected',
    ]);
    const onedayStatuses = await prisma.onedayApplication.groupBy({ by: ['status'], _count: true });
    expect(onedayStatuses.length).toBeGreaterThanOrEqual(3);
    expect(await prisma.memberNotification.count({ where: { isRead: false } })).toBeGreaterThan(0);
    expect(await prisma.inquiry.count({ where: { status: 'replied' } })).toBeGreaterThan(0);
  });

  it('when run again, then it refuses and adds nothing', async () => {
    const before = await database.prisma.practiceBooking.count();
    expect(await seedScaleData(database.prisma, { shape })).toEqual({
      seeded: false,
      alreadySeeded: true,
      reason: 'the database already has scale data',
    });
    expect(await database.prisma.practiceBooking.count()).toBe(before);
  });
});
