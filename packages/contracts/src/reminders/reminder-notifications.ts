import type { TBilingualText } from '../common/language';
import { inBothLanguages, sentenceDateTime, sentenceHours } from '../common/sentence-dates';
import type { TStoredNotificationTexts } from '../notifications/activity-notification';

/** One lesson a reminder tells of; times are Seoul time, the teacher's name when known. */
export type TLessonReminderInput = {
  date: string;
  startTime: string;
  endTime: string;
  teacherName: string | null;
  /** A make-up lesson (docs/product/makeups.md) is reminded as one, by name. */
  makeup?: boolean;
};

/** A day and a time as reminders write them, e.g. "3월 11일 (화) 19:00–20:00". */
export const reminderWhen = (date: string, time: string): TBilingualText =>
  inBothLanguages((language) => sentenceDateTime(date, time, language));

/** The lesson's day and hours as a reminder writes them. */
export const lessonReminderWhen = (input: TLessonReminderInput): TBilingualText =>
  reminderWhen(input.date, sentenceHours(input.startTime, input.endTime));

/** Member notification the day before a lesson (docs/product/reminders.md). */
export function lessonReminderTexts(input: TLessonReminderInput): TStoredNotificationTexts {
  const when = lessonReminderWhen(input);
  const teacher = input.teacherName;
  return {
    title: '수업 알림',
    titleEn: 'Lesson reminder',
    message: `${when.ko}에 ${input.makeup ? '보강 ' : ''}수업이 있습니다${teacher ? ` (${teacher} 선생님)` : ''}.`,
    messageEn: `You have a ${input.makeup ? 'make-up ' : ''}lesson on ${when.en}${teacher ? ` with ${teacher}` : ''}.`,
  };
}
