import { cutText, TEXT_CUTS } from '@academy/contracts';
import type { TLanguage, TScheduleChangeItem } from '@academy/contracts';
import { formatShortDate } from '@/components/calendar/calendar-format';

/** "11월 25일 (화)" or, for a period, "11월 25일 (화) ~ 12월 2일 (화)"; null when unknown. */
export function originalLessonText(
  item: Pick<TScheduleChangeItem, 'changeStartDate' | 'changeEndDate'>,
  language: TLanguage,
): string | null {
  const { changeStartDate: start, changeEndDate: end } = item;
  if (!start) return null;
  const first = formatShortDate(start, language);
  return end && end !== start ? `${first} ~ ${formatShortDate(end, language)}` : first;
}

/** "11월 27일 (목) 19:00 – 20:00"; the parts that are missing are left out. */
export function requestedLessonText(
  item: Pick<TScheduleChangeItem, 'requestedDate' | 'requestedStartTime' | 'requestedEndTime'>,
  language: TLanguage,
): string | null {
  const date = item.requestedDate ? formatShortDate(item.requestedDate, language) : null;
  const { requestedStartTime: start, requestedEndTime: end } = item;
  const time = start ? (end ? `${start} – ${end}` : start) : null;
  const parts = [date, time].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** docs/product/constants.md: reasons are cut to 30 characters in the table and 25 on cards. */
export function reasonPreview(reason: string, place: 'table' | 'card'): string {
  return cutText(
    reason,
    place === 'table'
      ? TEXT_CUTS.SCHEDULE_CHANGE_REASON_LIST
      : TEXT_CUTS.SCHEDULE_CHANGE_REASON_CARD,
  );
}
