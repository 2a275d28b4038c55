import type { TAnnouncementAudience } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { type Clock, systemClock } from '../lib/clock.js';
import { countOfAudience } from './announcement-audience.js';

/**
 * How many members a group holds now, for the confirmation before sending (docs/decisions/0051).
 * A read only: the send counts again inside its own transaction, and that count is the one kept.
 */
export function createCountAnnouncementAudience(prisma: PrismaClient, now: Clock = systemClock) {
  return function countAnnouncementAudience(audience: TAnnouncementAudience): Promise<number> {
    return countOfAudience(prisma, audience, now());
  };
}

export type CountAnnouncementAudience = ReturnType<typeof createCountAnnouncementAudience>;
