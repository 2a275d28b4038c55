import { LESSON_NOTE_MESSAGES, lessonNoteOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { ListDayLessonNotes } from './list-day-lesson-notes.js';
import type { ListMyLessonNotes } from './list-my-lesson-notes.js';
import type { WriteLessonNote } from './write-lesson-note.js';

/** Teachers write lesson notes; members read theirs (docs/product/lesson-notes.md). */
export function lessonNotesRoutes(deps: {
  guards: AuthGuards;
  writeLessonNote: WriteLessonNote;
  listMyLessonNotes: ListMyLessonNotes;
  listDayLessonNotes: ListDayLessonNotes;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(lessonNoteOperations.listMyLessonNotes, async ({ caller, query }) => ({
    data: await deps.listMyLessonNotes(caller.id, query.page),
  }));

  handle(lessonNoteOperations.listDayLessonNotes, async ({ caller, query }) => ({
    data: await deps.listDayLessonNotes(caller, query.date),
  }));

  handle(lessonNoteOperations.writeLessonNote, async ({ caller, body }) => ({
    data: await deps.writeLessonNote(caller, body),
    message: LESSON_NOTE_MESSAGES.saved,
  }));

  return router;
}
