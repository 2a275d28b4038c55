import {
  minutesToTime,
  seoulInstant,
  toAcademyIsoDate,
  toAcademyMinutes,
} from '@academy/contracts';
import type { TLanguage } from '@academy/contracts';

const LOCALES: Record<TLanguage, string> = { KOR: 'ko-KR', ENG: 'en-US' };

/** "2025. 11. 20. 10:00" / "11/20/2025, 10:00" in the academy's time zone. */
export function formatDateTime(iso: string, language: TLanguage): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Seoul',
  }).format(instant);
}

/** The academy day (yyyy-MM-dd) of an instant. */
export function academyDateOf(iso: string): string {
  return toAcademyIsoDate(new Date(iso));
}

/** "HH:mm" of an instant in the academy's time zone. */
export function academyTimeOf(iso: string): string {
  return minutesToTime(toAcademyMinutes(new Date(iso)));
}

/** The instant of `hour`:00 on an academy day. */
export function academyInstant(date: string, hour: number): string {
  return seoulInstant(date, hour).toISOString();
}
