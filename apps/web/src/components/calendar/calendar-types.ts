import type { ReactNode } from 'react';

/** Anything shown on a day: a lesson, a booking, a personal schedule… */
export type TCalendarEvent = {
  id: string | number;
  /** yyyy-MM-dd */
  date: string;
  title: string;
};

export type TEventRenderer<TEvent extends TCalendarEvent> = (
  event: TEvent,
  options: { compact: boolean },
) => ReactNode;

/**
 * A word written into a day of the calendar, e.g. "휴원일" or a public holiday's name: visible
 * text, so it is read out with the day and never told by colour alone.
 */
export type TDayTag = { text: string; tone: 'closed' | 'holiday' };
