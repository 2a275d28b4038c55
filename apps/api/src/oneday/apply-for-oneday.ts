import type { TOnedayApplication } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { fromBirthDateDigits } from '../lib/iso-date.js';
import { notifyAllStaffOfApplication } from '../notifications/staff-notifier.js';

/** Stores a one-day class application and tells every staff account, all or nothing. */
export function createApplyForOneday(prisma: PrismaClient) {
  return async function applyForOneday(input: TOnedayApplication): Promise<number> {
    return prisma.$transaction(async (tx) => {
      const { id } = await tx.onedayApplication.create({
        data: {
          name: input.name,
          birthDate: fromBirthDateDigits(input.birthDate),
          phoneNumber: input.phoneNumber,
          email: input.email ?? null,
          preferredTime: input.preferredTime ?? '',
          message: input.message || null,
        },
        select: { id: true },
      });
      await notifyAllStaffOfApplication(tx, {
        category: 'oneday_request',
        applicantName: input.name,
        relatedId: id,
      });
      return id;
    });
  };
}

export type ApplyForOneday = ReturnType<typeof createApplyForOneday>;
