import { ownContact } from '../lib/own-contact.js';
import {
  FEEDBACK_MESSAGES,
  LESSON_WEEKDAYS,
  minutesToTime,
  type TStudentProfile,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { seoulDate } from '../lib/seoul-time.js';
import type { MemberProfileRepository } from './member-profile-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** The member's dashboard profile with the weekly lesson slot in effect today (Seoul). */
export function createGetStudentProfile(deps: { profiles: MemberProfileRepository; now?: Clock }) {
  const { profiles, now = systemClock } = deps;
  return async function getStudentProfile(memberId: number): Promise<TStudentProfile> {
    const member = await profiles.findWithLesson(memberId, seoulDate(0, now()));
    if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    const lesson = member.lessonSchedules[0];
    return {
      userId: member.id,
      name: member.name,
      email: member.email,
      phoneNumber: ownContact(member.phoneNumber),
      lessonDayOfWeek: lesson ? (LESSON_WEEKDAYS[lesson.dayOfWeek - 1] ?? null) : null,
      lessonStartTime: lesson ? minutesToTime(lesson.startMinute) : null,
      lessonEndTime: lesson ? minutesToTime(lesson.endMinute) : null,
      isForeigner: member.isForeigner,
      teacherId: member.teacherId,
    };
  };
}

export type GetStudentProfile = ReturnType<typeof createGetStudentProfile>;
