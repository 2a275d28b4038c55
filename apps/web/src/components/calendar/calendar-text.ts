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
  moreLabel: { ko: '{date} 일정 {count}개 모두 보기', en: 'Show all {count} events on {date}' },
} as const satisfies Record<string, TBilingualText>;
