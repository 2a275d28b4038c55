import { ownContact } from '../lib/own-contact.js';
import { minutesToTime, type TMemberListItem, WEEKDAYS } from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import { toAnyLessonType } from '../lib/lesson-types.js';
import type { StaffMemberRow } from './staff-members-repository.js';

/** One member as GET /users lists it and PATCH /users/{id} answers it. */
export function toMemberListItem(row: StaffMemberRow): TMemberListItem {
  const lesson = row.lessonSchedules[0];
  const weekday = lesson ? WEEKDAYS[lesson.dayOfWeek - 1] : undefined;
  const start = lesson ? minutesToTime(lesson.startMinute) : null;
  const end = lesson ? minutesToTime(lesson.endMinute) : null;
  return {
    userId: row.id,
    name: row.name,
    gender: row.gender,
    birthDate: row.birthDate ? toIsoDate(row.birthDate) : null,
    phoneNumber: ownContact(row.phoneNumber),
    email: row.email,
    lessonType: row.lessonType ? toAnyLessonType(row.lessonType) : null,
    lessonDayOfWeek:
      weekday === undefined || weekday === 'Saturday' || weekday === 'Sunday' ? null : weekday,
    lessonStartTime: start,
    lessonEndTime: end,
    assignedTime: start && end ? `${start}-${end}` : null,
    status: row.status,
    registeredAt: row.registeredAt.toISOString(),
    isForeigner: row.isForeigner,
    monthlyFee: row.monthlyFee,
    hasLogin: row.loginId !== null,
    messageChannel: row.messageChannel,
    messageChannelChosenAt: row.messageChannelChosenAt?.toISOString() ?? null,
    guardian: row.guardian && {
      userId: row.guardian.id,
      name: row.guardian.name,
      phoneNumber: ownContact(row.guardian.phoneNumber),
      relationship: row.guardianRelation,
    },
  };
}
