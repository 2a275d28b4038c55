import { describe, expect, it } from 'vitest';
import { DATE_WINDOWS } from '../constants/date-windows';
import { firstIssueKey, issuesByPath } from '../testing/issue-keys';
import {
  canTransitionOneday,
  ONEDAY_STATUSES,
  showsOnedaySchedule,
  type TOnedayStatus,
} from './oneday.enums';
import {
  ONEDAY_SLOT_HOURS,
  ZOnedayApplication,
  ZOnedayRequestsQuery,
  ZOnedayStatusUpdate,
} from './oneday.schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('ZOnedayApplication', () => {
  const application = { name: '이원데이', birthDate: '20000101', phoneNumber: '01012345678' };

  it('when email is empty, then it is still accepted (email is optional)', () => {
    expect(ZOnedayApplication.parse({ ...application, email: '' }).email).toBeUndefined();
  });

  it('when an email is given but malformed, then a valid format is asked for', () => {
    expect(firstIssueKey(ZOnedayApplication, { ...application, email: 'x@' })).toBe('emailInvalid');
  });

  it('when name, birth date and phone are missing, then each is required', () => {
    expect(issuesByPath(ZOnedayApplication, {})).toEqual([
      'name: nameRequired',
      'birthDate: birthDateRequired',
      'phoneNumber: phoneRequired',
    ]);
  });

  it('when hourly slots are listed, then there are 14 from 9 to 22', () => {
    expect(ONEDAY_SLOT_HOURS).toHaveLength(14);
    expect([ONEDAY_SLOT_HOURS[0], ONEDAY_SLOT_HOURS.at(-1)]).toEqual([9, 22]);
  });
});

describe('canTransitionOneday', () => {
  const allowed: Record<TOnedayStatus, TOnedayStatus[]> = {
    pending: ['contacted', 'scheduled', 'cancelled'],
    contacted: ['scheduled', 'cancelled'],
    scheduled: ['completed', 'cancelled'],
    completed: [],
    cancelled: [],
  };

  it.each(ONEDAY_STATUSES)(
    'when the request is %s, then exactly the spec moves are allowed',
    (from) => {
      expect(ONEDAY_STATUSES.filter((to) => canTransitionOneday(from, to))).toEqual(allowed[from]);
    },
  );

  it('when the class is scheduled or completed, then the scheduled date is shown', () => {
    expect(ONEDAY_STATUSES.filter(showsOnedaySchedule)).toEqual(['scheduled', 'completed']);
  });
});

describe('ZOnedayStatusUpdate', () => {
  it('when moving to contacted, then no date is needed', () => {
    expect(ZOnedayStatusUpdate.parse({ status: 'contacted' })).toEqual({ status: 'contacted' });
  });

  it('when moving to scheduled without a date, then a date and time is asked for', () => {
    expect(issuesByPath(ZOnedayStatusUpdate, { status: 'scheduled' })).toEqual([
      'scheduledAt: dateTimeRequired',
    ]);
  });

  it('when scheduled with an ISO date-time, then it is accepted', () => {
    const inAMonth = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const body = { status: 'scheduled', scheduledAt: inAMonth };
    expect(ZOnedayStatusUpdate.parse(body)).toEqual(body);
  });

  it.each([
    '0000-01-01T00:00:00.000Z',
    '9999-12-31T23:59:00.000Z',
    new Date(Date.now() + (DATE_WINDOWS.ONEDAY_CLASS.FUTURE_DAYS + 2) * DAY_MS).toISOString(),
    new Date(Date.now() - (DATE_WINDOWS.ONEDAY_CLASS.PAST_DAYS + 2) * DAY_MS).toISOString(),
  ])('when scheduled at %s, more than a year away, then it is refused', (scheduledAt) => {
    expect(firstIssueKey(ZOnedayStatusUpdate, { status: 'scheduled', scheduledAt })).toBe(
      'onedayScheduledAtOutsideWindow',
    );
  });

  it('when the status is unknown, then it is invalid', () => {
    expect(firstIssueKey(ZOnedayStatusUpdate, { status: 'done' })).toBe('invalidValue');
  });
});

describe('ZOnedayRequestsQuery', () => {
  it('when the filter is "all", then every status is listed, 20 per page without a limit', () => {
    expect(ZOnedayRequestsQuery.parse({ status: 'all' })).toEqual({ page: 1, limit: 20 });
  });
});
