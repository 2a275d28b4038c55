import { isIsoDate } from '../common/dates';
import type { TWeekday } from '../common/weekday';
import {
  WEEKDAY_LABELS,
  WEEKDAY_SHORT_LABELS,
  WEEKDAYS,
  weekdayOfIsoDate,
} from '../common/weekday';

/** One chosen day (yyyy-MM-dd) of a one-day class application and its start times (HH:mm). */
export type TOnedayPreferredSlot = { date: string; times: string[] };

const SEPARATOR = ' | ';
const ENTRY_PATTERN = /^\s*(\d{1,2})\s*\/\s*(\d{1,2})\s*(?:\(([^)]*)\))?\s*:(.*)$/;
const TIME_PATTERN = /\b([01]?\d|2[0-3]):([0-5]\d)\b/g;

function formatEntry({ date, times }: TOnedayPreferredSlot): string {
  const [, month, day] = date.split('-').map(Number);
  const weekday = WEEKDAY_SHORT_LABELS[weekdayOfIsoDate(date)].ko;
  return `${month}/${day}(${weekday}): ${times.join(', ')}`;
}

/**
 * The preferred-time text of a one-day application: "11/25(화): 14:00, 15:00 | 11/27(목): 11:00".
 * Days ascend and appear once, times ascend without repeats, and a day without times is left out.
 * Weekday names are Korean: the text is written for the academy's staff.
 */
export function buildOnedayPreferredTime(
  slots: readonly { date: string; times: readonly string[] }[],
): string {
  const byDate = new Map<string, Set<string>>();
  for (const { date, times } of slots) {
    if (!isIsoDate(date)) continue;
    const merged = byDate.get(date) ?? new Set<string>();
    for (const time of times) merged.add(time);
    byDate.set(date, merged);
  }
  return [...byDate.entries()]
    .filter(([, times]) => times.size > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, times]) => formatEntry({ date, times: [...times].sort() }))
    .join(SEPARATOR);
}

function weekdayFromLabel(label: string): TWeekday | null {
  const wanted = label.trim().toLowerCase();
  if (wanted === '') return null;
  return (
    WEEKDAYS.find((weekday) =>
      [WEEKDAY_SHORT_LABELS[weekday], WEEKDAY_LABELS[weekday]].some(
        (text) => text.ko === wanted || text.en.toLowerCase() === wanted,
      ),
    ) ?? null
  );
}

function isoDate(year: number, month: number, day: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/**
 * The text carries no year, so `year` is used; when the written weekday only fits the next or
 * the previous year (a December application for early January), that year is taken instead.
 */
function resolveDate(year: number, month: number, day: number, label: string): string | null {
  const candidates = [year, year + 1, year - 1]
    .map((candidate) => isoDate(candidate, month, day))
    .filter(isIsoDate);
  const weekday = weekdayFromLabel(label);
  const matching = candidates.find(
    (date) => weekday !== null && weekdayOfIsoDate(date) === weekday,
  );
  const fallback = isoDate(year, month, day);
  return matching ?? (isIsoDate(fallback) ? fallback : null);
}

/**
 * Reads the one-day preferred-time text back (docs/product/validation.md schedule confirm: "month/day(weekday):
 * times", current year). Entries that name no real date or no time are skipped.
 */
export function parseOnedayPreferredTime(text: string, year: number): TOnedayPreferredSlot[] {
  return text.split('|').flatMap((entry) => {
    const match = ENTRY_PATTERN.exec(entry);
    if (!match) return [];
    const [, month = '', day = '', label = '', rest = ''] = match;
    const date = resolveDate(year, Number(month), Number(day), label);
    const times = Array.from(
      rest.matchAll(TIME_PATTERN),
      (time) => `${(time[1] ?? '').padStart(2, '0')}:${time[2] ?? '00'}`,
    );
    return date === null || times.length === 0 ? [] : [{ date, times }];
  });
}
