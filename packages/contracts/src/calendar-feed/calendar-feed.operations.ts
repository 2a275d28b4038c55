import { ZFileDownload } from '../common/download';
import { calendarFeedOperation } from '../common/operation-tags';
import { CALENDAR_FEED_WINDOW } from './calendar-feed.limits';
import {
  ZCalendarFeedCreated,
  ZCalendarFeedState,
  ZCalendarFeedTokenParams,
} from './calendar-feed.schemas';

export const getCalendarFeed = calendarFeedOperation({
  method: 'get',
  path: '/calendar-feed',
  summary: "Whether the caller's personal calendar feed is on",
  notes:
    'The address itself is stored only as a hash, so it is shown once, when turned on or regenerated.',
  access: 'signedIn',
  actsForChild: true,
  data: ZCalendarFeedState,
});

export const enableCalendarFeed = calendarFeedOperation({
  method: 'post',
  path: '/calendar-feed',
  summary: 'Turn the personal calendar feed on, or give it a new address',
  notes:
    'Answers the secret `.ics` address; any previous address of the caller stops working at once. ' +
    'One feed per account, whatever the number of simultaneous calls. Audited.',
  access: 'signedIn',
  actsForChild: true,
  data: ZCalendarFeedCreated,
  successStatus: 201,
});

export const disableCalendarFeed = calendarFeedOperation({
  method: 'delete',
  path: '/calendar-feed',
  summary: 'Turn the personal calendar feed off',
  notes:
    'Its address stops working at once; turning off a feed that is off changes nothing. Audited.',
  access: 'signedIn',
  actsForChild: true,
  data: ZCalendarFeedState,
});

export const getCalendarFeedFile = calendarFeedOperation({
  method: 'get',
  path: '/calendar/:token.ics',
  summary: 'A personal calendar (iCalendar) for calendar apps',
  notes:
    `For anyone holding the address. Lessons, practice bookings, personal schedules and closed days from ` +
    `${CALENDAR_FEED_WINDOW.WEEKS_BACK} weeks back to ${CALENDAR_FEED_WINDOW.WEEKS_AHEAD} weeks ahead (Seoul days). ` +
    'A malformed, unknown or revoked token is the same 404 as an unknown address.',
  access: 'public',
  params: ZCalendarFeedTokenParams,
  data: ZFileDownload,
  produces: 'text/calendar; charset=utf-8',
  rateLimited: true,
  errors: ['NOT_FOUND'],
});
