import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.js';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../database.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seedDemoDataIfEmpty } from './seed-demo-data.js';

describe('seedDemoDataIfEmpty', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('when the database is empty, then it creates the demo academy', async () => {
    expect(await seedDemoDataIfEmpty(database.prisma)).toBe(true);
    const admin = await database.prisma.staff.findUniqueOrThrow({
      where: { loginId: DEMO_ACCOUNTS.admin.loginId },
    });
    expect(admin).toMatchObject({ id: 1, role: 'admin', email: DEMO_ACCOUNTS.admin.email });
    expect(await verifyPassword(DEMO_ACCOUNTS.admin.password, admin.passwordHash)).toBe(true);

    const student = await database.prisma.member.findUniqueOrThrow({
      where: { loginId: DEMO_ACCOUNTS.student.loginId },
      include: { lessonSchedules: true },
    });
    expect(student).toMatchObject({
      phoneNumber: DEMO_ACCOUNTS.student.phoneNumber,
      email: DEMO_ACCOUNTS.student.email,
      isForeigner: false,
    });
    expect(student.lessonSchedules).toEqual([
      expect.objectContaining({
        dayOfWeek: 2,
        startMinute: 19 * 60,
        endMinute: 20 * 60,
        teacherId: 1,
      }),
    ]);

    const foreign = await database.prisma.member.findUniqueOrThrow({
      where: { loginId: DEMO_ACCOUNTS.foreign.loginId },
      include: { lessonSchedules: true },
    });
    expect(foreign).toMatchObject({
      phoneNumber: DEMO_ACCOUNTS.foreign.phoneNumber,
      email: DEMO_ACCOUNTS.foreign.email,
      isForeigner: true,
    });
    expect(foreign.lessonSchedules[0]).toMatchObject({
      dayOfWeek: 4,
      startMinute: 18 * 60,
      endMinute: 19 * 60,
    });
    expect(await verifyPassword(DEMO_ACCOUNTS.foreign.password, foreign.passwordHash)).toBe(true);

    expect(
      await database.prisma.lessonApplication.count({ where: { status: 'pending' } }),
    ).toBeGreaterThan(0);
    expect(
      await database.prisma.onedayApplication.count({ where: { status: 'pending' } }),
    ).toBeGreaterThan(0);
    expect(await database.prisma.inquiry.count({ where: { status: 'replied' } })).toBeGreaterThan(
      0,
    );
    expect(await database.prisma.inquiry.count({ where: { status: 'pending' } })).toBeGreaterThan(
      0,
    );
    expect(await database.prisma.memberNotification.count()).toBeGreaterThan(0);
    expect(await database.prisma.staffNotification.count()).toBeGreaterThan(0);
    expect(await database.prisma.practiceSession.count()).toBeGreaterThan(0);
  });

  it('when run again, then it changes nothing', async () => {
    const before = await database.prisma.member.count();
    expect(await seedDemoDataIfEmpty(database.prisma)).toBe(false);
    expect(await database.prisma.member.count()).toBe(before);
    expect(await database.prisma.staff.count()).toBe(1);
  });
});
