import { checkInOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import { ZCheckinRequest, ZCheckinResult, ZMemberCheckinCode } from './checkin.schemas';

export const checkIn = checkInOperation({
  method: 'post',
  path: '/checkin',
  summary: 'The front-desk kiosk: a student types their code and is marked attended',
  notes:
    "Run in a staff session on the front-desk tablet. Marks today's (Seoul) lesson or make-up of the member with that code attended and tells them (their guardian by e-mail) in the same change. A second check-in the same day answers 200 `already_checked_in` and tells nobody again. Answers the given name only. An unknown code is 404 (CHECKIN_CODE_UNKNOWN); no lesson today, or one recorded as absent with notice or cancelled, is 409 (NO_LESSON_TODAY). Wrong codes are limited: 10 per kiosk session in 15 minutes and 50 per address a day (429).",
  access: 'staff',
  body: ZCheckinRequest,
  data: ZCheckinResult,
  rateLimited: true,
  errors: ['CHECKIN_CODE_UNKNOWN', 'NO_LESSON_TODAY'],
});

export const getCheckinCode = checkInOperation({
  method: 'get',
  path: '/users/:id/checkin-code',
  summary: "A member's check-in code",
  notes: 'Null while the member has none (staff give one with the POST).',
  access: 'staff',
  params: ZIdParams,
  data: ZMemberCheckinCode,
  errors: ['NOT_FOUND'],
});

export const resetCheckinCode = checkInOperation({
  method: 'post',
  path: '/users/:id/checkin-code',
  summary: 'Give a member a new check-in code',
  notes:
    'A new random code no other member has; the old one stops working at once. Written to the audit log. 409 when all 10,000 codes are taken.',
  access: 'staff',
  params: ZIdParams,
  data: ZMemberCheckinCode,
  errors: ['NOT_FOUND', 'CHECKIN_CODES_EXHAUSTED'],
});
