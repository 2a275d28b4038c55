import { hashPassword } from '../../auth/password.js';
import { seoulDate } from '../../lib/seoul-time.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seedActivity } from './seed-activity.js';

const minutes = (hour: number) => hour * 60;

/**
 * Creates the demo academy when the database has no staff yet, so every screen has real
 * data on a fresh start. Returns whether it seeded. Runs in one transaction: all or nothing.
 */
export async function seedDemoDataIfEmpty(
  prisma: PrismaClient,
  now = new Date(),
): Promise<boolean> {
  if ((await prisma.staff.count()) > 0) return false;
  const [adminHash, studentHash, foreignHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.student.password),
    hashPassword(DEMO_ACCOUNTS.foreign.password),
  ]);

  await prisma.$transaction(async (tx) => {
    const teacher = await tx.staff.create({
      data: {
        loginId: DEMO_ACCOUNTS.admin.loginId,
        passwordHash: adminHash,
        name: DEMO_ACCOUNTS.admin.name,
        email: DEMO_ACCOUNTS.admin.email,
        phoneNumber: DEMO_ACCOUNTS.admin.phoneNumber,
        role: 'admin',
      },
    });
    const lessonsSince = seoulDate(-60, now);
    const student = await tx.member.create({
      data: {
        loginId: DEMO_ACCOUNTS.student.loginId,
        passwordHash: studentHash,
        name: DEMO_ACCOUNTS.student.name,
        email: DEMO_ACCOUNTS.student.email,
        phoneNumber: DEMO_ACCOUNTS.student.phoneNumber,
        birthDate: new Date(Date.UTC(2001, 2, 15)),
        gender: 'male',
        lessonType: 'general',
        monthlyFee: 170_000,
        teacherId: teacher.id,
        registeredAt: lessonsSince,
        lessonSchedules: {
          create: {
            teacherId: teacher.id,
            dayOfWeek: 2,
            startMinute: minutes(19),
            endMinute: minutes(20),
            effectiveFrom: lessonsSince,
          },
        },
      },
    });
    const foreign = await tx.member.create({
      data: {
        loginId: DEMO_ACCOUNTS.foreign.loginId,
        passwordHash: foreignHash,
        name: DEMO_ACCOUNTS.foreign.name,
        email: DEMO_ACCOUNTS.foreign.email,
        phoneNumber: DEMO_ACCOUNTS.foreign.phoneNumber,
        birthDate: new Date(Date.UTC(1994, 7, 2)),
        gender: 'female',
        lessonType: 'beginner',
        isForeigner: true,
        monthlyFee: 170_000,
        teacherId: teacher.id,
        registeredAt: lessonsSince,
        lessonSchedules: {
          create: {
            teacherId: teacher.id,
            dayOfWeek: 4,
            startMinute: minutes(18),
            endMinute: minutes(19),
            effectiveFrom: lessonsSince,
          },
        },
      },
    });
    await seedActivity(tx, { teacher, student, foreign, now });
  });
  return true;
}
