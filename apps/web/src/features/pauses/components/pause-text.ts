import { addMonths } from '@academy/contracts';
import type { TLanguage } from '@academy/contracts';

/** A month YYYY-MM as people read it: "2027년 2월" or "February 2027". */
export function monthLabel(month: string, language: TLanguage): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (language === 'KOR') return `${year}년 ${monthNumber}월`;
  return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 0, (monthNumber ?? 1) - 1, 1)),
  );
}

/** The months of a pause as one phrase: one month, or the first and last with a dash. */
export function pauseMonthsLabel(
  pause: { fromMonth: string; untilMonth: string },
  language: TLanguage,
): string {
  const first = monthLabel(pause.fromMonth, language);
  return pause.fromMonth === pause.untilMonth
    ? first
    : `${first} – ${monthLabel(pause.untilMonth, language)}`;
}

/** The last month of a pause of `count` months from `fromMonth`. */
export const untilMonthOf = (fromMonth: string, count: number) => addMonths(fromMonth, count - 1);
