import { oneDayClassesOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import { ZApplicationReceipt } from '../applications/applications.schemas';
import {
  ZOnedayApplication,
  ZOnedayRequestItem,
  ZOnedayRequestList,
  ZOnedayRequestsQuery,
  ZOnedayStatusUpdate,
} from './oneday.schemas';

export const applyForOneday = oneDayClassesOperation({
  method: 'post',
  path: '/oneday/apply',
  summary: 'Apply for a free one-day class',
  access: 'public',
  body: ZOnedayApplication,
  data: ZApplicationReceipt,
  successStatus: 201,
  rateLimited: true,
  honeypot: true,
});

export const listOnedayRequests = oneDayClassesOperation({
  method: 'get',
  path: '/oneday/requests',
  summary: 'One-day class applications',
  access: 'staff',
  query: ZOnedayRequestsQuery,
  data: ZOnedayRequestList,
});

export const updateOnedayStatus = oneDayClassesOperation({
  method: 'patch',
  path: '/oneday/requests/:id',
  summary: 'Move an application along (and put a confirmed class on the calendar)',
  notes:
    '`scheduledAt` lies within 1 year of now and not on a public holiday (409 PUBLIC_HOLIDAY).',
  access: 'staff',
  params: ZIdParams,
  body: ZOnedayStatusUpdate,
  data: ZOnedayRequestItem,
  errors: ['NOT_FOUND', 'STATUS_TRANSITION_REFUSED', 'PUBLIC_HOLIDAY'],
});
