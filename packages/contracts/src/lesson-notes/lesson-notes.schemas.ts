import { z } from 'zod';
import { isoDateField } from '../common/dates';
import { pagedList } from '../common/pagination';
import { optionalText, requiredText, ZBodyId } from '../common/text-fields';
import { ZPracticeSummary, ZTempoBpm } from '../practice-log/practice-log.schemas';
import { LESSON_NOTE_LIMITS } from './lesson-notes.limits';
import { isNoteLink } from './lesson-notes.rules';

/**
 * PUT /lesson-notes (staff): the note of one lesson, named by the member and its Seoul day as
 * attendance names an occurrence. An empty homework or link clears it.
 */
export const ZLessonNoteInput = z.object({
  memberId: ZBodyId,
  date: isoDateField(),
  piece: requiredText('lessonNotePieceRequired', LESSON_NOTE_LIMITS.PIECE),
  tempoBpm: ZTempoBpm.nullable().optional(),
  homework: optionalText(LESSON_NOTE_LIMITS.HOMEWORK, 'multi'),
  link: optionalText(LESSON_NOTE_LIMITS.LINK).refine((value) => !value || isNoteLink(value), {
    error: 'lessonNoteLinkInvalid',
  }),
});
export type TLessonNoteInput = z.infer<typeof ZLessonNoteInput>;
export type TLessonNoteFormInput = z.input<typeof ZLessonNoteInput>;

export const ZLessonNote = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  date: z.string(),
  piece: z.string(),
  tempoBpm: z.number().int().nullable(),
  homework: z.string().nullable(),
  link: z.string().nullable(),
  /** Who last wrote it; null once that staff account is gone. */
  teacherName: z.string().nullable(),
  updatedAt: z.string(),
});
export type TLessonNote = z.infer<typeof ZLessonNote>;

/** GET /lesson-notes/mine: the member's notes, newest lesson first. */
export const ZMyLessonNotes = pagedList({ notes: z.array(ZLessonNote) });
export type TMyLessonNotes = z.infer<typeof ZMyLessonNotes>;

/** GET /lesson-notes/day (staff). */
export const ZDayLessonNotesQuery = z.object({ date: isoDateField() });
export type TDayLessonNotesQuery = z.infer<typeof ZDayLessonNotesQuery>;

/**
 * One lesson of the day as the teacher prepares it: its note if written, whether the caller may
 * write it (the lesson's teacher, or an admin), and the member's practice since their previous
 * lesson.
 */
export const ZDayLessonNote = z.object({
  memberId: z.number().int(),
  date: z.string(),
  canWrite: z.boolean(),
  note: ZLessonNote.nullable(),
  practice: ZPracticeSummary,
});
export type TDayLessonNote = z.infer<typeof ZDayLessonNote>;

export const ZDayLessonNotes = z.object({ lessons: z.array(ZDayLessonNote) });
export type TDayLessonNotes = z.infer<typeof ZDayLessonNotes>;
