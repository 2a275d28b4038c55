import { describe, expect, it } from 'vitest';
import { firstIssueKey, issuesByPath } from '../testing/issue-keys';
import { canProcessModification, MODIFICATION_STATUSES } from './modification.enums';
import {
  ZModificationApproveRequest,
  ZModificationRejectRequest,
  ZScheduleChangeRequest,
} from './modification.schemas';

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

  it('when the new date is before the lesson date, then it is refused; the same day is fine', () => {
    expect(firstIssueKey(ZScheduleChangeRequest, { ...change, requestedDate: '2025-07-06' })).toBe(
      'scheduleChangeDateBeforeTarget',
    );
    expect(
      ZScheduleChangeRequest.safeParse({ ...change, requestedDate: '2025-07-07' }).success,
    ).toBe(true);
  });

  it('when the new start is 20:00 it is accepted; 10:00 and 21:00 are outside hours', () => {
    expect(
      ZScheduleChangeRequest.safeParse({
        ...change,
        requestedStartTime: '20:00',
        requestedEndTime: '21:00',
      }).success,
    ).toBe(true);
    for (const [start, end] of [
      ['10:00', '11:00'],
      ['21:00', '22:00'],
    ] as const) {
      expect(
        firstIssueKey(ZScheduleChangeRequest, {
          ...change,
          requestedStartTime: start,
          requestedEndTime: end,
        }),
      ).toBe('scheduleChangeOutsideHours');
    }
  });

  it('when the end is not after the start, then it says so', () => {
    expect(firstIssueKey(ZScheduleChangeRequest, { ...change, requestedEndTime: '11:00' })).toBe(
      'endAfterStart',
    );
  });

  it('when the change end date is before its start, then the range is wrong', () => {
    expect(firstIssueKey(ZScheduleChangeRequest, { ...change, changeEndDate: '2025-07-06' })).toBe(
      'dateRangeOrder',
    );
  });
});

describe('modification processing', () => {
  it('when approving without a reason, then an approval reason is asked for', () => {
    expect(firstIssueKey(ZModificationApproveRequest, { teacherResponse: '' })).toBe(
      'approvalReasonRequired',
    );
    expect(firstIssueKey(ZModificationApproveRequest, {})).toBe('approvalReasonRequired');
  });

  it('when rejecting without a reason, then a rejection reason is asked for', () => {
    expect(firstIssueKey(ZModificationRejectRequest, { teacherResponse: ' ' })).toBe(
      'rejectionReasonRequired',
    );
  });

  it('when the request is pending, then only then can it be processed', () => {
    expect(MODIFICATION_STATUSES.filter(canProcessModification)).toEqual(['pending']);
  });
});
