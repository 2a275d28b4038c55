// The academy a crash test writes into: its own staff and member accounts (independent of the
// demo data), pending lesson applications, and the requests the test sends.
import { LESSON_WEEKDAYS, type TLessonApprovalRequestInput } from '@academy/contracts';
import { hashPassword } from '../src/auth/password.js';
import type { PrismaClient } from '../src/generated/prisma/client.js';
import { seoulDateTime } from '../src/lib/seoul-time.js';

export const CRASH_ADMIN = { loginId: 'crash-admin', password: 'crash-admin-1234' };
export const CRASH_MEMBER = { loginId: 'crash-member', password: 'crash-member-1234' };

export interface CrashFixture {
  teacherId: number;
  memberId: number;
  applicationIds: number[];
}

export async function createCrashFixture(
  prisma: PrismaClient,
  applications: number,
): Promise<CrashFixture> {
  const teacher = await prisma.staff.create({
    data: {
      loginId: CRASH_ADMIN.loginId,
      passwordHash: await hashPassword(CRASH_ADMIN.password),
      name: 'Crash Admin',
      email: 'crash-admin@example.com',
      role: 'admin',
    },
  });
  const member = await prisma.member.create({
    data: {
      loginId: CRASH_MEMBER.loginId,
      passwordHash: await hashPassword(CRASH_MEMBER.password),
      name: 'Crash Member',
      email: 'crash-member@example.com',
      phoneNumber: '01044440000',
    },
  });
  const applicationIds: number[] = [];
  for (let i = 0; i < applications; i += 1) {
    const row = await prisma.lessonApplication.create({
      data: {
        name: `Applicant ${i}`,
        birthDate: new Date('2000-01-01T00:00:00.000Z'),
        gender: 'female',
        phoneNumber: `0105555${String(i).padStart(4, '0')}`,
        email: `applicant-${i}@example.com`,
        preferredTime: '월요일: 10:00',
        lessonType: 'general',
      },
    });
    applicationIds.push(row.id);
  }
  return { teacherId: teacher.id, memberId: member.id, applicationIds };
}

/** Booking number `i`: its own day far ahead, so no two bookings ever compete for a slot. */
export function bookingRequest(i: number) {
  const hour = 9 + (i % 12);
  return {
    roomId: 1 + (i % 3),
    startTime: seoulDateTime(200 + i, hour).toISOString(),
    endTime: seoulDateTime(200 + i, hour + 1).toISOString(),
  };
}

/** Approval number `i`: a weekly slot no other approval (of up to 50) overlaps. */
export function approvalRequest(i: number, teacherId: number): TLessonApprovalRequestInput {
  const hour = 8 + Math.floor(i / LESSON_WEEKDAYS.length);
  const time = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return {
    teacherId,
    lessonDayOfWeek: LESSON_WEEKDAYS[i % LESSON_WEEKDAYS.length] ?? 'Monday',
    lessonStartTime: time(hour),
    lessonEndTime: time(hour + 1),
    monthlyFee: 170_000,
    isForeigner: false,
  };
}
