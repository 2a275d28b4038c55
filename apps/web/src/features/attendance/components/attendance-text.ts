import { pickText, WEEKDAY_SHORT_LABELS, weekdayOfIsoDate } from '@academy/contracts';
import type { TLanguage } from '@/i18n/language';

/** "11-26 (수)" / "11-26 (Wed)": a day of the week grid or list. */
export function dayLabel(isoDate: string, language: TLanguage): string {
  return `${isoDate.slice(5)} (${pickText(WEEKDAY_SHORT_LABELS[weekdayOfIsoDate(isoDate)], language)})`;
}
