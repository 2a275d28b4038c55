import {
  APPLICATION_LESSON_TYPE_CODES,
  type TAnyLessonType,
  type TLessonRequestItem,
} from '@academy/contracts';
import type { LessonType } from '../generated/prisma/client.js';
import { toIsoDate } from '../lib/iso-date.js';
import type { LessonRequestRow } from './lesson-requests-repository.js';

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

export function toLessonRequestItem(row: LessonRequestRow): TLessonRequestItem {
  return {
    requestId: row.id,
    name: row.name,
    birthDate: toIsoDate(row.birthDate),
    gender: row.gender === 'other' ? 'male' : row.gender,
    phoneNumber: row.phoneNumber,
    email: row.email,
    preferredTime: row.preferredTime || null,
    lessonType: toAnyLessonType(row.lessonType),
    message: row.message,
    isForeigner: row.isForeigner,
    status: row.status,
    teacherResponse: row.teacherResponse,
    handler: row.handler ? { name: row.handler.name } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
