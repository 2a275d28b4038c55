import { closuresOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import { CLOSURE_WINDOW } from './closures.limits';
import {
  ZClosure,
  ZClosureCreate,
  ZClosureCreated,
  ZClosureList,
  ZClosuresQuery,
} from './closures.schemas';

export const declareClosure = closuresOperation({
  method: 'post',
  path: '/closures',
  summary: 'Declare a day the academy is closed',
  notes:
    `From today to ${CLOSURE_WINDOW.FUTURE_DAYS} days ahead (400); one closure per day (409). ` +
    'In one transaction: the practice bookings of that day that have not ended are cancelled, and their members and ' +
    'the members with a lesson that day are notified.',
  access: 'staff',
  body: ZClosureCreate,
  data: ZClosureCreated,
  successStatus: 201,
  errors: ['CLOSURE_EXISTS'],
});

export const listClosures = closuresOperation({
  method: 'get',
  path: '/closures',
  summary: 'Closed days between two days',
  notes: `Without \`from\` and \`to\`: today to ${CLOSURE_WINDOW.FUTURE_DAYS} days ahead. At most ${CLOSURE_WINDOW.FUTURE_DAYS + 1} days (400).`,
  access: 'staff',
  query: ZClosuresQuery,
  data: ZClosureList,
});

export const deleteClosure = closuresOperation({
  method: 'delete',
  path: '/closures/:id',
  summary: 'Remove a closed day',
  notes: 'Bookings cancelled when it was declared stay cancelled.',
  access: 'staff',
  params: ZIdParams,
  data: ZClosure,
  errors: ['NOT_FOUND'],
});
