import { hashPassword } from '../src/auth/password.js';
import type { PrismaClient } from '../src/generated/prisma/client.js';

export const TEACHER = { loginId: 'teacher', password: 'teacher1234' } as const;

const day = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

/**
 * Test data: teacher 1 in March 2030 has a Tuesday 15:00 lesson (moved on 12 March to
 * Thursday 14 March 17:00), a weekly Monday 10:00 rehearsal without 11 March, a one-day class
 * on 20 March, and rows outside the month that must not come back.
 */
export async function seedTeacherCalendar(prisma: PrismaClient): Promise<void> {
  const teacher = await prisma.staff.create({
    data: {
      loginId: TEACHER.loginId,
      passwordHash: await hashPassword(TEACHER.password),
      name: '최선생',
      email: 'teacher@example.com',
    },
  });
  const member = (name: string, phoneNumber: string) =>
    prisma.member.create({
      data: {
        loginId: name,
        passwordHash: 'x',
        name,
        email: `${phoneNumber}@example.com`,
        phoneNumber,
      },
    });
  const student = await member('김학생', '01011112222');
  const former = await member('박졸업', '01033334444');
  const lesson = await prisma.weeklySlot.create({
    data: {
      memberId: student.id,
      teacherId: teacher.id,
      dayOfWeek: 2,
      startMinute: 15 * 60,
      endMinute: 16 * 60,
      effectiveFrom: day('2030-01-01'),
    },
  });
  await prisma.weeklySlot.create({
    data: {
      memberId: former.id,
      teacherId: teacher.id,
      dayOfWeek: 3,
      startMinute: 15 * 60,
      endMinute: 16 * 60,
      effectiveFrom: day('2029-06-01'),
      effectiveUntil: day('2030-03-01'),
    },
  });
  const move = (originalDate: string, newDate: string) =>
    prisma.lessonMove.create({
      data: {
        memberId: student.id,
        lessonScheduleId: lesson.id,
        originalDate: day(originalDate),
        newDate: day(newDate),
        newStartMinute: 17 * 60,
        newEndMinute: 18 * 60,
      },
    });
  await move('2030-03-12', '2030-03-14');
  await move('2030-05-07', '2030-05-08');
  await prisma.personalSchedule.create({
    data: {
      teacherId: teacher.id,
      title: '합주',
      description: '밴드 연습',
      scheduleDate: day('2030-03-04'),
      startMinute: 10 * 60,
      endMinute: 11 * 60,
      isRecurring: true,
      recurringPattern: 'weekly',
      recurringUntil: day('2030-03-31'),
      exclusions: { create: { excludedDate: day('2030-03-11') } },
    },
  });
  await prisma.personalSchedule.createMany({
    data: [
      {
        teacherId: teacher.id,
        title: '원데이클래스',
        scheduleType: 'oneday_class',
        scheduleDate: day('2030-03-20'),
        startMinute: 14 * 60,
        endMinute: 15 * 60,
        studentName: '이원데이',
        studentContact: '01012341234',
      },
      {
        teacherId: teacher.id,
        title: '병원',
        scheduleDate: day('2030-05-01'),
        startMinute: 9 * 60,
        endMinute: 10 * 60,
      },
    ],
  });
}
