import type { PrismaClient } from '../generated/prisma/client.js';
import type { Clock } from '../lib/clock.js';
import type { AccountRepository } from './account-repository.js';
import type { SessionRepository } from './session-repository.js';

/** What setting a new password takes: it is written and the account's sessions end atomically. */
export interface PasswordChangeDeps {
  prisma: PrismaClient;
  accounts: AccountRepository;
  sessions: SessionRepository;
  now?: Clock;
}
