import ICAL from 'ical.js';

/** One VEVENT as an independent parser (ical.js) reads it. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  status: string | null;
  /** Seoul wall time, `YYYY-MM-DDTHH:MM:SS`, or `YYYY-MM-DD` for an all-day event. */
  start: string;
  startZone: string | null;
  allDay: boolean;
  rrule: string | null;
  exdates: string[];
}

/** The calendar's name and its events, read by ical.js rather than by the library that wrote them. */
export function parseFeed(text: string): {
  name: string;
  timezones: string[];
  events: ParsedEvent[];
} {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar
    .getAllSubcomponents('vtimezone')
    .map((zone) => String(zone.getFirstPropertyValue('tzid')));
  const events = calendar.getAllSubcomponents('vevent').map((event): ParsedEvent => {
    const start = event.getFirstProperty('dtstart');
    const startValue = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    const rrule = event.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      status: (event.getFirstPropertyValue('status') as string | null) ?? null,
      start: startValue.toString(),
      startZone: (start?.getParameter('tzid') as string | undefined) ?? null,
      allDay: startValue.isDate,
      rrule: rrule ? rrule.toString() : null,
      exdates: event
        .getAllProperties('exdate')
        .flatMap((property) => property.getValues().map((value) => String(value))),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), timezones, events };
}
