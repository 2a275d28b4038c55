import { describe, expect, it } from 'vitest';
import { applicationNotificationTexts } from './applicant-notification';

describe('applicationNotificationTexts', () => {
  it('when a lesson application arrives, then both languages name the applicant', () => {
    expect(applicationNotificationTexts('lesson_request', '홍길동')).toEqual({
      title: '새 정규수업 신청',
      titleEn: 'New regular lesson application',
      message: '새로운 정규수업 신청이 접수되었습니다. (신청자: 홍길동)',
      messageEn: 'A new regular lesson application has been received. (Applicant: 홍길동)',
    });
  });
});
