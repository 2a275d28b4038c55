import ical, {
  ICalEventRepeatingFreq,
  ICalEventStatus,
  type ICalEventData,
  type ICalRepeatingOptions,
} from 'ical-generator';
import { DateTime } from 'luxon';
import { ACADEMY_TIME_ZONE, timeToMinutes, type TRecurringPattern } from '@academy/contracts';
import type { FeedEvent, FeedRepeat } from './feed-event.js';

/**
 * Seoul has kept +09:00 all year since 1988, so one fixed standard-time block describes every
 * date a feed can hold; calendar apps read event times through it.
 */
const SEOUL_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ACADEMY_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:KST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const FREQUENCY: Record<TRecurringPattern, ICalEventRepeatingFreq> = {
  daily: ICalEventRepeatingFreq.DAILY,
  weekly: ICalEventRepeatingFreq.WEEKLY,
  monthly: ICalEventRepeatingFreq.MONTHLY,
};

/** A Seoul wall time: ical-generator writes it with TZID=Asia/Seoul. */
function seoulTime(date: string, time: string): DateTime {
  return DateTime.fromISO(date, { zone: ACADEMY_TIME_ZONE }).plus({ minutes: timeToMinutes(time) });
}

function repeatingOf(event: { date: string; startTime: string }, repeat: FeedRepeat) {
  const options: ICalRepeatingOptions = {
    freq: FREQUENCY[repeat.pattern],
    exclude: repeat.excludedDates.map((day) => seoulTime(day, event.startTime)),
  };
  // The series' last day counts whole; with no calendar time zone the library writes UNTIL in UTC.
  if (repeat.until !== null) options.until = seoulTime(repeat.until, '24:00').minus({ seconds: 1 });
  return options;
}

function toEventData(event: FeedEvent, host: string, stamp: Date): ICalEventData {
  const common = { id: `${event.uid}@${host}`, summary: event.summary, stamp };
  if (event.kind === 'allDay') {
    return {
      ...common,
      allDay: true,
      start: DateTime.fromISO(event.date, { zone: ACADEMY_TIME_ZONE }),
    };
  }
  return {
    ...common,
    timezone: ACADEMY_TIME_ZONE,
    start: seoulTime(event.date, event.startTime),
    end: seoulTime(event.date, event.endTime),
    ...(event.cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
    ...(event.repeat ? { repeating: repeatingOf(event, event.repeat) } : {}),
  };
}

/** The feed's iCalendar text; `host` makes the UIDs unique to this academy's installation. */
export function toICalendar(input: {
  name: string;
  host: string;
  events: readonly FeedEvent[];
  now: Date;
}): string {
  const calendar = ical({
    name: input.name,
    prodId: { company: input.host, product: 'calendar-feed', language: 'EN' },
    // No calendar-wide zone: every timed event names Asia/Seoul itself, and RRULE's UNTIL stays UTC.
    timezone: {
      name: null,
      generator: (zone) => (zone === ACADEMY_TIME_ZONE ? SEOUL_VTIMEZONE : null),
    },
  });
  for (const event of input.events) calendar.createEvent(toEventData(event, input.host, input.now));
  return calendar.toString();
}
