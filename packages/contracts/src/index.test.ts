import { describe, expect, it } from 'vitest';
import * as contracts from './index';

describe('package entry', () => {
  it('when both apps import the entry, then every domain is reachable from it', () => {
    const names = [
      'ZApiEnvelope',
      'formatValidationError',
      'VALIDATION_MESSAGES',
      'SESSION',
      'ZLoginRequest',
      'ZChangePasswordRequest',
      'ZPendingCounts',
      'ZLessonApplication',
      'ZOnedayApplication',
      'ZInquirySubmitRequest',
      'ZPracticeBookingRequest',
      'ZScheduleChangeRequest',
      'ZNotificationItem',
      'ZTeacherBusyTimes',
      'ZPersonalScheduleCreate',
      'ZAnnouncementRequest',
      'expandTeacherSchedule',
      'busyTimesOn',
      'HONEYPOT_FIELD',
      'PUBLIC_MESSAGES',
      'ZInquiryPublicQuery',
      'ZApplicationReceipt',
      'ZInquiryReceipt',
      'applicationNotificationTexts',
      'ALIMTALK_TEMPLATES',
      'renderAlimtalk',
    ];
    expect(names.filter((name) => !(name in contracts))).toEqual([]);
  });

  it('when the test helpers exist, then they are not part of the public entry', () => {
    expect('issueKeys' in contracts).toBe(false);
    expect('personalSchedule' in contracts).toBe(false);
  });
});
