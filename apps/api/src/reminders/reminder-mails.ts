import {
  alimtalkDayHours,
  lessonReminderWhen,
  minutesToTime,
  reminderWhen,
  toAcademyIsoDate,
  toAcademyMinutes,
  type TLessonReminderInput,
} from '@academy/contracts';
import { personalMail, type MailRecipient } from '../mail/personal-mail.js';
import { textForm } from '../unit-of-work/text-form.js';

/**
 * What the 알림톡 says when the teacher is not known: "- 강사: 담당 선생님" / "- Teacher: Teacher
 * in charge". The template's `teacher` may not be blank, and the template has no line to leave out.
 */
const TEACHER_IN_CHARGE = { ko: '담당', en: 'Teacher in charge' } as const;

/**
 * The 알림톡 the day before a lesson or a make-up (one template for both): day, hours, teacher.
 */
export const lessonReminderText = (lesson: TLessonReminderInput) =>
  textForm('lessonReminder', (language) => ({
    ...alimtalkDayHours(lesson, language),
    teacher: lesson.teacherName?.trim() || TEACHER_IN_CHARGE[language],
  }));

/** The e-mail to a member the day before a lesson: day, weekday and hours (Korea time), teacher. */
export function lessonReminderMail(recipient: MailRecipient, lesson: TLessonReminderInput) {
  const when = lessonReminderWhen(lesson);
  const teacher = lesson.teacherName;
  return personalMail(recipient, {
    en: {
      subject: '[Drum Academy] Reminder: your lesson',
      lines: [
        `This is a reminder of your ${lesson.makeup ? 'make-up ' : ''}drum lesson on ${when.en} (Korea time).`,
        ...(teacher ? [`Teacher: ${teacher}`] : []),
        '',
        'If you cannot come, please contact the academy.',
        'You can turn these e-mails off on your dashboard.',
      ],
    },
    ko: {
      subject: '[드럼 아카데미] 수업 알림',
      lines: [
        `${when.ko}에 ${lesson.makeup ? '보강 ' : ''}드럼 수업이 있습니다.`,
        ...(teacher ? [`담당 선생님: ${teacher}`] : []),
        '',
        '참석이 어려우시면 학원으로 연락해주세요.',
        '이 알림 메일은 대시보드에서 끌 수 있습니다.',
      ],
    },
  });
}

/** The e-mail to a guest the day before their one-day class (academy time). */
export function onedayReminderMail(recipient: MailRecipient, classStart: Date) {
  const startTime = minutesToTime(toAcademyMinutes(classStart));
  const when = reminderWhen(toAcademyIsoDate(classStart), startTime);
  return personalMail(recipient, {
    en: {
      subject: '[Drum Academy] Reminder: your one-day class',
      lines: [
        `This is a reminder of your one-day drum class on ${when.en} (Korea time).`,
        '',
        'If you cannot come, please contact the academy.',
      ],
    },
    ko: {
      subject: '[드럼 아카데미] 원데이 클래스 알림',
      lines: [
        `${when.ko}에 원데이 드럼 클래스가 있습니다.`,
        '',
        '참석이 어려우시면 학원으로 연락해주세요.',
      ],
    },
  });
}
