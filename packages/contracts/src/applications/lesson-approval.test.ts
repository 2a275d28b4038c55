import { describe, expect, it } from 'vitest';
import { firstIssueKey, issuesByPath } from '../testing/issue-keys';
import {
  ZFirstDuePreviewQuery,
  ZLessonApprovalRequest,
  ZLessonApprovalResponse,
  ZLessonRejectionRequest,
} from './lesson-approval.schemas';
import { parsePreferredTimeOptions } from './preferred-time';

describe('ZLessonApprovalRequest', () => {
  const approval = {
    lessonDayOfWeek: 'Friday',
    lessonStartTime: '18:00',
    lessonEndTime: '19:00',
    monthlyFee: 170000,
  };

  it('when minimal, then teacher 1 and isForeigner false are filled in', () => {
    expect(ZLessonApprovalRequest.parse(approval)).toMatchObject({
      teacherId: 1,
      isForeigner: false,
    });
  });

  it('when the weekday is Saturday, then it is refused (lessons are Monday to Friday)', () => {
    expect(
      firstIssueKey(ZLessonApprovalRequest, { ...approval, lessonDayOfWeek: 'Saturday' }),
    ).toBe('approvalScheduleRequired');
  });

  it('when custom mode leaves weekday or times empty, then the schedule is required', () => {
    expect(
      issuesByPath(ZLessonApprovalRequest, { ...approval, lessonDayOfWeek: '', lessonEndTime: '' }),
    ).toEqual([
      'lessonDayOfWeek: approvalScheduleRequired',
      'lessonEndTime: approvalScheduleRequired',
    ]);
  });

  it('when the fee is 0 it is accepted; negative or fractional fees are not', () => {
    expect(ZLessonApprovalRequest.safeParse({ ...approval, monthlyFee: 0 }).success).toBe(true);
    expect(firstIssueKey(ZLessonApprovalRequest, { ...approval, monthlyFee: -1 })).toBe(
      'monthlyFeeInvalid',
    );
    expect(firstIssueKey(ZLessonApprovalRequest, { ...approval, monthlyFee: 1.5 })).toBe(
      'monthlyFeeInvalid',
    );
  });

  it('when the approval succeeds, then the response carries the temporary password', () => {
    const data = {
      temporaryPassword: 'Ab12cd',
      studentName: '김드럼',
      userId: 3,
      loginId: 's01012345678',
    };
    expect(ZLessonApprovalResponse.parse(data)).toEqual(data);
  });
});

describe('ZLessonRejectionRequest', () => {
  it('when the reason is blank, then a rejection reason is asked for', () => {
    expect(firstIssueKey(ZLessonRejectionRequest, { reason: '  ' })).toBe(
      'rejectionReasonRequired',
    );
    expect(ZLessonRejectionRequest.parse({ reason: '정원 초과' })).toEqual({ reason: '정원 초과' });
  });
});

describe('parsePreferredTimeOptions', () => {
  it('when entries are separated by |, then each time becomes a one-hour option', () => {
    expect(parsePreferredTimeOptions('월요일: 18:00, 19:00 | Wednesday: 9:00')).toEqual([
      { lessonDayOfWeek: 'Monday', lessonStartTime: '18:00', lessonEndTime: '19:00' },
      { lessonDayOfWeek: 'Monday', lessonStartTime: '19:00', lessonEndTime: '20:00' },
      { lessonDayOfWeek: 'Wednesday', lessonStartTime: '09:00', lessonEndTime: '10:00' },
    ]);
  });

  it('when a lesson starts at 23:00, then it ends at 00:00', () => {
    expect(parsePreferredTimeOptions('금: 23:00')[0]?.lessonEndTime).toBe('00:00');
  });

  it('when an entry has no known weekday, then it is skipped', () => {
    expect(parsePreferredTimeOptions('아무때나: 18:00 | 주말')).toEqual([]);
  });
});

describe('ZFirstDuePreviewQuery', () => {
  const query = { lessonDayOfWeek: 'Monday', lessonStartTime: '15:00', monthlyFee: '170000' };

  it('when the fee arrives as query text, then it is a whole number of won', () => {
    expect(ZFirstDuePreviewQuery.parse(query)).toEqual({ ...query, monthlyFee: 170_000 });
    expect(ZFirstDuePreviewQuery.parse({ ...query, monthlyFee: '0' }).monthlyFee).toBe(0);
    expect(ZFirstDuePreviewQuery.parse({ ...query, monthlyFee: 150_000 }).monthlyFee).toBe(150_000);
  });

  it.each(['', ' 170000', '1e5', '0x10', '-1', '1.5', '10000001', '9999999999'])(
    'when the fee is %j, then it is refused with the approval’s message',
    (monthlyFee) => {
      expect(firstIssueKey(ZFirstDuePreviewQuery, { ...query, monthlyFee })).toBe(
        'monthlyFeeInvalid',
      );
    },
  );

  it('when the weekday is Saturday, then it is refused as the approval refuses it', () => {
    expect(firstIssueKey(ZFirstDuePreviewQuery, { ...query, lessonDayOfWeek: 'Saturday' })).toBe(
      'approvalScheduleRequired',
    );
  });
});
