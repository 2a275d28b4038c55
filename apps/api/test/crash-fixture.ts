// The academy a crash test writes into: its own staff and member accounts (independent of the
// demo data), pending lesson applications, and the requests the test sends.
import {
  LESSON_WEEKDAYS,
  PRACTICE_BOOKING_LIMITS,
  type TLessonApprovalRequestInput,
} from '@academy/contracts';
import { hashPassword } from '../src/auth/password.js';
import type { PrismaClient } from '../src/generated/prisma/client.js';
import { seoulDateTime } from '../src/lib/seoul-time.js';

export const CRASH_ADMIN = { loginId: 'crash-admin', password: 'crash-admin-1234' };
/** Member `n` of those who book (0, 1, …). */
export const crashMember = (n: number) => ({
  loginId: `crash-member-${n}`,
  password: 'crash-member-1234',
});

/**
 * The member who sends booking `i`: a member holds only so many bookings that have not ended,
 * so the bookings are shared out, one member's worth at a time.
 */
export const bookerOf = (i: number) => Math.floor(i / PRACTICE_BOOKING_LIMITS.MAX_OPEN_BOOKINGS);

export interface CrashFixture {
  teacherId: number;
  /** The booking members, in order: booking `i` is memberIds[bookerOf(i)]'s. */
  memberIds: number[];
  applicationIds: number[];
}

/** Accounts and pending applications for `writes` bookings and `writes` approvals. */
export async function createCrashFixture(
  prisma: PrismaClient,
  writes: number,
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
  const memberIds: number[] = [];
  const passwordHash = await hashPassword(crashMember(0).password);
  for (let n = 0; n <= bookerOf(writes - 1); n += 1) {
    const member = await prisma.member.create({
      data: {
        loginId: crashMember(n).loginId,
        passwordHash,
        name: `Crash Member ${n}`,
        email: `crash-member-${n}@example.com`,
        phoneNumber: `0104444${String(n).padStart(4, '0')}`,
      },
    });
    memberIds.push(member.id);
  }
  const applicationIds: number[] = [];
  for (let i = 0; i < writes; i += 1) {
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
  return { teacherId: teacher.id, memberIds, applicationIds };
}

const BOOKING_DAYS = PRACTICE_BOOKING_LIMITS.HORIZON_DAYS - 1;

/**
 * Booking number `i`: one hour of its own within the next 13 days (up to 156 bookings), so no
 * two bookings ever compete for a slot; one member's six hours stay within the weekly cap.
 */
export function bookingRequest(i: number) {
  const day = 1 + (i % BOOKING_DAYS);
  const hour = 9 + Math.floor(i / BOOKING_DAYS);
  return {
    roomId: 1,
    startTime: seoulDateTime(day, hour).toISOString(),
    endTime: seoulDateTime(day, hour + 1).toISOString(),
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
