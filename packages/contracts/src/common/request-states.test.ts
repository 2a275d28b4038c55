import { describe, expect, it } from 'vitest';
import { LESSON_APPLICATION_STATUS_LABELS } from '../applications/applications.enums';
import { SCHEDULE_CHANGE_STATUS_LABELS } from '../schedule-changes/schedule-changes.enums';
import { ONEDAY_STATUS_LABELS } from '../oneday/oneday.enums';
import { PRACTICE_SESSION_STATUS_LABELS } from '../practice/practice.enums';

describe('shared request state labels', () => {
  it('when a lesson application or a schedule change is listed, then its state reads alike', () => {
    expect(LESSON_APPLICATION_STATUS_LABELS).toEqual({
      pending: { ko: '대기중', en: 'Pending' },
      approved: { ko: '승인됨', en: 'Approved' },
      rejected: { ko: '거절됨', en: 'Rejected' },
    });
    expect(SCHEDULE_CHANGE_STATUS_LABELS).toEqual({
      ...LESSON_APPLICATION_STATUS_LABELS,
      cancelled: { ko: '취소됨', en: 'Cancelled' },
    });
  });

  it('when a one-day application or a booking is pending or cancelled, then it reads alike', () => {
    expect(ONEDAY_STATUS_LABELS.pending).toEqual(SCHEDULE_CHANGE_STATUS_LABELS.pending);
    expect(ONEDAY_STATUS_LABELS.cancelled).toEqual(SCHEDULE_CHANGE_STATUS_LABELS.cancelled);
    expect(PRACTICE_SESSION_STATUS_LABELS.cancelled).toEqual(
      SCHEDULE_CHANGE_STATUS_LABELS.cancelled,
    );
  });
});
