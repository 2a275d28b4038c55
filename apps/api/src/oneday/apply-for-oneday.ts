import type { TOnedayApplication } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { fromBirthDateDigits } from '../lib/iso-date.js';
import { storeApplicationTellingStaff } from '../notifications/staff-notifier.js';

/** Stores a one-day class application and tells every staff account, all or nothing. */
export function createApplyForOneday(prisma: PrismaClient) {
  return async function applyForOneday(input: TOnedayApplication): Promise<number> {
    return storeApplicationTellingStaff(
      prisma,
      { category: 'oneday_request', applicantName: input.name },
      (tx) =>
        tx.onedayApplication.create({
          data: {
            name: input.name,
            birthDate: fromBirthDateDigits(input.birthDate),
            phoneNumber: input.phoneNumber,
            email: input.email ?? null,
            preferredTime: input.preferredTime ?? '',
            message: input.message || null,
          },
          select: { id: true },
        }),
    );
  };
}

export type ApplyForOneday = ReturnType<typeof createApplyForOneday>;
