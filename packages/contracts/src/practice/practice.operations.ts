import { practiceRoomsOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import { PRACTICE_BOOKING_LIMITS, PRACTICE_CALENDAR_WINDOW } from './practice.limits';
import {
  ZPracticeBookingList,
  ZPracticeBookingRequest,
  ZPracticeCalendar,
  ZPracticeCancelResult,
  ZPracticeSession,
  ZPracticeSessionsQuery,
} from './practice.schemas';

export const bookPracticeRoom = practiceRoomsOperation({
  method: 'post',
  path: '/practice/bookings',
  summary: 'Book a practice room',
  notes:
    `Up to ${PRACTICE_BOOKING_LIMITS.HORIZON_DAYS} Seoul days ahead and 1 to ${PRACTICE_BOOKING_LIMITS.MAX_HOURS_PER_BOOKING} whole hours (400); ` +
    `a member holds at most ${PRACTICE_BOOKING_LIMITS.MAX_OPEN_BOOKINGS} bookings that have not ended and books at most ` +
    `${PRACTICE_BOOKING_LIMITS.MAX_HOURS_PER_WEEK} hours per Monday-to-Sunday week in Seoul (409). ` +
    'Nothing can be booked on a day the academy is closed (409 DATE_CLOSED), nor over the member’s own lesson, ' +
    'make-up or other practice booking (409 OWN_HOUR_TAKEN).',
  access: 'member',
  actsForChild: true,
  body: ZPracticeBookingRequest,
  data: ZPracticeSession,
  successStatus: 201,
  errors: ['SLOT_TAKEN', 'PRACTICE_LIMIT_REACHED', 'DATE_CLOSED', 'OWN_HOUR_TAKEN'],
});

/**
 * Staff book for a member (docs/product/back-office.md#the-member-page): the member's own call run
 * with the member as subject, so the same bounds, limits and answers hold.
 */
export const bookPracticeRoomForMember = practiceRoomsOperation({
  method: 'post',
  path: '/users/:id/practice-bookings',
  summary: 'Book a practice room for a member',
  notes:
    'Every rule, limit and refusal of the member’s own booking applies as if the member booked (see “Book a practice room”): ' +
    'the member’s caps count it, the member is told, and the audit log names the staff member. An unknown member, or a ' +
    'guardian account that takes no lessons, answers 404.',
  access: 'staff',
  params: ZIdParams,
  body: ZPracticeBookingRequest,
  data: ZPracticeSession,
  successStatus: 201,
  errors: ['NOT_FOUND', 'SLOT_TAKEN', 'PRACTICE_LIMIT_REACHED', 'DATE_CLOSED', 'OWN_HOUR_TAKEN'],
});

export const listOwnPracticeBookings = practiceRoomsOperation({
  method: 'get',
  path: '/practice/bookings',
  summary: 'The member’s own bookings',
  access: 'member',
  actsForChild: true,
  data: ZPracticeBookingList,
});

export const cancelPracticeBooking = practiceRoomsOperation({
  method: 'patch',
  path: '/practice/bookings/:id/cancel',
  summary: 'Cancel one of the member’s bookings',
  notes:
    'Only a booking that is still booked: a cancelled one, or one whose end has passed (it reads as completed), answers 409; so does one whose Seoul day has passed.',
  access: 'member',
  actsForChild: true,
  params: ZIdParams,
  data: ZPracticeCancelResult,
  errors: ['NOT_FOUND', 'BOOKING_NOT_CANCELLABLE'],
});

export const listPracticeSessions = practiceRoomsOperation({
  method: 'get',
  path: '/practice',
  summary: 'The practice-room calendar',
  notes:
    'Members see who booked only on their own sessions; staff see every name. A booked session whose end has passed reads as `completed`. ' +
    'A member also gets `ownHours`: their lessons, make-ups and practice bookings from today on, which no booking may overlap. ' +
    `Both days lie between the first day of the month ${PRACTICE_CALENDAR_WINDOW.MONTHS_BACK} months back and the last day of next month (400).`,
  access: 'signedIn',
  actsForChild: true,
  query: ZPracticeSessionsQuery,
  data: ZPracticeCalendar,
});
