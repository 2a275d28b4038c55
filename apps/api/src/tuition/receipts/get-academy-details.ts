import type { TAcademyDetailsSetting } from '@academy/contracts';
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { AcademyDetailsRepository } from './academy-details-repository.js';

/** The academy details for receipts as the admin set them (none until they do). */
export function createGetAcademyDetails(deps: {
  prisma: PrismaClient;
  academyDetails: AcademyDetailsRepository;
}) {
  const { prisma, academyDetails } = deps;
  return async function getAcademyDetails(): Promise<TAcademyDetailsSetting> {
    return { details: await academyDetails.read(prisma) };
  };
}

export type GetAcademyDetails = ReturnType<typeof createGetAcademyDetails>;
