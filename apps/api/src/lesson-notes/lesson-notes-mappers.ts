import type { TLessonNote } from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import type { LessonNoteRow } from './lesson-notes-repository.js';

export const toLessonNote = (row: LessonNoteRow): TLessonNote => ({
  id: row.id,
  memberId: row.memberId,
  date: toIsoDate(row.lessonDate),
  piece: row.piece,
  tempoBpm: row.tempoBpm,
  homework: row.homework,
  link: row.link,
  teacherName: row.writtenBy?.name ?? null,
  updatedAt: row.updatedAt.toISOString(),
});
