import { hourToTime } from '@academy/contracts';
import type { TOnedayPreferredSlot } from '@academy/contracts';

/** Chosen start hours per day (yyyy-MM-dd); a day is present only while it has hours. */
export type TOnedaySelections = Readonly<Record<string, readonly number[]>>;

/** Adds or removes one hour of a day, keeping hours sorted and dropping a day left empty. */
export function toggleOnedayHour(
  selections: TOnedaySelections,
  date: string,
  hour: number,
): TOnedaySelections {
  const hours = selections[date] ?? [];
  const next = hours.includes(hour)
    ? hours.filter((chosen) => chosen !== hour)
    : [...hours, hour].sort((a, b) => a - b);
  return withDay(selections, date, next);
}

export function removeOnedayDate(selections: TOnedaySelections, date: string): TOnedaySelections {
  return withDay(selections, date, []);
}

function withDay(selections: TOnedaySelections, date: string, hours: readonly number[]) {
  const others = Object.fromEntries(Object.entries(selections).filter(([day]) => day !== date));
  return hours.length > 0 ? { ...others, [date]: hours } : others;
}

/** The chosen days in date order, as the preferred-time builder takes them. */
export function onedaySlots(selections: TOnedaySelections): TOnedayPreferredSlot[] {
  return Object.keys(selections)
    .sort()
    .map((date) => ({ date, times: (selections[date] ?? []).map(hourToTime) }));
}
