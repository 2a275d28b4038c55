import { APPLICATION_LESSON_TYPE_CODES, type TAnyLessonType } from '@academy/contracts';
import type { LessonType } from '../generated/prisma/client.js';

/** Stored general/exam are shown as the form's 일반/입시; staff-assigned levels as they are. */
export function toAnyLessonType(type: LessonType): TAnyLessonType {
  if (type === 'general') return '일반';
  if (type === 'exam') return '입시';
  return type;
}

/** The stored value of a lesson type as staff views show it (the inverse of toAnyLessonType). */
export function fromAnyLessonType(type: TAnyLessonType): LessonType {
  return type === '일반' || type === '입시' ? APPLICATION_LESSON_TYPE_CODES[type] : type;
}
