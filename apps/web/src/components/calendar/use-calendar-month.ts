import { useState } from 'react';
import { monthOf } from './calendar-dates';
import type { TIsoMonth } from './calendar-dates';
import type { TMonthCalendarProps } from './MonthCalendar';
import { useRovingDay } from './use-roving-day';

type TCalendarMonthOptions = Pick<
  TMonthCalendarProps<never>,
  | 'month'
  | 'defaultMonth'
  | 'onMonthChange'
  | 'disablePast'
  | 'firstDate'
  | 'lastDate'
  | 'isDateUnavailable'
  | 'onSelectDate'
  | 'onUnavailableDate'
> & { today: string; selected: readonly string[] };

/** The earliest day that can be chosen: today with disablePast, or a later firstDate. */
function firstChoosableDate(
  today: string,
  bounds: { disablePast?: boolean; firstDate?: string },
): string | undefined {
  if (!bounds.disablePast) return bounds.firstDate;
  return bounds.firstDate !== undefined && bounds.firstDate > today ? bounds.firstDate : today;
}

/** The shown month within its bounds, the days that cannot be chosen, and the roving focus. */
export function useCalendarMonth(options: TCalendarMonthOptions) {
  const { today, selected, lastDate } = options;
  const [ownMonth, setOwnMonth] = useState(
    () => options.defaultMonth ?? monthOf(selected[0] ?? today),
  );
  const month = options.month ?? ownMonth;
  const firstDate = firstChoosableDate(today, options);
  const minMonth = firstDate === undefined ? null : monthOf(firstDate);
  const maxMonth = lastDate === undefined ? null : monthOf(lastDate);

  const changeMonth = (next: TIsoMonth): boolean => {
    if (minMonth !== null && next < minMonth) return false;
    if (maxMonth !== null && next > maxMonth) return false;
    setOwnMonth(next);
    options.onMonthChange?.(next);
    return true;
  };

  const preferredDate =
    selected.find((date) => monthOf(date) === month) ??
    (monthOf(today) === month ? today : `${month}-01`);
  const roving = useRovingDay({ month, preferredDate, changeMonth });
  const isUnavailable = (date: string) =>
    (firstDate !== undefined && date < firstDate) ||
    (lastDate !== undefined && date > lastDate) ||
    options.isDateUnavailable?.(date) === true;

  const onSelect = (date: string) => {
    if (isUnavailable(date)) options.onUnavailableDate?.(date);
    else options.onSelectDate?.(date);
  };

  return { month, minMonth, maxMonth, changeMonth, roving, isUnavailable, onSelect };
}
