import { lessonNoteOperations } from '@academy/contracts';
import type { TLessonNoteInput } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { dayLessonNotesQueryKey } from './get-day-lesson-notes';

/** PUT /lesson-notes: writes or edits the note of one lesson (docs/product/lesson-notes.md). */
export function writeLessonNote(body: TLessonNoteInput) {
  return callOperationWithMessage(lessonNoteOperations.writeLessonNote, { body });
}

export function useWriteLessonNote(date: string) {
  return useRefreshingMutation(writeLessonNote, [dayLessonNotesQueryKey(date)], 'success');
}
