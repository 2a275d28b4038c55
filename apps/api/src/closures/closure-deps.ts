import type { MakeupPolicy } from '../config/config.js';
import type { Clock } from '../lib/clock.js';
import type { ClosuresRepository } from '../schedule/closures-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/** What declaring and removing a closed day are built from; a closure earns make-up credits. */
export interface ClosureChangeDeps {
  units: UnitOfWork;
  closures: ClosuresRepository;
  makeups: MakeupPolicy;
  now?: Clock;
}
