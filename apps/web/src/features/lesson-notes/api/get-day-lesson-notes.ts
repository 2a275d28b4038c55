import { lessonNoteOperations } from '@academy/contracts';
import type { TDayLessonNote, TDayLessonNotes } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export const dayLessonNotesQueryKey = (date: string) => ['staff', 'lesson-notes', date] as const;

/** GET /lesson-notes/day: the day's lessons with their notes and the practice since the last one. */
export function getDayLessonNotes(date: string): Promise<TDayLessonNotes> {
  return callOperation(lessonNoteOperations.listDayLessonNotes, { query: { date } });
}

/** The day's notes; every lesson of the day reads the one answer. */
export function useDayLessonNotes(date: string) {
  return useQuery({
    queryKey: dayLessonNotesQueryKey(date),
    queryFn: () => getDayLessonNotes(date),
  });
}

/** One lesson's row of the day's answer, once it has come. */
export function useDayLessonNote(memberId: number, date: string) {
  const query = useDayLessonNotes(date);
  const lesson: TDayLessonNote | undefined = query.data?.lessons.find(
    (row) => row.memberId === memberId,
  );
  return { query, lesson };
}
