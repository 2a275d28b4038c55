import { toAcademyIsoDate, toAcademyMinutes, minutesToTime } from '@academy/contracts';

/** docs/product/constants.md short date, in the academy's time zone: "25.11.20". */
export function formatCardDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return toAcademyIsoDate(date).slice(2).replaceAll('-', '.');
}

/** docs/product/constants.md date and time, in the academy's time zone: "2025-11-20 14:30". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${toAcademyIsoDate(date)} ${minutesToTime(toAcademyMinutes(date))}`;
}
