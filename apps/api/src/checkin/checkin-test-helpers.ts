import { isoWeekdayOfIsoDate } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { seoulDate } from '../lib/seoul-time.js';

/**
 * A child without a login of their own in the family of `guardianId`, with a weekly lesson on the
 * weekday of `day` from `startMinute`, for an hour, and the check-in code given.
 */
export async function addChildWithLesson(
  prisma: PrismaClient,
  input: { guardianId: number; name: string; day: string; startMinute: number; code: string },
) {
  const teacher = await prisma.staff.findUniqueOrThrow({ where: { loginId: DEMO.admin.loginId } });
  return prisma.member.create({
    data: {
      name: input.name,
      guardianId: input.guardianId,
      guardianRelation: 'mother',
      birthDate: new Date('2016-05-01'),
      lessonType: 'general',
      teacherId: teacher.id,
      checkinCode: input.code,
      lessonSchedules: {
        create: {
          teacherId: teacher.id,
          dayOfWeek: isoWeekdayOfIsoDate(input.day),
          startMinute: input.startMinute,
          endMinute: input.startMinute + 60,
          effectiveFrom: seoulDate(-70),
        },
      },
    },
  });
}
