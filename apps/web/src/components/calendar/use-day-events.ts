import { CALENDAR } from '@academy/contracts';
import { useMemo, useState } from 'react';
import type { TCalendarEvent } from './calendar-types';
import { useMediaQuery } from './use-media-query';

function groupByDate<TEvent extends TCalendarEvent>(events: readonly TEvent[]) {
  const byDate = new Map<string, TEvent[]>();
  for (const event of events) byDate.set(event.date, [...(byDate.get(event.date) ?? []), event]);
  return byDate;
}

/** The events by day, how many a day shows at this width, and the day whose "more" is open. */
export function useDayEvents<TEvent extends TCalendarEvent>(
  events: readonly TEvent[] | undefined,
  maxEventsProp: number | undefined,
) {
  const narrow = useMediaQuery(`(max-width: ${CALENDAR.NARROW_WIDTH}px)`);
  const maxEvents = maxEventsProp ?? (narrow ? CALENDAR.MAX_EVENTS_NARROW : CALENDAR.MAX_EVENTS);
  const eventsByDate = useMemo(() => (events ? groupByDate(events) : null), [events]);
  const [moreDate, setMoreDate] = useState<string | null>(null);
  const moreEvents = moreDate === null ? [] : (eventsByDate?.get(moreDate) ?? []);
  return { narrow, maxEvents, eventsByDate, moreDate, setMoreDate, moreEvents };
}
