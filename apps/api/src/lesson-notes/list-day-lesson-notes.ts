import {
  addDaysToIsoDate,
  LESSON_NOT_HELD_STATUSES,
  PRACTICE_LOG_LIMITS,
  type TAttendanceOccurrence,
  type TDayLessonNotes,
} from '@academy/contracts';
import { findOccurrences } from '../attendance/attendance-occurrences.js';
import type { StaffCaller } from '../auth/callers.js';
import { practiceSince } from '../practice-log/practice-since.js';
import type { LessonNotesDeps } from './lesson-notes-deps.js';
import { toLessonNote } from './lesson-notes-mappers.js';

const notHeld: readonly string[] = LESSON_NOT_HELD_STATUSES;

/** The member's last lesson held before `date` within the practice log's window, if any. */
async function previousLessonDate(
  deps: LessonNotesDeps,
  occurrence: TAttendanceOccurrence,
): Promise<string | null> {
  const before = await findOccurrences(deps.attendance, {
    memberId: occurrence.memberId,
    from: addDaysToIsoDate(occurrence.date, -(PRACTICE_LOG_LIMITS.DAYS_BACK - 1)),
    to: addDaysToIsoDate(occurrence.date, -1),
  });
  const held = before.filter((lesson) => !notHeld.includes(lesson.status));
  return held.at(-1)?.date ?? null;
}

/**
 * A day's lessons as the teacher prepares them (docs/product/lesson-notes.md): each with its note,
 * whether the caller may write it (the lesson's teacher, or an admin), and the member's practice
 * since their previous lesson.
 */
export function createListDayLessonNotes(deps: LessonNotesDeps) {
  return async function listDayLessonNotes(
    caller: StaffCaller,
    date: string,
  ): Promise<TDayLessonNotes> {
    const occurrences = await findOccurrences(deps.attendance, { from: date, to: date });
    const memberIds = occurrences.map((occurrence) => occurrence.memberId);
    // One member's look-back at a time: the day's lessons are few, the pool is shared.
    const windows = [];
    for (const occurrence of occurrences) {
      windows.push({
        memberId: occurrence.memberId,
        lessonDate: date,
        previousLessonDate: await previousLessonDate(deps, occurrence),
      });
    }
    const [notes, practice] = await Promise.all([
      deps.notes.findOnDay(memberIds, date),
      practiceSince(deps.practiceLog, windows),
    ]);
    const noteOf = new Map(notes.map((row) => [row.memberId, toLessonNote(row)]));
    return {
      lessons: occurrences.flatMap((occurrence) => {
        const summary = practice.get(occurrence.memberId);
        if (!summary) return [];
        return [
          {
            memberId: occurrence.memberId,
            date,
            canWrite: caller.isAdmin || occurrence.teacherId === caller.id,
            note: noteOf.get(occurrence.memberId) ?? null,
            practice: summary,
          },
        ];
      }),
    };
  };
}

export type ListDayLessonNotes = ReturnType<typeof createListDayLessonNotes>;
