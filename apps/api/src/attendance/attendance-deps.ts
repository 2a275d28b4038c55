import type { MakeupPolicy } from '../config/config.js';
import type { Clock } from '../lib/clock.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { AttendanceRepository } from './attendance-repository.js';

/** What a change of a member's attendance is built from: marks earn and void make-up credits. */
export interface AttendanceChangeDeps {
  units: UnitOfWork;
  attendance: AttendanceRepository;
  policy: MakeupPolicy;
  now?: Clock;
}
