import type { AttendanceRepository } from '../attendance/attendance-repository.js';
import type { Clock } from '../lib/clock.js';
import type { PracticeLogRepository } from '../practice-log/practice-log-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { LessonNotesRepository } from './lesson-notes-repository.js';

/**
 * What the lesson note use cases are built from: the notes, the attendance occurrences that name
 * a lesson, and the practice log the teacher reads before a lesson.
 */
export interface LessonNotesDeps {
  units: UnitOfWork;
  notes: LessonNotesRepository;
  attendance: AttendanceRepository;
  practiceLog: PracticeLogRepository;
  now?: Clock;
}
