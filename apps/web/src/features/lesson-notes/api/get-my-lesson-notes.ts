import { lessonNoteOperations } from '@academy/contracts';
import type { TMyLessonNotes } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export const myLessonNotesQueryKey = ['member', 'lesson-notes'] as const;

/** GET /lesson-notes/mine: a page of the member's notes, newest lesson first. */
export function getMyLessonNotes(page: number): Promise<TMyLessonNotes> {
  return callOperation(lessonNoteOperations.listMyLessonNotes, { query: { page } });
}

export function useMyLessonNotes(page: number) {
  return useQuery({
    queryKey: [...myLessonNotesQueryKey, page],
    queryFn: () => getMyLessonNotes(page),
    placeholderData: keepPreviousData,
  });
}
