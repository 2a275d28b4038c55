import { addDaysToIsoDate } from '@academy/contracts';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { addMonths, dayOfMonth, monthOf, weekdayIndex } from './calendar-dates';
import type { TIsoMonth } from './calendar-dates';

function keyTarget(key: string, date: string): string | null {
  const day = Number(date.slice(8, 10));
  switch (key) {
    case 'ArrowLeft':
      return addDaysToIsoDate(date, -1);
    case 'ArrowRight':
      return addDaysToIsoDate(date, 1);
    case 'ArrowUp':
      return addDaysToIsoDate(date, -7);
    case 'ArrowDown':
      return addDaysToIsoDate(date, 7);
    case 'Home':
      return addDaysToIsoDate(date, -weekdayIndex(date));
    case 'End':
      return addDaysToIsoDate(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return dayOfMonth(addMonths(monthOf(date), -1), day);
    case 'PageDown':
      return dayOfMonth(addMonths(monthOf(date), 1), day);
    default:
      return null;
  }
}

type TRovingDayOptions = {
  month: TIsoMonth;
  /** Where Tab lands when no day of this month has been focused yet. */
  preferredDate: string;
  /** Moves the calendar; returns false when the month may not be shown. */
  changeMonth: (month: TIsoMonth) => boolean;
};

/**
 * One day button is in the Tab order; arrow keys move by day and week, Home/End to the week's
 * ends and Page Up/Down by month, turning the month when the move leaves it.
 */
export function useRovingDay({ month, preferredDate, changeMonth }: TRovingDayOptions) {
  const [focusedDate, setFocusedDate] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);

  // The target day may only exist after the month turns, so focus follows the render.
  useEffect(() => {
    const date = pendingFocus.current;
    const button = date === null ? undefined : buttons.current.get(date);
    if (!button) return;
    button.focus();
    pendingFocus.current = null;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const target = keyTarget(event.key, date);
    if (target === null) return;
    event.preventDefault();
    if (monthOf(target) !== month && !changeMonth(monthOf(target))) return;
    setFocusedDate(target);
    pendingFocus.current = target;
  };

  const registerButton = (date: string) => (element: HTMLButtonElement | null) => {
    if (!element) return;
    buttons.current.set(date, element);
    return () => {
      buttons.current.delete(date);
    };
  };

  return {
    tabbableDate:
      focusedDate !== null && monthOf(focusedDate) === month ? focusedDate : preferredDate,
    onKeyDown,
    onFocusDay: setFocusedDate,
    registerButton,
  };
}
