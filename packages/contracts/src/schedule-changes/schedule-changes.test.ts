import { describe, expect, it } from 'vitest';
import { firstIssueKey, issuesByPath } from '../testing/issue-keys';
import { canProcessScheduleChange, SCHEDULE_CHANGE_STATUSES } from './schedule-changes.enums';
import {
  ZScheduleChangeApproveRequest,
  ZScheduleChangeRejectRequest,
  ZScheduleChangeRequest,
} from './schedule-changes.schemas';

const change = {
  changeStartDate: '2025-07-07',
  changeEndDate: '2025-07-07',
  requestMessage: '출장',
  requestedDate: '2025-07-08',
  requestedStartTime: '11:00',
  requestedEndTime: '12:00',
  lessonScheduleId: 4,
};

describe('ZScheduleChangeRequest', () => {
  it('when complete, then reschedule/temporary/custom are filled in', () => {
    expect(ZScheduleChangeRequest.parse(change)).toMatchObject({
      requestType: 'reschedule',
      changeType: 'temporary',
      changePeriod: 'custom',
    });
  });

  it('when reason, dates and time are empty, then each asks for itself', () => {
    expect(
      issuesByPath(ZScheduleChangeRequest, {
        ...change,
        changeStartDate: '',
        requestMessage: ' ',
        requestedDate: '',
        requestedStartTime: '',
      }),
    ).toEqual([
      'changeStartDate: scheduleChangeTargetDateRequired',
      'requestMessage: scheduleChangeReasonRequired',
      'requestedDate: scheduleChangeNewDateRequired',
      'requestedStartTime: scheduleChangeTimeRequired',
    ]);
  });

  it.each([
    ['the new date is the lesson date', { requestedDate: '2025-07-07' }],
    ['the new start is 20:00', { requestedStartTime: '20:00', requestedEndTime: '21:00' }],
  ])('when %s, then it is accepted', (_case, fields) => {
    expect(ZScheduleChangeRequest.safeParse({ ...change, ...fields }).success).toBe(true);
  });

  it.each([
    [
      'the new date is before the lesson date',
      'scheduleChangeDateBeforeTarget',
      { requestedDate: '2025-07-06' },
    ],
    [
      'the new start is 10:00',
      'scheduleChangeOutsideHours',
      { requestedStartTime: '10:00', requestedEndTime: '11:00' },
    ],
    [
      'the new start is 21:00',
      'scheduleChangeOutsideHours',
      { requestedStartTime: '21:00', requestedEndTime: '22:00' },
    ],
    ['the end is not after the start', 'endAfterStart', { requestedEndTime: '11:00' }],
    ['the change end date is before its start', 'dateRangeOrder', { changeEndDate: '2025-07-06' }],
  ])('when %s, then the first issue is %s', (_case, key, fields) => {
    expect(firstIssueKey(ZScheduleChangeRequest, { ...change, ...fields })).toBe(key);
  });
});

describe('modification processing', () => {
  it('when approving without a reason, then an approval reason is asked for', () => {
    expect(firstIssueKey(ZScheduleChangeApproveRequest, { teacherResponse: '' })).toBe(
      'approvalReasonRequired',
    );
    expect(firstIssueKey(ZScheduleChangeApproveRequest, {})).toBe('approvalReasonRequired');
  });

  it('when rejecting without a reason, then a rejection reason is asked for', () => {
    expect(firstIssueKey(ZScheduleChangeRejectRequest, { teacherResponse: ' ' })).toBe(
      'rejectionReasonRequired',
    );
  });

  it('when the request is pending, then only then can it be processed', () => {
    expect(SCHEDULE_CHANGE_STATUSES.filter(canProcessScheduleChange)).toEqual(['pending']);
  });
});
