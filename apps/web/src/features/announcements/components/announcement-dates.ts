import type { TLanguage } from '@academy/contracts';

// A 24-hour clock, as the rest of the back office writes times.
const OPTIONS: Intl.DateTimeFormatOptions = {
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: 'Asia/Seoul',
};

const FORMATS: Record<TLanguage, Intl.DateTimeFormat> = {
  KOR: new Intl.DateTimeFormat('ko-KR', OPTIONS),
  ENG: new Intl.DateTimeFormat('en-GB', OPTIONS),
};

/** "2026년 11월 30일 19:05" / "30 November 2026 at 19:05", in the academy's time zone. */
export function sentAtText(iso: string, language: TLanguage): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : FORMATS[language].format(instant);
}
