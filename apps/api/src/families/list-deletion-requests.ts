import type { PrismaClient } from '../generated/prisma/client.js';
import type { TDeletionRequestList } from '@academy/contracts';
import { toDeletionRequest } from './deletion-request-mappers.js';
import { deletionRequestsRepository as requests } from './deletion-requests-repository.js';

/**
 * The deletion requests staff still have to handle, oldest first; and a member's own, about
 * them and their children, newest first (docs/product/privacy.md).
 */
export function createListDeletionRequests(deps: { prisma: PrismaClient }) {
  return {
    async listOpen(): Promise<TDeletionRequestList> {
      return { requests: (await requests.listOpen(deps.prisma)).map(toDeletionRequest) };
    },
    async listOwn(memberId: number): Promise<TDeletionRequestList> {
      return { requests: (await requests.listAbout(deps.prisma, memberId)).map(toDeletionRequest) };
    },
  };
}

export type ListDeletionRequests = ReturnType<typeof createListDeletionRequests>;
