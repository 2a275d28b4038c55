import type { Clock } from '../lib/clock.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { ConsultationNotesRepository } from './consultation-notes-repository.js';

/** What the consultation note use cases are built from. */
export interface ConsultationNotesDeps {
  units: UnitOfWork;
  notes: ConsultationNotesRepository;
  now?: Clock;
}
