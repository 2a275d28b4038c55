import type { TBilingualText } from '@academy/contracts';

/**
 * The calendar's own words. Kept beside the component, like the contracts' bilingual labels,
 * so the shared calendar needs no entry in a feature's dictionary section.
 */
export const CALENDAR_TEXT = {
  previousMonth: { ko: '이전 달', en: 'Previous month' },
  nextMonth: { ko: '다음 달', en: 'Next month' },
  today: { ko: '오늘', en: 'Today' },
  todaySuffix: { ko: '오늘', en: 'today' },
  more: { ko: '+{count}개 더보기', en: '+{count} more' },
  // The name begins with what the link shows, so a speech user can say what they see (WCAG
  // 2.5.3, label in name).
  moreLabel: {
    ko: '+{more}개 더보기: {date} 일정 {count}개 모두 보기',
    en: '+{more} more: show all {count} events on {date}',
  },
} as const satisfies Record<string, TBilingualText>;
