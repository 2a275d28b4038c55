import type { TLessonApplicationItem } from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import { toAnyLessonType } from '../lib/lesson-types.js';
import { familyFieldsOf } from './application-family.js';
import type { LessonApplicationRow } from './lesson-applications-repository.js';

export function toLessonApplicationItem(
  row: LessonApplicationRow,
  now: Date = new Date(),
): TLessonApplicationItem {
  return {
    ...familyFieldsOf(row, now),
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
