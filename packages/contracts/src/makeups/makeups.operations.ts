import { makeUpsOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import { MAKEUP_LIMITS } from './makeups.limits';
import {
  ZMakeupBooking,
  ZMakeupCancellation,
  ZMakeupCreditAdjustment,
  ZMakeupDecision,
  ZMakeupLesson,
  ZMakeupMemberOverview,
  ZMakeupMemberQuery,
  ZOwnMakeupOverview,
} from './makeups.schemas';

export const getOwnMakeups = makeUpsOperation({
  method: 'get',
  path: '/makeups/me',
  summary: 'My make-up credits, make-ups and ledger',
  notes:
    `Open credits oldest first with the cap; at most ${MAKEUP_LIMITS.LIST_MAX} make-ups. ` +
    '`ownHours`: the member’s lessons, make-ups and practice bookings up to the next credit’s last day.',
  access: 'member',
  actsForChild: true,
  data: ZOwnMakeupOverview,
});

export const bookMakeup = makeUpsOperation({
  method: 'post',
  path: '/makeups',
  summary: 'Spend the oldest open credit on a free hour of my teacher',
  notes:
    'Same hours and busy rules as a schedule change, up to the credit’s expiry, never on a closed day or a public holiday (409) or a ' +
    `day with another lesson (409). Booked at once when it starts at least ${MAKEUP_LIMITS.BOOK_AT_ONCE_HOURS_AHEAD} ` +
    'hours later, else a request staff decide. No open credit or a busy hour: 409; an hour of the member’s own ' +
    'practice booking: 409 OWN_HOUR_TAKEN.',
  access: 'member',
  actsForChild: true,
  body: ZMakeupBooking,
  data: ZMakeupLesson,
  successStatus: 201,
  errors: [
    'NO_MAKEUP_CREDIT',
    'SLOT_TAKEN',
    'DATE_CLOSED',
    'PUBLIC_HOLIDAY',
    'LESSON_DAY_TAKEN',
    'OWN_HOUR_TAKEN',
  ],
});

export const cancelMakeup = makeUpsOperation({
  method: 'patch',
  path: '/makeups/:id/cancel',
  summary: 'Cancel one of my make-ups: its credit is mine again',
  notes:
    `A booked make-up until ${MAKEUP_LIMITS.BOOK_AT_ONCE_HOURS_AHEAD} hours before it starts; a ` +
    'request awaiting staff until it starts. Later, or a make-up already cancelled, rejected or ' +
    'past: 409. Another member’s: 404. Staff are told.',
  access: 'member',
  actsForChild: true,
  params: ZIdParams,
  data: ZMakeupCancellation,
  errors: ['NOT_FOUND', 'BOOKING_NOT_CANCELLABLE'],
});

export const getMemberMakeups = makeUpsOperation({
  method: 'get',
  path: '/makeups',
  summary: 'One member’s make-up credits (past ones too), make-ups and ledger',
  notes: `At most ${MAKEUP_LIMITS.LIST_MAX} make-ups and ${MAKEUP_LIMITS.LIST_MAX} past credits.`,
  access: 'staff',
  query: ZMakeupMemberQuery,
  data: ZMakeupMemberOverview,
  errors: ['NOT_FOUND'],
});

export const adjustMakeupCredits = makeUpsOperation({
  method: 'post',
  path: '/makeups/credits',
  summary: 'Grant a member a credit, or void an open one, with a reason',
  notes:
    'Audited. A grant above the cap (MAKEUP_CREDIT_CAP) is refused (409); only an open credit can be voided (409).',
  access: 'staff',
  body: ZMakeupCreditAdjustment,
  data: ZMakeupMemberOverview,
  errors: ['NOT_FOUND', 'MAKEUP_CAP_REACHED', 'STATUS_TRANSITION_REFUSED'],
});

export const decideMakeup = makeUpsOperation({
  method: 'patch',
  path: '/makeups/:id',
  summary: 'Approve or reject a requested make-up',
  notes:
    'Audited; the member is notified in the app and by e-mail. Approving an hour taken meanwhile is a 409 and ' +
    'the request stays; rejecting frees the credit.',
  access: 'staff',
  params: ZIdParams,
  body: ZMakeupDecision,
  data: ZMakeupLesson,
  errors: ['NOT_FOUND', 'REQUEST_ALREADY_DECIDED', 'SLOT_TAKEN', 'DATE_CLOSED', 'PUBLIC_HOLIDAY'],
});
