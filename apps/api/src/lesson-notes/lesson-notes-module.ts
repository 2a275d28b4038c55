import type { Router } from 'express';
import { createAttendanceRepository } from '../attendance/attendance-repository.js';
import type { Clock } from '../lib/clock.js';
import { createPracticeLogRepository } from '../practice-log/practice-log-repository.js';
import type { ModuleDeps } from '../routing/routes-module.js';
import { createLessonNotesRepository } from './lesson-notes-repository.js';
import { lessonNotesRoutes } from './lesson-notes-routes.js';
import { createListDayLessonNotes } from './list-day-lesson-notes.js';
import { createListMyLessonNotes } from './list-my-lesson-notes.js';
import { createWriteLessonNote } from './write-lesson-note.js';

/** Wires lesson notes; `now` is the app's clock, which tests fix. */
export function createLessonNotesModule(deps: ModuleDeps & { now?: Clock | undefined }): {
  router: Router;
} {
  const { prisma } = deps.database;
  const useCases = {
    units: deps.units,
    notes: createLessonNotesRepository(prisma),
    attendance: createAttendanceRepository(prisma),
    practiceLog: createPracticeLogRepository(prisma),
    ...(deps.now ? { now: deps.now } : {}),
  };
  return {
    router: lessonNotesRoutes({
      guards: deps.guards,
      writeLessonNote: createWriteLessonNote(useCases),
      listMyLessonNotes: createListMyLessonNotes(useCases),
      listDayLessonNotes: createListDayLessonNotes(useCases),
    }),
  };
}
