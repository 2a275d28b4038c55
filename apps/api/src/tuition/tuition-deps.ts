import type { Clock } from '../lib/clock.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { TuitionRepository } from './tuition-repository.js';

/** What a staff change of tuition dues is built from. */
export interface TuitionChangeDeps {
  units: UnitOfWork;
  tuition: TuitionRepository;
  now?: Clock;
}
