import type { VerificationCodeRepository } from '../auth/verification-code/verification-code-repository.js';
import type { Clock } from '../lib/clock.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { MemberProfileRepository } from './member-profile-repository.js';

/** What a member's code-confirmed address change is built from: a code mailed, then checked. */
export interface MemberEmailDeps {
  profiles: MemberProfileRepository;
  codes: VerificationCodeRepository;
  units: UnitOfWork;
  now?: Clock;
}
