import type { Clock } from '../lib/clock.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { PausesRepository } from './pauses-repository.js';

/** What the pause use cases are built from. */
export interface PausesDeps {
  units: UnitOfWork;
  pauses: PausesRepository;
  now?: Clock;
}
