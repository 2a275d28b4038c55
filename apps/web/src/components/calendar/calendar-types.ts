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
