import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulMonthOf } from '@academy/contracts';
import { verifyPassword } from '../auth/password.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from '../db/database.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seedDemoDataIfEmpty } from './seed-demo-data.js';

describe('seedDemoDataIfEmpty', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** The demo member signs in with the README password and has one weekly lesson with teacher 1. */
  async function expectDemoMember(
    name: 'student' | 'foreign',
    expected: { isForeigner: boolean; dayOfWeek: number; startHour: number },
  ) {
    const account = DEMO_ACCOUNTS[name];
    const member = await database.prisma.member.findUniqueOrThrow({
      where: { loginId: account.loginId },
      include: { lessonSchedules: true },
    });
    expect(member).toMatchObject({
      phoneNumber: account.phoneNumber,
      email: account.email,
      isForeigner: expected.isForeigner,
    });
    expect(member.lessonSchedules).toEqual([
      expect.objectContaining({
        dayOfWeek: expected.dayOfWeek,
        startMinute: expected.startHour * 60,
        endMinute: (expected.startHour + 1) * 60,
        teacherId: 1,
      }),
    ]);
    expect(await verifyPassword(account.password, member.passwordHash ?? '')).toBe(true);
  }

  it('when the database is empty, then it creates the demo academy', async () => {
    expect(await seedDemoDataIfEmpty(database.prisma)).toBe(true);
    const admin = await database.prisma.staff.findUniqueOrThrow({
      where: { loginId: DEMO_ACCOUNTS.admin.loginId },
    });
    expect(admin).toMatchObject({ id: 1, role: 'admin', email: DEMO_ACCOUNTS.admin.email });
    expect(await verifyPassword(DEMO_ACCOUNTS.admin.password, admin.passwordHash)).toBe(true);

    await expectDemoMember('student', { isForeigner: false, dayOfWeek: 2, startHour: 19 });
    await expectDemoMember('foreign', { isForeigner: true, dayOfWeek: 4, startHour: 18 });

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
    expect(await database.prisma.practiceBooking.count()).toBeGreaterThan(0);
    // Last month's dues paid, this month's paid by one member and open for the other.
    const month = seoulMonthOf(new Date());
    expect(await database.prisma.tuitionDue.count({ where: { month: { not: month } } })).toBe(2);
    expect(await database.prisma.tuitionDue.count({ where: { paidAt: null } })).toBe(1);
    expect(await database.prisma.tuitionDue.count({ where: { month, paidAt: null } })).toBe(1);
  });

  it('when run again, then it changes nothing', async () => {
    const before = await database.prisma.member.count();
    expect(await seedDemoDataIfEmpty(database.prisma)).toBe(false);
    expect(await database.prisma.member.count()).toBe(before);
    expect(await database.prisma.staff.count()).toBe(1);
  });
});
