import { describe, expect, it } from 'vitest';
import { lessonReminderTexts, reminderWhen } from './reminder-notifications';
import { ZReminderSettings } from './reminders.schemas';

describe('lesson reminder texts', () => {
  it('when the teacher is known, then both languages name the day, weekday, hours and teacher', () => {
    expect(
      lessonReminderTexts({
        date: '2031-03-11',
        startTime: '19:00',
        endTime: '20:00',
        teacherName: '박지훈',
      }),
    ).toEqual({
      title: '수업 알림',
      titleEn: 'Lesson reminder',
      message: '2031년 3월 11일 (화) 19:00–20:00에 수업이 있습니다 (박지훈 선생님).',
      messageEn: 'You have a lesson on Tue, Mar 11, 2031, 19:00–20:00 with 박지훈.',
    });
  });

  it('when the teacher is not known, then the texts leave the teacher out', () => {
    const texts = lessonReminderTexts({
      date: '2031-03-16',
      startTime: '10:00',
      endTime: '11:00',
      teacherName: null,
    });
    expect([texts.message, texts.messageEn]).toEqual([
      '2031년 3월 16일 (일) 10:00–11:00에 수업이 있습니다.',
      'You have a lesson on Sun, Mar 16, 2031, 10:00–11:00.',
    ]);
    expect(reminderWhen('2031-03-16', '14:00')).toEqual({
      ko: '2031년 3월 16일 (일) 14:00',
      en: 'Sun, Mar 16, 2031, 14:00',
    });
  });
});

describe('ZReminderSettings', () => {
  it('accepts a boolean and refuses anything else', () => {
    expect(ZReminderSettings.parse({ emailReminders: false })).toEqual({ emailReminders: false });
    for (const value of [undefined, null, 'false', 0]) {
      expect(ZReminderSettings.safeParse({ emailReminders: value }).success).toBe(false);
    }
  });
});
