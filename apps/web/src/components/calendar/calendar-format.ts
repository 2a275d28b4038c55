import {
  sentenceDate,
  sentenceMonth,
  type TLanguage,
  type TSentenceLanguage,
} from '@academy/contracts';

const LOCALES: Record<TLanguage, string> = { KOR: 'ko-KR', ENG: 'en-US' };

function utcDate(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

// Building an Intl.DateTimeFormat costs far more than using one, and a month calendar formats
// every day's name on each render, so each language and option set is built once.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: TLanguage, options: Intl.DateTimeFormatOptions) {
  const key = `${language} ${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (cached === undefined) {
    cached = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' });
    formatters.set(key, cached);
  }
  return cached;
}

const SENTENCE_LANGUAGES: Record<TLanguage, TSentenceLanguage> = { KOR: 'ko', ENG: 'en' };

/** "2025년 11월" / "November 2025", as the messages write a due's month (sentence-dates.ts). */
export function formatMonthTitle(month: string, language: TLanguage): string {
  return sentenceMonth(month, SENTENCE_LANGUAGES[language]);
}

/** "2025년 11월 25일 화요일" / "Tuesday, November 25, 2025". */
export function formatFullDate(isoDate: string, language: TLanguage): string {
  return formatter(language, { dateStyle: 'full' }).format(utcDate(isoDate));
}

/**
 * "11월 25일 (화)" / "Tue, Nov 25", with the year when it is not this Seoul year: the day as the
 * notifications and messages write it, so the app and the messages read the same.
 */
export function formatShortDate(isoDate: string, language: TLanguage): string {
  return sentenceDate(isoDate, SENTENCE_LANGUAGES[language]);
}
