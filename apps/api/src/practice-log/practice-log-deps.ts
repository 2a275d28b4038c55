import type { Clock } from '../lib/clock.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { PracticeLogRepository } from './practice-log-repository.js';

/** What the practice log's use cases are built from. */
export interface PracticeLogDeps {
  units: UnitOfWork;
  practiceLog: PracticeLogRepository;
  now?: Clock;
}
