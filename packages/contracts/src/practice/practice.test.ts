import { describe, expect, it } from 'vitest';
import { seoulDateTimeText } from '../common/seoul-time';
import { firstIssueKey, issuesByPath } from '../testing/issue-keys';
import { PRACTICE } from '../constants/limits';
import { PRACTICE_ROOMS, practiceRoomFromId, roomIdFromPracticeRoom } from './practice.enums';
import { ZPracticeBookingRequest, ZPracticeSessionsQuery } from './practice.schemas';

// Seoul is UTC+9: 10:00 Seoul is 01:00Z.
const seoul = (date: string, time: string) => new Date(seoulDateTimeText(date, time)).toISOString();

describe('ZPracticeBookingRequest', () => {
  it('when one hour is booked, then room 1 is the default', () => {
    expect(
      ZPracticeBookingRequest.parse({
        startTime: seoul('2025-07-01', '10:00'),
        endTime: seoul('2025-07-01', '11:00'),
      }),
    ).toMatchObject({ roomId: 1 });
  });

  it('when start and end are missing, then both are asked for', () => {
    expect(issuesByPath(ZPracticeBookingRequest, {})).toEqual([
      'startTime: practiceTimeRequired',
      'endTime: practiceTimeRequired',
    ]);
  });

  it('when the start is not before the end, then it says so', () => {
    const at = seoul('2025-07-01', '10:00');
    expect(issuesByPath(ZPracticeBookingRequest, { startTime: at, endTime: at })).toEqual([
      'endTime: practiceStartBeforeEnd',
    ]);
  });

  it('when 59 minutes are booked, then the minimum is one hour', () => {
    expect(
      firstIssueKey(ZPracticeBookingRequest, {
        startTime: seoul('2025-07-01', '10:00'),
        endTime: seoul('2025-07-01', '10:59'),
      }),
    ).toBe('practiceMinDuration');
  });

  it('when 2 hours are booked, then it is accepted; 3 hours exceed the longest booking', () => {
    const from = seoul('2025-07-01', '10:00');
    expect(
      ZPracticeBookingRequest.safeParse({ startTime: from, endTime: seoul('2025-07-01', '12:00') })
        .success,
    ).toBe(true);
    expect(
      firstIssueKey(ZPracticeBookingRequest, {
        startTime: from,
        endTime: seoul('2025-07-01', '13:00'),
      }),
    ).toBe('practiceMaxDuration');
  });

  it.each([
    ['09:00', '10:00', undefined],
    ['21:00', '22:00', undefined],
    ['08:00', '09:00', 'practiceOutsideHours'],
    ['21:30', '22:30', 'practiceOutsideHours'],
  ])('when the booking is %s-%s Seoul time, then booking hours give %s', (start, end, issue) => {
    const body = { startTime: seoul('2025-07-01', start), endTime: seoul('2025-07-01', end) };
    expect(firstIssueKey(ZPracticeBookingRequest, body)).toBe(issue);
  });

  it('when the room id is 0 or 4, then the room is invalid', () => {
    const times = {
      startTime: seoul('2025-07-01', '10:00'),
      endTime: seoul('2025-07-01', '11:00'),
    };
    expect(firstIssueKey(ZPracticeBookingRequest, { ...times, roomId: 0 })).toBe(
      'practiceRoomInvalid',
    );
    expect(firstIssueKey(ZPracticeBookingRequest, { ...times, roomId: 4 })).toBe(
      'practiceRoomInvalid',
    );
    expect(ZPracticeBookingRequest.safeParse({ ...times, roomId: 3 }).success).toBe(true);
  });
});

describe('practice rooms', () => {
  it('when mapping ids and codes, then 1..3 match room1..room3', () => {
    expect(PRACTICE_ROOMS).toHaveLength(PRACTICE.ROOM_COUNT);
    expect(practiceRoomFromId(3)).toBe('room3');
    expect(practiceRoomFromId(4)).toBeNull();
    expect(roomIdFromPracticeRoom('room2')).toBe(2);
  });
});

describe('ZPracticeSessionsQuery', () => {
  it('when the month range is given, then it is accepted', () => {
    const query = { startDate: '2025-07-01', endDate: '2025-07-31' };
    expect(ZPracticeSessionsQuery.parse(query)).toEqual(query);
  });

  it('when the end is before the start or a date is unreal, then it is refused', () => {
    expect(
      firstIssueKey(ZPracticeSessionsQuery, { startDate: '2025-07-31', endDate: '2025-07-01' }),
    ).toBe('dateRangeOrder');
    expect(
      firstIssueKey(ZPracticeSessionsQuery, { startDate: '2025-06-31', endDate: '2025-07-01' }),
    ).toBe('dateFormat');
  });
});
