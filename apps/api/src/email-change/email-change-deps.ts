import type { PrismaClient } from '../generated/prisma/client.js';
import type { Clock } from '../lib/clock.js';
import type { EmailChangeRepository } from './email-change-repository.js';

/** What every step of a link-confirmed address change reads from (docs/product/email-change.md). */
export interface EmailChangeDeps {
  prisma: PrismaClient;
  changes: EmailChangeRepository;
  now?: Clock;
}
