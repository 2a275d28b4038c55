import * as presets from '@hyunbinseo/holidays-kr/all';
import { addDaysToIsoDate, isIsoDate } from './dates';

/*
 * Korea's public holidays (공휴일), from @hyunbinseo/holidays-kr, which follows the official
 * gazette (docs/decisions/0057-korean-public-holidays.md). The one place that reads the library:
 * the closures page, the staff calendar, one-day classes and make-ups ask here. A year the
 * library does not list yet has no holidays known; the package is updated once a year, when the
 * next year's calendar is published (README "Yearly upkeep").
 */

/** A public holiday: its day, the gazette's Korean name and an English one. */
export type TPublicHoliday = { date: string; name: string; nameEn: string };

/** The most days one lookup walks: a little over two years, every value has a bound. */
export const PUBLIC_HOLIDAY_LOOKUP_MAX_DAYS = 2 * 366;

type TPreset = Readonly<Record<string, readonly string[]>>;

const PRESETS_BY_YEAR: ReadonlyMap<string, TPreset> = new Map(
  Object.entries(presets as Record<string, TPreset>).map(([key, preset]) => [
    key.replace(/^y/, ''),
    preset,
  ]),
);

/** The years the installed library lists, ascending ("2018", …, "2027"). */
export const PUBLIC_HOLIDAY_YEARS: readonly string[] = [...PRESETS_BY_YEAR.keys()].sort();

const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  '1월 1일': "New Year's Day",
  '설날 전날': 'Seollal holiday',
  설날: 'Seollal (Lunar New Year)',
  '설날 다음 날': 'Seollal holiday',
  '3ㆍ1절': 'Independence Movement Day',
  노동절: 'Labour Day',
  어린이날: "Children's Day",
  '부처님 오신 날': "Buddha's Birthday",
  현충일: 'Memorial Day',
  제헌절: 'Constitution Day',
  광복절: 'Liberation Day',
  '추석 전날': 'Chuseok holiday',
  추석: 'Chuseok',
  '추석 다음 날': 'Chuseok holiday',
  개천절: 'National Foundation Day',
  한글날: 'Hangeul Day',
  기독탄신일: 'Christmas Day',
  임시공휴일: 'Temporary public holiday',
};

const SUBSTITUTE = /^대체공휴일\((.+)\)$/;
const ELECTION = /선거/;

/** An English name for one of the gazette's names; an unknown one is kept in Korean. */
function englishName(name: string): string {
  const substitute = SUBSTITUTE.exec(name);
  if (substitute?.[1]) return `Substitute holiday (${englishName(substitute[1])})`;
  if (ENGLISH_NAMES[name]) return ENGLISH_NAMES[name];
  if (ELECTION.test(name)) return 'Election day';
  return name;
}

/** The public holiday on a yyyy-MM-dd day, or null (also for a year the library does not list). */
export function publicHolidayOn(date: string): TPublicHoliday | null {
  const names = PRESETS_BY_YEAR.get(date.slice(0, 4))?.[date];
  if (!names || names.length === 0) return null;
  // Two holidays may fall on one day (어린이날 and 부처님 오신 날 in 2025).
  return { date, name: names.join(', '), nameEn: names.map(englishName).join(', ') };
}

export function isPublicHoliday(date: string): boolean {
  return publicHolidayOn(date) !== null;
}

/**
 * The public holidays from `from` to `to` (yyyy-MM-dd, both counted), ascending. Walks at most
 * PUBLIC_HOLIDAY_LOOKUP_MAX_DAYS days from `from`.
 */
export function publicHolidaysBetween(from: string, to: string): TPublicHoliday[] {
  const holidays: TPublicHoliday[] = [];
  if (!isIsoDate(from) || !isIsoDate(to)) return holidays;
  let date = from;
  for (let day = 0; day <= PUBLIC_HOLIDAY_LOOKUP_MAX_DAYS && date <= to; day += 1) {
    const holiday = publicHolidayOn(date);
    if (holiday) holidays.push(holiday);
    date = addDaysToIsoDate(date, 1);
  }
  return holidays;
}
