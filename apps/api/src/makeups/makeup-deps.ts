import type { MakeupPolicy } from '../config/config.js';
import type { Clock } from '../lib/clock.js';
import type { MakeupsRepository } from './makeups-repository.js';

/** What reading a member's make-up credits takes: the credits, the policy's cap and today. */
export interface MakeupCreditDeps {
  makeups: MakeupsRepository;
  policy: MakeupPolicy;
  now?: Clock;
}
