import type { TPendingCounts } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';

/** The staff header badges: what still waits for someone to handle it. */
export function createGetPendingCounts(prisma: PrismaClient) {
  return async function getPendingCounts(): Promise<TPendingCounts> {
    const pending = { where: { status: 'pending' as const } };
    const [lessonRequests, oneDayRequests, contacts, modifications] = await Promise.all([
      prisma.lessonApplication.count(pending),
      prisma.onedayApplication.count(pending),
      prisma.inquiry.count(pending),
      prisma.scheduleChange.count(pending),
    ]);
    return { lessonRequests, oneDayRequests, contacts, modifications };
  };
}

export type GetPendingCounts = ReturnType<typeof createGetPendingCounts>;
