import { buildPagination, LESSON_NOTE_LIMITS, type TMyLessonNotes } from '@academy/contracts';
import type { LessonNotesDeps } from './lesson-notes-deps.js';
import { toLessonNote } from './lesson-notes-mappers.js';

/** The member's lesson notes, newest lesson first, a page at a time (a guardian reads a child's). */
export function createListMyLessonNotes(deps: Pick<LessonNotesDeps, 'notes'>) {
  return async function listMyLessonNotes(memberId: number, page: number): Promise<TMyLessonNotes> {
    const [rows, total] = await Promise.all([
      deps.notes.findPage(memberId, page),
      deps.notes.count(memberId),
    ]);
    return {
      notes: rows.map(toLessonNote),
      pagination: buildPagination({ total, page, limit: LESSON_NOTE_LIMITS.PAGE_SIZE }),
    };
  };
}

export type ListMyLessonNotes = ReturnType<typeof createListMyLessonNotes>;
